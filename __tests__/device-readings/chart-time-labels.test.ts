import { chartTimeLabels } from '@/lib/device-readings/chart-time-labels';

const seconds = (iso: string) => Date.parse(iso) / 1000;
const HOUR = 3600;

describe('chartTimeLabels', () => {
  it("writes hour ticks in the page's language and the reader's zone, the date where the day changes", () => {
    // 21:00–01:00 UTC is 22:00–02:00 in Amsterdam: the day changes at the third tick, not the fourth.
    const splits = ['2026-11-24T21:00:00Z', '2026-11-24T22:00:00Z', '2026-11-24T23:00:00Z', '2026-11-25T00:00:00Z'].map(seconds);
    expect(chartTimeLabels('nl', 'Europe/Amsterdam').axis(splits, HOUR)).toEqual(['22:00\n24 nov', '23:00', '00:00\n25 nov', '01:00']);
    expect(chartTimeLabels('es', 'UTC').axis(splits, HOUR)).toEqual(['21:00\n24 nov', '22:00', '23:00', '00:00\n25 nov']);
  });

  it('writes only the date for steps of a day or more, never US month/day', () => {
    const splits = ['2026-11-24T00:00:00Z', '2026-11-25T00:00:00Z'].map(seconds);
    expect(chartTimeLabels('nl', 'UTC').axis(splits, 24 * HOUR)).toEqual(['24 nov', '25 nov']);
    expect(chartTimeLabels('en', 'UTC').axis(splits, 24 * HOUR)).toEqual(['Nov 24', 'Nov 25']);
  });

  it('names the zone in the legend, in the same style as the readings table', () => {
    const at = seconds('2026-11-24T13:00:00Z');
    expect(chartTimeLabels('nl', 'Europe/Amsterdam').legend(at)).toBe('24-11-2026, 14:00 CET');
    expect(chartTimeLabels('es', 'UTC').legend(at)).toBe('24/11/2026, 13:00 UTC');
    expect(chartTimeLabels('en', 'UTC').legend(null)).toBe('—');
  });
});
