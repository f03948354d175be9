import { linkState, mayOfferLocation, maySeeAlarms, permissionSummary, type LinkPermissions } from '@/lib/looking-after/permissions';

const NOTHING: LinkPermissions = { receive_sos_alerts: false, location_access: 'none', view_medical: false, view_device_status: false, view_activity: false };

describe('permissionSummary', () => {
  it('is empty when the link shares nothing', () => {
    expect(permissionSummary(NOTHING)).toEqual([]);
  });

  it('lists every permission granted, alerts first, in a fixed order', () => {
    expect(
      permissionSummary({ receive_sos_alerts: true, location_access: 'always', view_medical: true, view_device_status: true, view_activity: true }),
    ).toEqual(['sosAlerts', 'locationAlways', 'medical', 'deviceStatus', 'activity']);
  });

  it('tells location during an SOS apart from always', () => {
    expect(permissionSummary({ ...NOTHING, location_access: 'during_sos' })).toEqual(['locationDuringSos']);
    expect(permissionSummary({ ...NOTHING, location_access: 'always' })).toEqual(['locationAlways']);
  });

  it('lists a single permission on its own', () => {
    expect(permissionSummary({ ...NOTHING, view_medical: true })).toEqual(['medical']);
    expect(permissionSummary({ ...NOTHING, view_device_status: true })).toEqual(['deviceStatus']);
  });
});

describe('maySeeAlarms', () => {
  it('follows the sos_events policies: alert receivers or activity readers', () => {
    expect(maySeeAlarms(NOTHING)).toBe(false);
    expect(maySeeAlarms({ ...NOTHING, receive_sos_alerts: true })).toBe(true);
    expect(maySeeAlarms({ ...NOTHING, view_activity: true })).toBe(true);
    expect(maySeeAlarms({ ...NOTHING, view_medical: true, view_device_status: true })).toBe(false);
  });
});

describe('mayOfferLocation', () => {
  it('offers the location of any alarm with always', () => {
    for (const status of ['active', 'acknowledged', 'resolved', 'cancelled', 'false_alarm'] as const) {
      expect(mayOfferLocation('always', status)).toBe(true);
    }
  });

  it('offers it with during_sos only while the alarm is open', () => {
    expect(mayOfferLocation('during_sos', 'active')).toBe(true);
    expect(mayOfferLocation('during_sos', 'acknowledged')).toBe(true);
    expect(mayOfferLocation('during_sos', 'resolved')).toBe(false);
  });

  it('never offers it with none', () => {
    expect(mayOfferLocation('none', 'active')).toBe(false);
  });
});

describe('linkState', () => {
  it('trusts is_live from the database', () => {
    expect(linkState({ status: 'active', is_live: true })).toBe('live');
    expect(linkState({ status: 'paused', is_live: false })).toBe('paused');
    expect(linkState({ status: 'active', is_live: false })).toBe('ended');
  });
});
