import type { LiveAlertLink } from '@/lib/data/family';
import type { SosEvent } from '@/lib/data/sos';
import { ENDED_ALERT_VISIBLE_MS, isAlertVisible, mayReadLocation, withAlertEvent } from '@/lib/sos/family-alerts';

const NOW = Date.parse('2025-06-01T12:00:00Z');
const event = (over: Partial<SosEvent> = {}) =>
  ({ id: 'e1', member_id: 'm1', status: 'active', started_at: new Date(NOW - 60_000).toISOString(), resolved_at: null, ...over }) as SosEvent;
const link = (locationAccess: LiveAlertLink['locationAccess']): LiveAlertLink => ({ memberId: 'm1', locationAccess });

describe('family alert rules', () => {
  it('shows open alarms, and ended ones for 30 minutes', () => {
    expect(isAlertVisible(event(), NOW)).toBe(true);
    expect(isAlertVisible(event({ status: 'resolved', resolved_at: new Date(NOW - ENDED_ALERT_VISIBLE_MS + 1).toISOString() }), NOW)).toBe(true);
    expect(isAlertVisible(event({ status: 'cancelled', resolved_at: new Date(NOW - ENDED_ALERT_VISIBLE_MS - 1).toISOString() }), NOW)).toBe(false);
  });

  it('reads the position per location_access: always, during the SOS only, or never', () => {
    expect(mayReadLocation(link('always'), event({ status: 'resolved' }))).toBe(true);
    expect(mayReadLocation(link('during_sos'), event())).toBe(true);
    expect(mayReadLocation(link('during_sos'), event({ status: 'resolved' }))).toBe(false);
    expect(mayReadLocation(link('none'), event())).toBe(false);
    expect(mayReadLocation(undefined, event())).toBe(false);
  });

  it('adds or replaces a changed alarm of a linked member only', () => {
    const links = [link('during_sos')];
    const first = withAlertEvent([], links, event(), NOW);
    expect(first).toHaveLength(1);
    const updated = withAlertEvent(first, links, event({ status: 'acknowledged' }), NOW);
    expect(updated.map((e) => e.status)).toEqual(['acknowledged']);
    expect(withAlertEvent(updated, links, event({ id: 'e2', member_id: 'stranger' }), NOW)).toBe(updated);
  });
});
