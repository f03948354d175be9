/**
 * Percentiles as Postgres's percentile_cont computes them (what public.status_summary() uses, see
 * private.status_percentiles in migration 20261202000200), so `npm run bench:status` can check the
 * page's figures against the outbox rows themselves: the values sorted, the fraction p placed at
 * position p × (n − 1) counting from 0, and the value there interpolated linearly between the two
 * closest ranks. Null for no values, as Postgres answers for an empty group.
 */
export function percentileCont(values: readonly number[], p: number): number | null {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`percentile ${p} is outside 0..1`);
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const position = p * (sorted.length - 1);
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  return sorted[lower] + (sorted[upper] - sorted[lower]) * (position - lower);
}

export type Percentiles = { p50Ms: number | null; p95Ms: number | null; p99Ms: number | null };

/** The three percentiles the status page shows. */
export function pagePercentiles(values: readonly number[]): Percentiles {
  return { p50Ms: percentileCont(values, 0.5), p95Ms: percentileCont(values, 0.95), p99Ms: percentileCont(values, 0.99) };
}
