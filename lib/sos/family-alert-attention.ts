import { type SosEvent, isOpen } from '@/lib/data/sos';

/**
 * How a family member's page draws attention to an alarm (docs/product.md#family-alerts-on-every-page):
 * sound for an alarm nobody answered yet, a system notification for any new open alarm while the
 * page is hidden.
 */

/** The alert sound repeats this often while an alarm rings. */
export const ALERT_SOUND_REPEAT_MS = 10_000;

/**
 * An alarm rings while it is open and nobody has said "I'm on it" yet. A test alert never rings:
 * it checks the chain, and a siren for a drill teaches people to ignore the real one.
 */
export function shouldRing(event: Pick<SosEvent, 'status' | 'source'>): boolean {
  return event.status === 'active' && event.source !== 'test';
}

/** A new open alarm (tests included, labelled as such) is worth a notification when the page is hidden. */
export function shouldNotify(event: Pick<SosEvent, 'status'>): boolean {
  return isOpen(event);
}
