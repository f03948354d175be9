/**
 * Who starts which check-in when in `npm run bench:check-in`, and when the dispatcher is killed.
 * Pure and seeded: the same --seed gives the same plan.
 *
 * Every due time is drawn at random over the window (which opens FIRST_DUE_MS after the run
 * starts). A member has at most one running check-in (the database refuses a second, ICE45), so
 * each member's check-ins run one after another: the next starts after the previous ended, that is
 * after its check-in (kept) or after its alarm (missed: planned ALARM_ALLOWANCE_MS after its due
 * time). start_check_in refuses a due time under a minute away, so each start is planned
 * START_LEAD_MS or more before its due time. A missed check-in holds its member from its start to
 * its alarm; the kept ones go into the time between (a kept one may be started and checked in
 * before a missed one with an earlier due time starts). A member's draw that cannot be laid out
 * that way (two missed ones under 73 s apart, say) is drawn again.
 */

/** A planned start is at least this long before its due time: 61 s, and 2 s for the call itself. */
export const START_LEAD_MS = 63_000;
/** The first due time possible, after the run starts (the first starts are at once). */
export const FIRST_DUE_MS = 65_000;
/** After a missed due time, when the member's next check-in is planned to start (the alarm is raised by then). */
export const ALARM_ALLOWANCE_MS = 10_000;
/** A check-in that is kept is checked in at least this long before its due time. */
export const SAFE_BEFORE_DUE_MS = 3_000;
/** A check-in starts at most this much earlier than it must (START_LEAD_MS before its due time). */
export const START_SPREAD_MS = 10_000;

export type PlannedCheckIn = {
  index: number;
  member: number;
  /** When to call start_check_in, ms after the run starts. */
  startAtMs: number;
  /** Its due time (grace 0: also when the alarm is due), ms after the run starts. */
  dueAtMs: number;
  /** When to call check_in_safe, ms after the run starts; null: missed, never checked in. */
  safeAtMs: number | null;
};

export type PlanOptions = { members: number; checkIns: number; windowMs: number };

const MAX_DRAWS = 5_000;

function shuffle<T>(random: () => number, list: T[]): T[] {
  for (let i = list.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

type Times = { startAtMs: number; safeAtMs: number | null };

/**
 * Lays out one member's check-ins; null when they do not fit. A missed one holds the member from
 * its start to its alarm (plus ALARM_ALLOWANCE_MS); the kept ones, in order of due time, go into
 * the time free between those, each checked in early enough for the next kept one to start in time.
 */
function layOut(random: () => number, dues: readonly number[], missed: readonly boolean[]): Times[] | null {
  const out: Times[] = new Array<Times>(dues.length);
  const byDue = (list: number[]) => list.sort((a, b) => dues[a] - dues[b]);
  const missedOnes = byDue(dues.map((_, k) => k).filter((k) => missed[k]));
  const keptOnes = byDue(dues.map((_, k) => k).filter((k) => !missed[k]));
  const held: { from: number; until: number }[] = [];
  let free = 0;
  for (const k of missedOnes) {
    const latestStart = dues[k] - START_LEAD_MS;
    if (free > latestStart) return null;
    // Started up to START_SPREAD_MS earlier than it must be.
    const startAtMs = latestStart - random() * Math.min(latestStart - free, START_SPREAD_MS);
    out[k] = { startAtMs: Math.round(startAtMs), safeAtMs: null };
    free = dues[k] + ALARM_ALLOWANCE_MS;
    held.push({ from: startAtMs, until: free });
  }
  let cursor = 0;
  for (let i = 0; i < keptOnes.length; i += 1) {
    const k = keptOnes[i];
    const latestStart = dues[k] - START_LEAD_MS;
    const nextLatestStart = i + 1 < keptOnes.length ? dues[keptOnes[i + 1]] - START_LEAD_MS - 1_000 : Infinity;
    for (;;) {
      if (cursor > latestStart) return null;
      const next = held.find((h) => h.until > cursor);
      if (next && next.from <= cursor) {
        cursor = next.until;
        continue;
      }
      const latestSafe = Math.min(dues[k] - SAFE_BEFORE_DUE_MS, nextLatestStart, next ? next.from - 200 : Infinity);
      if (latestSafe - cursor < 1_000) {
        if (!next) return null;
        cursor = next.until;
        continue;
      }
      // Started up to START_SPREAD_MS earlier than it must be (not as early as the member is free:
      // the starts follow the due times over the run instead of piling up in its first minute).
      const startBy = Math.min(latestStart, latestSafe - 1_000);
      const startFrom = Math.max(cursor, startBy - START_SPREAD_MS);
      const startAtMs = startFrom + random() * (startBy - startFrom);
      const safeAtMs = startAtMs + 1_000 + random() * (latestSafe - startAtMs - 1_000);
      out[k] = { startAtMs: Math.round(startAtMs), safeAtMs: Math.round(safeAtMs) };
      cursor = safeAtMs + 200;
      break;
    }
  }
  return out;
}

/**
 * `checkIns` check-ins spread over `members` (as evenly as they divide), a third of them missed
 * (spread as evenly over the members), due times at random over the window.
 */
export function planCheckIns(random: () => number, { members, checkIns, windowMs }: PlanOptions): PlannedCheckIn[] {
  const counts = Array.from({ length: members }, (_, m) => Math.floor(checkIns / members) + (m < checkIns % members ? 1 : 0));
  const missedTotal = Math.round(checkIns / 3);
  const missedCounts = counts.map((n) => Math.min(n, Math.floor(missedTotal / members)));
  let left = missedTotal - missedCounts.reduce((a, b) => a + b, 0);
  for (const m of shuffle(random, counts.map((_, i) => i))) {
    if (left === 0) break;
    if (missedCounts[m] < counts[m]) {
      missedCounts[m] += 1;
      left -= 1;
    }
  }
  const plan: PlannedCheckIn[] = [];
  for (let m = 0; m < members; m += 1) {
    const n = counts[m];
    let laidOut: { dues: number[]; times: Times[] } | null = null;
    for (let draw = 0; draw < MAX_DRAWS && laidOut === null; draw += 1) {
      const dues = Array.from({ length: n }, () => Math.round(FIRST_DUE_MS + random() * windowMs));
      const missed = shuffle(random, Array.from({ length: n }, (_, k) => k < missedCounts[m]));
      const times = layOut(random, dues, missed);
      if (times) laidOut = { dues, times };
    }
    if (!laidOut) {
      throw new Error(
        `member ${m}: ${n} check-ins (${missedCounts[m]} missed) do not fit one after another in a ${windowMs / 1000} s window: ` +
          'use a longer --window-s, or more --members for as many --check-ins',
      );
    }
    // In the order the member starts them.
    const order = laidOut.dues.map((_, k) => k).sort((a, b) => laidOut.times[a].startAtMs - laidOut.times[b].startAtMs);
    for (const k of order) plan.push({ index: plan.length, member: m, dueAtMs: laidOut.dues[k], ...laidOut.times[k] });
  }
  return plan;
}

export type PlannedKill = { atMs: number; downMs: number };

/**
 * `count` SIGKILLs of the dispatcher at random moments while check-ins fall due, one in each equal
 * part of the window (so one is back before the next), each down 0.5–3 s before it is restarted.
 */
export function planKills(random: () => number, windowStartMs: number, windowMs: number, count: number): PlannedKill[] {
  const part = windowMs / count;
  return Array.from({ length: count }, (_, i) => ({
    atMs: Math.round(windowStartMs + i * part + random() * Math.max(0, part - 10_000)),
    downMs: Math.round(500 + random() * 2_500),
  }));
}

/** How many of `times` (ms after the run starts) fall in each minute from `fromMs`: "12 / 30 / 28". */
export function perMinute(times: readonly number[], fromMs: number, windowMs: number): string {
  const buckets = Array.from({ length: Math.max(1, Math.ceil(windowMs / 60_000)) }, () => 0);
  for (const t of times) buckets[Math.min(buckets.length - 1, Math.max(0, Math.floor((t - fromMs) / 60_000)))] += 1;
  return buckets.join(' / ');
}
