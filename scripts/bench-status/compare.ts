/**
 * The page's percentiles beside the ones computed from the outbox rows (bench-status/direct.ts):
 * one row per channel, window and percentile, with the absolute difference. They agree when both
 * are absent (nothing measured) or differ by at most AGREE_WITHIN_MS (issue 47, "Measure").
 */
import { STATUS_CHANNELS, STATUS_WINDOWS, type StatusChannel, type StatusSummary, type StatusWindow } from '../../lib/status/summary';
import type { DirectFigures } from './direct';

export const AGREE_WITHIN_MS = 1;
const PERCENTILES = ['p50Ms', 'p95Ms', 'p99Ms'] as const;

export type ComparisonRow = {
  channel: StatusChannel;
  window: StatusWindow;
  percentile: 'p50' | 'p95' | 'p99';
  page: number | null;
  direct: number | null;
  /** |page − direct|; null when either is absent. */
  diff: number | null;
  agrees: boolean;
};

export function compareFigures(summary: Pick<StatusSummary, 'probeChannels'>, direct: DirectFigures): ComparisonRow[] {
  return STATUS_CHANNELS.flatMap((channel) =>
    STATUS_WINDOWS.flatMap((window) =>
      PERCENTILES.map((key) => {
        const page = summary.probeChannels[channel][window][key];
        const computed = direct[channel][window][key];
        const diff = page !== null && computed !== null ? Math.abs(page - computed) : null;
        return {
          channel,
          window,
          percentile: key.slice(0, 3) as ComparisonRow['percentile'],
          page,
          direct: computed,
          diff,
          agrees: diff === null ? page === null && computed === null : diff <= AGREE_WITHIN_MS,
        };
      }),
    ),
  );
}

const ms = (value: number | null, digits = 1) => (value === null ? '—' : value.toFixed(digits));

/** The table printed: channel × window, each percentile as page / direct / |diff| in ms. */
export function formatComparison(rows: readonly ComparisonRow[], summary: Pick<StatusSummary, 'probeChannels'>, direct: DirectFigures): string[] {
  const header = ['channel', 'window', 'measured', 'accepted', ...PERCENTILES.map((key) => `${key.slice(0, 3)} page / direct / |diff| (ms)`)];
  const lines = STATUS_CHANNELS.flatMap((channel) =>
    STATUS_WINDOWS.map((window) => {
      const cells = rows
        .filter((row) => row.channel === channel && row.window === window)
        .map((row) => `${ms(row.page)} / ${ms(row.direct)} / ${row.diff === null ? '—' : row.diff.toFixed(3)}${row.agrees ? '' : '  ✗'}`);
      return [channel, window, String(summary.probeChannels[channel][window].measured), String(direct[channel][window].accepted), ...cells];
    }),
  );
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  const render = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ').trimEnd();
  return [render(header), render(widths.map((w) => '-'.repeat(w))), ...lines.map(render)];
}
