/**
 * The Devices page's chart periods and how finely each is drawn: about 150-300 points whatever the
 * period (device_reading_series averages the one-a-minute readings per bucket).
 */
export const CHART_PERIODS = ['24h', '7d', '30d'] as const;
export type ChartPeriod = (typeof CHART_PERIODS)[number];
export const DEFAULT_CHART_PERIOD: ChartPeriod = '24h';

const HOUR = 3600;
const SPEC: Record<ChartPeriod, { seconds: number; bucketSeconds: number }> = {
  '24h': { seconds: 24 * HOUR, bucketSeconds: 5 * 60 },
  '7d': { seconds: 7 * 24 * HOUR, bucketSeconds: HOUR },
  '30d': { seconds: 30 * 24 * HOUR, bucketSeconds: 4 * HOUR },
};

export function parseChartPeriod(value: string | string[] | undefined): ChartPeriod {
  const raw = Array.isArray(value) ? value[0] : value;
  return CHART_PERIODS.find((period) => period === raw) ?? DEFAULT_CHART_PERIOD;
}

export function chartWindow(period: ChartPeriod, now: Date = new Date()): { from: Date; bucketSeconds: number } {
  const spec = SPEC[period];
  return { from: new Date(now.getTime() - spec.seconds * 1000), bucketSeconds: spec.bucketSeconds };
}
