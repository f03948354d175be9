/**
 * The count of `npm run bench:check-in`, read with the service role once the tail has passed: per
 * missed check-in, its alarms (sos_events.check_in_id), exactly once, twice or more, never; per one
 * checked in before due, any alarm at all (there must be none). Delay = the alarm's started_at − the check-in's
 * alarm_at (due + grace; grace is 0), both the database's clock. Beside it, for the diagnosis, the
 * same delay not counting the time the dispatcher was down (chaos/report.ts deliveryDelay).
 */
import type { Client } from '../chaos/population';
import { deliveryDelay, formatKill, percentile, type KillRecord } from '../chaos/report';
import type { CheckInRun } from './check-ins';
import { millis, seconds } from './time';

const PAGE = 1_000;

type Page<T> = PromiseLike<{ data: T[] | null; error: { message: string } | null }>;

/** Every row of a query, a page at a time (the Data API answers at most 1,000 rows). */
async function allRows<T>(what: string, page: (from: number, to: number) => Page<T>): Promise<T[]> {
  const rows: T[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await page(from, from + PAGE - 1);
    if (error) throw new Error(`reading ${what}: ${error.message}`);
    rows.push(...(data ?? []));
    if ((data ?? []).length < PAGE) return rows;
  }
}

export type Figures = {
  planned: number;
  plannedMissed: number;
  /** Check-ins in the database (some may have been started by a call whose answer was lost). */
  inDatabase: number;
  errors: string[];
  leadMinMs: number;
  startWaitMaxMs: number;
  reminded: number;
  /** Every check-in not checked in before its alarm: exactly one alarm each. */
  missed: { expected: number; keptLate: number; once: number; twice: number; never: number; delays: number[]; delaysWhileUp: number[] };
  /** Checked in before its alarm: no alarm at all. */
  kept: { checkedIn: number; withAlarm: number; safeMs: number[] };
  slowest: string[];
  kills: KillRecord[];
};

/**
 * What happened to each check-in is read from the database, not from the bench's own record: a
 * check-in whose start answer was lost still ran, and a planned check-in whose check_in_safe came
 * after the alarm (checked_in_late) was missed as far as the watch is concerned.
 */
export async function collectFigures(admin: Client, runs: CheckInRun[], kills: KillRecord[], phaseStart: number): Promise<Figures> {
  const checkIns = await allRows('check-ins', (from, to) =>
    admin
      .from('check_ins')
      .select('id, client_request_id, status, alarm_at, reminded_at')
      .like('client_request_id', 'bench-%')
      .order('id')
      .range(from, to),
  );
  const alarms = await allRows('alarms', (from, to) =>
    admin.from('sos_events').select('id, check_in_id, started_at').not('check_in_id', 'is', null).order('id').range(from, to),
  );
  const alarmsOf = new Map<string, number[]>();
  for (const alarm of alarms) {
    const id = alarm.check_in_id as string;
    alarmsOf.set(id, [...(alarmsOf.get(id) ?? []), Date.parse(alarm.started_at)]);
  }

  const started = runs.filter((r) => r.id !== null);
  const figures: Figures = {
    planned: runs.length,
    plannedMissed: runs.filter((r) => r.safeAtMs === null).length,
    inDatabase: checkIns.length,
    errors: runs.filter((r) => r.error !== null).map((r) => `check-in ${r.index} (member ${r.member}): ${r.error}`),
    leadMinMs: Math.min(...started.map((r) => r.leadMs ?? Infinity)),
    startWaitMaxMs: Math.max(0, ...started.map((r) => r.startWaitMs)),
    reminded: checkIns.filter((row) => row.reminded_at !== null).length,
    missed: { expected: 0, keptLate: 0, once: 0, twice: 0, never: 0, delays: [], delaysWhileUp: [] },
    kept: { checkedIn: 0, withAlarm: 0, safeMs: started.flatMap((r) => (r.safeMs === null ? [] : [r.safeMs])).sort((a, b) => a - b) },
    slowest: [],
    kills,
  };
  const slow: { delay: number; line: string }[] = [];
  const rel = (t: number) => `+${((t - phaseStart) / 1000).toFixed(1)} s`;
  for (const row of checkIns) {
    const index = Number(row.client_request_id.slice('bench-'.length));
    const run = runs[index];
    const times = (alarmsOf.get(row.id) ?? []).sort((a, b) => a - b);
    if (row.status === 'checked_in') {
      figures.kept.checkedIn += 1;
      if (times.length > 0) figures.kept.withAlarm += 1;
      continue;
    }
    const m = figures.missed;
    m.expected += 1;
    if (run?.safeAtMs !== null) m.keptLate += 1;
    if (times.length === 0) {
      m.never += 1;
      continue;
    }
    if (times.length === 1) m.once += 1;
    else m.twice += 1;
    const alarmAt = Date.parse(row.alarm_at);
    const delay = Math.max(0, times[0] - alarmAt);
    m.delays.push(delay);
    m.delaysWhileUp.push(deliveryDelay(alarmAt, times[0], kills));
    slow.push({ delay, line: `check-in ${index} (member ${run?.member}): due ${rel(alarmAt)}, alarm raised ${rel(times[0])}: ${delay} ms` });
  }
  figures.missed.delays.sort((a, b) => a - b);
  figures.missed.delaysWhileUp.sort((a, b) => a - b);
  figures.slowest = slow.sort((a, b) => b.delay - a.delay).slice(0, 5).map((s) => s.line);
  return figures;
}

const spread = (sorted: number[]) =>
  `p50 ${millis(percentile(sorted, 50))} p99 ${millis(percentile(sorted, 99))} max ${millis(sorted.at(-1) ?? Number.NaN)}`;

export function formatFigures(label: string, f: Figures, phaseStart: number): string[] {
  const lines = [
    `[${label}] check-ins: planned ${f.planned} (${f.planned - f.plannedMissed} to check in, ${f.plannedMissed} to miss), ` +
      `in the database ${f.inDatabase}, failed ${f.errors.length}; due ≥ ${seconds(f.leadMinMs)} after the start call (planned ≥ 63 s), ` +
      `longest wait for the previous alarm ${seconds(f.startWaitMaxMs)}; reminded before due ${f.reminded}`,
    `[${label}] missed: expected ${f.missed.expected}` +
      (f.missed.keptLate > 0 ? ` (${f.missed.keptLate} of them planned to check in, whose check-in came after the alarm or failed)` : '') +
      `, alarm exactly once ${f.missed.once}, twice or more ${f.missed.twice}, never ${f.missed.never}, ` +
      `delay (started_at − alarm_at) ${spread(f.missed.delays)}`,
    `[${label}] checked in before due: ${f.kept.checkedIn}, with any alarm ${f.kept.withAlarm}; check_in_safe round trip ${spread(f.kept.safeMs)}`,
    `[${label}] missed, delay not counting the dispatcher's down time (diagnosis): ${spread(f.missed.delaysWhileUp)}`,
    ...f.kills.map((kill) => formatKill(label, kill, phaseStart)),
  ];
  if (f.slowest.length > 0) lines.push(`[${label}] slowest alarms:`, ...f.slowest.map((line) => `    ${line}`));
  if (f.errors.length > 0) lines.push(`[${label}] ${f.errors.length} check-in(s) failed (first 10):`, ...f.errors.slice(0, 10).map((line) => `    ${line}`));
  return lines;
}

/**
 * The goal: every missed check-in alarmed exactly once, p99 ≤ 5 s; no check-in kept in time
 * alarmed; and the load was what was asked (every planned check-in ran, none checked in late).
 */
export function meetsGoal(f: Figures, maxP99Ms = 5_000): boolean {
  const p99 = percentile(f.missed.delays, 99);
  return (
    f.errors.length === 0 &&
    f.inDatabase === f.planned &&
    f.missed.keptLate === 0 &&
    f.missed.never === 0 &&
    f.missed.twice === 0 &&
    f.kept.withAlarm === 0 &&
    (f.missed.delays.length === 0 || p99 <= maxP99Ms)
  );
}
