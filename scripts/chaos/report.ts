/**
 * Counting and percentiles for `npm run chaos:sos` (scripts/chaos-sos.ts). Pure: the sinks' records,
 * the alarms and the kill log go in, figures come out, so the arithmetic is unit-tested
 * (__tests__/chaos/report.test.ts) apart from the processes.
 */

export type Channel = 'email' | 'sms';

/** One alarm's contact addresses; each address belongs to this alarm alone. */
export type AlarmOutcome = {
  addresses: Record<Channel, string>;
  /** contacts_due_at as the database returned it (ms since the epoch). */
  dueAt: number;
  /** Ended as "It was a mistake" within its grace: nobody should hear of it. */
  cancelled: boolean;
};

/** One SIGKILL: when it happened and when the killed part answered again. */
export type KillRecord = {
  target: string;
  killedAt: number;
  answeredAt: number;
};

export type ChannelFigures = {
  channel: Channel;
  expected: number;
  exactlyOnce: number;
  twiceOrMore: number;
  never: number;
  cancelledButSent: number;
  /** Sorted delays of each first delivery, ms. */
  delays: number[];
};

/** Nearest-rank percentile of an ascending list; NaN when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

/**
 * How late a first delivery was, not counting the time a killed part needed to come back:
 * received − max(due, answeredAt of every kill whose down time overlapped [due, received]).
 * Never negative (a row sent a few ms before its due time, by clock rounding, counts as 0).
 */
export function deliveryDelay(dueAt: number, receivedAt: number, kills: readonly KillRecord[]): number {
  let from = dueAt;
  for (const kill of kills) {
    if (kill.killedAt <= receivedAt && kill.answeredAt >= dueAt) from = Math.max(from, kill.answeredAt);
  }
  return Math.max(0, receivedAt - from);
}

/** Per channel: how many expected recipients were told once, twice or more, never; and the delays. */
export function channelFigures(
  channel: Channel,
  alarms: readonly AlarmOutcome[],
  received: ReadonlyMap<string, readonly number[]>,
  kills: readonly KillRecord[],
): ChannelFigures {
  const figures: ChannelFigures = { channel, expected: 0, exactlyOnce: 0, twiceOrMore: 0, never: 0, cancelledButSent: 0, delays: [] };
  for (const alarm of alarms) {
    const times = received.get(alarm.addresses[channel].toLowerCase()) ?? [];
    if (alarm.cancelled) {
      if (times.length > 0) figures.cancelledButSent += 1;
      continue;
    }
    figures.expected += 1;
    if (times.length === 0) {
      figures.never += 1;
      continue;
    }
    if (times.length === 1) figures.exactlyOnce += 1;
    else figures.twiceOrMore += 1;
    figures.delays.push(deliveryDelay(alarm.dueAt, Math.min(...times), kills));
  }
  figures.delays.sort((a, b) => a - b);
  return figures;
}

export type Goal = { maxP99Ms: number };

/** The issue's goal: nobody missed, nobody told twice, p99 within the bound. */
export function meetsGoal(figures: readonly ChannelFigures[], goal: Goal = { maxP99Ms: 5_000 }): boolean {
  return figures.every(
    (f) => f.never === 0 && f.twiceOrMore === 0 && (f.delays.length === 0 || percentile(f.delays, 99) <= goal.maxP99Ms),
  );
}

const ms = (value: number) => (Number.isNaN(value) ? 'n/a' : `${Math.round(value)} ms`);

/** `[postgres] email: expected 180, exactly once 180, twice 0, never 0, cancelled but sent 0, delay p50 412 ms p99 1630 ms max 2210 ms` */
export function formatFigures(label: string, f: ChannelFigures): string {
  return (
    `[${label}] ${f.channel}: expected ${f.expected}, exactly once ${f.exactlyOnce}, twice ${f.twiceOrMore}, ` +
    `never ${f.never}, cancelled but sent ${f.cancelledButSent}, ` +
    `delay p50 ${ms(percentile(f.delays, 50))} p99 ${ms(percentile(f.delays, 99))} max ${ms(f.delays.at(-1) ?? Number.NaN)}`
  );
}

/** One line per kill, times relative to the start of the run. */
export function formatKill(label: string, kill: KillRecord, runStartedAt: number, note = ''): string {
  const at = ((kill.killedAt - runStartedAt) / 1000).toFixed(1);
  const down = ((kill.answeredAt - kill.killedAt) / 1000).toFixed(1);
  return `[${label}] kill ${kill.target.padEnd(10)} at +${at} s, answered again after ${down} s${note ? ` (${note})` : ''}`;
}
