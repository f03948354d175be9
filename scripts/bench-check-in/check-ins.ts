/**
 * What each member of `npm run bench:check-in` does: their check-ins one after another, as the
 * check-in page calls them. start_check_in with grace 0 (the deadline is the due time) and their
 * contact chosen; for a kept one, check_in_safe before it is due; for a missed one, nothing: the
 * member's next start is refused (ICE45, one running) until the watch has raised its alarm, and is
 * asked again until it is accepted.
 */
import { sleep } from './time';
import type { BenchMember } from './members';
import type { PlannedCheckIn } from './plan';

export type CheckInRun = PlannedCheckIn & {
  id: string | null;
  /** Due time − the moment the accepted start_check_in was sent (≥ 61 s planned; the server asks 50 s). */
  leadMs: number | null;
  /** How long the start waited for the previous check-in to end (its alarm), ms. */
  startWaitMs: number;
  /** What check_in_safe answered: checked_in, or checked_in_late when its alarm came first (null: no answer). */
  safeStatus: string | null;
  /** check_in_safe's round trip, ms. */
  safeMs: number | null;
  error: string | null;
};

type RpcError = { code?: string; message: string } | null;

/** A call that never reached the database (connection refused, timeout): asking again is safe. */
const unreached = (error: RpcError) => error !== null && !error.code;

async function start(member: BenchMember, run: CheckInRun, phaseStart: number): Promise<void> {
  const dueAt = phaseStart + run.dueAtMs;
  const plannedAt = Date.now();
  // The server refuses a due time under 50 s away: past this, the start could never be accepted.
  const giveUpAt = dueAt - 51_000;
  // The first call of the current attempt (a lost answer's repeat may be what returns the row).
  let sentAt: number | null = null;
  for (let lost = 0; ; ) {
    sentAt ??= Date.now();
    const { data, error } = await member.client.rpc('start_check_in', {
      client_request_id: `bench-${run.index}`,
      due_at: new Date(dueAt).toISOString(),
      grace_minutes: 0,
      contact_ids: [member.contactId],
      family_ids: [],
    });
    if (!error && data) {
      run.id = data.id;
      run.leadMs = dueAt - sentAt;
      run.startWaitMs = sentAt - plannedAt;
      return;
    }
    // A lost answer is asked again whatever the time: if the call landed, the same client_request_id
    // answers with its row (before any check of the due time). ICE45 (the previous one's alarm not
    // raised yet) is asked again while a start can still be accepted.
    const again = unreached(error) ? (lost += 1) <= 5 : error?.code === 'ICE45' && Date.now() <= giveUpAt;
    if (error?.code === 'ICE45') sentAt = null;
    if (!again) throw new Error(`start_check_in: ${error?.code ?? ''} ${error?.message ?? 'no row'}`);
    await sleep(100);
  }
}

async function checkInSafe(member: BenchMember, run: CheckInRun): Promise<void> {
  const sentAt = Date.now();
  for (let attempt = 0; ; attempt += 1) {
    const { data, error } = await member.client.rpc('check_in_safe', { check_in_id: run.id as string });
    if (!error && data) {
      run.safeStatus = data.status;
      run.safeMs = Date.now() - sentAt;
      return;
    }
    // Asked again after an answer was lost: the first call did land (the count reads the outcome).
    if (attempt > 0 && error?.code === 'ICE49') return;
    if (!unreached(error)) throw new Error(`check_in_safe: ${error?.code ?? ''} ${error?.message ?? 'no row'}`);
    await sleep(100);
  }
}

/** Runs one member's check-ins (in start order) and fills in `runs`; errors are recorded, not thrown. */
export async function runMember(member: BenchMember, runs: CheckInRun[], phaseStart: number): Promise<void> {
  for (const run of runs) {
    await sleep(phaseStart + run.startAtMs - Date.now());
    try {
      await start(member, run, phaseStart);
      if (run.safeAtMs !== null) {
        await sleep(phaseStart + run.safeAtMs - Date.now());
        await checkInSafe(member, run);
      }
    } catch (error) {
      run.error = error instanceof Error ? error.message : String(error);
    }
  }
}

export function newRun(planned: PlannedCheckIn): CheckInRun {
  return { ...planned, id: null, leadMs: null, startWaitMs: 0, safeStatus: null, safeMs: null, error: null };
}
