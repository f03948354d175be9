import { chartWindow, parseChartPeriod } from '@/lib/device-readings/period';
import { summariseReadings } from '@/lib/device-readings/summary';

describe('device chart period', () => {
  it('reads 24h, 7d and 30d, defaulting to 24h', () => {
    expect(parseChartPeriod('7d')).toBe('7d');
    expect(parseChartPeriod(['30d'])).toBe('30d');
    expect(parseChartPeriod('1y')).toBe('24h');
    expect(parseChartPeriod(undefined)).toBe('24h');
  });

  it('draws each period with at most a few hundred points', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    for (const period of ['24h', '7d', '30d'] as const) {
      const { from, bucketSeconds } = chartWindow(period, now);
      const points = (now.getTime() - from.getTime()) / 1000 / bucketSeconds;
      expect(points).toBeGreaterThanOrEqual(150);
      expect(points).toBeLessThanOrEqual(300);
    }
    expect(chartWindow('7d', now).from.toISOString()).toBe('2026-11-17T12:00:00.000Z');
  });
});

describe('reading summary (the chart text alternative)', () => {
  it('gives lowest, highest and latest, skipping missing values', () => {
    const summary = summariseReadings([
      { at: '1', battery: 90, heartRate: 70 },
      { at: '2', battery: null, heartRate: 95 },
      { at: '3', battery: 85, heartRate: null },
    ]);
    expect(summary).toEqual({ heartRate: { min: 70, max: 95, latest: 95 }, battery: { min: 85, max: 90, latest: 85 } });
  });

  it('says nothing for a measure never reported', () => {
    expect(summariseReadings([{ at: '1', battery: 50, heartRate: null }]).heartRate).toBeNull();
  });
});
