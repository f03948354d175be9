import { type SosEvent, isOpen } from '@/lib/data/sos';
import type { LiveAlertLink } from '@/lib/data/family';

/**
 * What family and carers see of a member's alarms (docs/product.md#rules): every open alarm of a
 * member whose live link shares SOS alerts with them, and ended ones for a while, so they learn
 * it was cancelled or resolved.
 */
export const ENDED_ALERT_VISIBLE_MS = 30 * 60_000;

/** Open, or ended less than ENDED_ALERT_VISIBLE_MS ago. */
export function isAlertVisible(event: SosEvent, now: number): boolean {
  return isOpen(event) || now - Date.parse(event.resolved_at ?? event.started_at) <= ENDED_ALERT_VISIBLE_MS;
}

/** The link's location_access decides: always, or only while the alarm is open, or never. */
export function mayReadLocation(link: LiveAlertLink | undefined, event: SosEvent): boolean {
  if (!link) return false;
  if (link.locationAccess === 'always') return true;
  return link.locationAccess === 'during_sos' && isOpen(event);
}

/**
 * The alerts after a realtime change to one event: replaced or added when its member shares
 * alerts with us and it is still worth showing; otherwise the list is returned unchanged.
 */
export function withAlertEvent(events: SosEvent[], links: LiveAlertLink[], event: SosEvent, now: number): SosEvent[] {
  if (!links.some((link) => link.memberId === event.member_id) || !isAlertVisible(event, now)) return events;
  return [...events.filter((e) => e.id !== event.id), event];
}
