/**
 * The numbers behind the chart's text alternative: lowest, highest and latest of each measure over
 * the period, ignoring buckets where a measure was not reported.
 */
export type ReadingPoint = { at: string; battery: number | null; heartRate: number | null };

export type MeasureSummary = { min: number; max: number; latest: number } | null;

function summarise(points: readonly ReadingPoint[], pick: (p: ReadingPoint) => number | null): MeasureSummary {
  const values = points.map(pick).filter((v): v is number => v !== null);
  if (values.length === 0) return null;
  return { min: Math.min(...values), max: Math.max(...values), latest: values[values.length - 1] };
}

export function summariseReadings(points: readonly ReadingPoint[]) {
  return { heartRate: summarise(points, (p) => p.heartRate), battery: summarise(points, (p) => p.battery) };
}
