import { median } from './stats';

/** One line of the printed table: every run's value, their median, and the goal if there is one. */
export type Figure = {
  name: string;
  /** 'runs': a yes/no per run (1 or 0), summed up instead of a median. */
  unit: 'ms' | 's' | 'kB' | 'runs';
  runs: number[];
  /** The median must be at most this, in the unit's base (ms for 's' and 'ms', bytes for 'kB'). */
  goalAtMost?: number;
};

/** A value in the figure's unit; Infinity is a run that never got there, NaN one that had nothing. */
export function formatValue(value: number, unit: Figure['unit']): string {
  if (value === Number.POSITIVE_INFINITY) return 'missed';
  if (Number.isNaN(value)) return '—';
  if (unit === 's') return `${(value / 1000).toFixed(2)} s`;
  if (unit === 'ms') return `${Math.round(value)} ms`;
  if (unit === 'kB') return `${(value / 1024).toFixed(1)} kB`;
  return value ? 'yes' : 'no';
}

export function formatGoal(figure: Figure): string {
  return figure.goalAtMost === undefined ? '—' : `≤ ${formatValue(figure.goalAtMost, figure.unit)}`;
}

/** "met" when the median is within the goal, "not met" otherwise (missed runs included), "" without a goal. */
export function verdict(figure: Figure): string {
  if (figure.goalAtMost === undefined) return '';
  const value = median(figure.runs);
  return Number.isFinite(value) && value <= figure.goalAtMost ? 'met' : 'not met';
}

/** The median column: for yes/no figures, how many runs said yes. */
function middle(figure: Figure): string {
  if (figure.unit === 'runs') return `${figure.runs.filter(Boolean).length}/${figure.runs.length} yes`;
  return formatValue(median(figure.runs), figure.unit);
}

/** The table bench:phone prints: figure, runs (every value), median, goal, met / not met. */
export function formatTable(figures: readonly Figure[]): string {
  const header = ['figure', 'runs', 'median', 'goal', 'met?'];
  const rows = figures.map((figure) => [figure.name, figure.runs.map((value) => formatValue(value, figure.unit)).join(', '), middle(figure), formatGoal(figure), verdict(figure)]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd();
  return [line(header), line(widths.map((width) => '─'.repeat(width))), ...rows.map(line)].join('\n');
}
