import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Tables } from '@/lib/database.types';

/**
 * The family member's app showed the alert: their in-app row becomes delivered, with its timeline
 * step, so the member's receipt shows how long it took. Service role: recipients may only set
 * read_at themselves. The family's rows are written just after the raise, by the dispatcher's
 * claim; the app can show the alarm sooner, so the rows of this alarm are written first if still
 * queued (at once, or after the dispatcher writing them right now).
 */
export async function markInAppDelivered(
  admin: SupabaseClient<Database>,
  event: Pick<Tables<'sos_events'>, 'id' | 'member_id'>,
  familyMemberId: string,
): Promise<void> {
  const queued = await admin.rpc('queue_family_sos_alerts', { only_event: event.id });
  if (queued.error) throw new Error(`writing the family's alert rows: ${queued.error.message}`);
  const now = new Date().toISOString();
  const { data, error } = await admin
    .from('notifications')
    .update({ status: 'delivered', delivered_at: now, lease_token: null, leased_until: null })
    .eq('event_id', event.id)
    .eq('recipient_user_id', familyMemberId)
    .eq('channel', 'in_app')
    .is('delivered_at', null)
    .select('id, sent_at');
  if (error) throw new Error(`marking an in-app alert delivered: ${error.message}`);
  for (const row of data ?? []) {
    if (!row.sent_at) await admin.from('notifications').update({ sent_at: now }).eq('id', row.id);
    await admin.from('sos_timeline').insert({
      event_id: event.id,
      member_id: event.member_id,
      kind: 'delivered',
      actor_id: familyMemberId,
      details: { channel: 'in_app', notification_id: row.id },
    });
  }
}
