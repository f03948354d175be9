import { sosLocationLine } from '@/components/sos/sos-status-panel';

/** What /sos tells the member about their position (docs/product.md#sos). */
describe('the position line on /sos', () => {
  const open = { status: 'active' as const, location_unavailable: false, last_located_at: '2026-11-28T22:48:00Z' };

  it('says it is shared while the alarm is open and a position is stored', () => {
    expect(sosLocationLine(open, 'located')).toBe('shared');
    expect(sosLocationLine({ ...open, status: 'acknowledged' }, 'idle')).toBe('shared');
  });

  it('says it is no longer shared once the alarm ended, however it ended and whatever the browser knows', () => {
    for (const status of ['resolved', 'cancelled', 'false_alarm'] as const) {
      expect(sosLocationLine({ ...open, status }, 'located')).toBe('stopped');
    }
  });

  it('explains why there is none while open', () => {
    const none = { ...open, location_unavailable: true, last_located_at: null };
    expect(sosLocationLine(none, 'denied')).toBe('denied');
    expect(sosLocationLine(none, 'waiting')).toBe('waiting');
    expect(sosLocationLine(none, 'unavailable')).toBe('unavailable');
  });
});
