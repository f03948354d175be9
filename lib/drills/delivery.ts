import type { DrillDelivery } from '@/lib/data/drills';
import type { SosNotification } from '@/lib/data/sos';

/**
 * One outbox row about a drill as a line of its receipt (docs/product.md#drills): the page's read
 * and the live receipt both use it, so the two never word a row differently. The provider's reason
 * is kept only for a row that failed.
 */
export function toDrillDelivery(row: SosNotification, recipientName: string): DrillDelivery {
  return {
    id: row.id,
    recipientName,
    recipient: row.recipient_contact_id ? 'contact' : 'family',
    channel: row.channel,
    status: row.status,
    sentAt: row.sent_at,
    deliveredAt: row.delivered_at,
    failedAt: row.failed_at,
    error: row.status === 'failed' ? row.last_error : null,
  };
}
