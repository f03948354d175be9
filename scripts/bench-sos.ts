/**
 * `npm run bench:sos`: SOS write → family callback latency, not a test (issue 16, "Measure").
 *
 * Per database it starts its own local server (the app's migrations, 127.0.0.1 only) and signs up
 * two members, one with 500 linked family users and one with 5,000 (BENCH_SOS_SMALL,
 * BENCH_SOS_LARGE; the goals print only for 500 and 5,000), all with live links and
 * receive_sos_alerts, so each raise writes their in-app notifications as a real alarm would.
 * Rows of the table:
 *   none              the member raises with no family client connected (raise_sos round trip);
 *   postgres_changes  500 clients subscribed to sos_events as the old family banner was (every
 *                     change, one RLS check per subscriber per change), for comparison;
 *   private           500, then 5,000 clients joined to `sos:<member_id>` with
 *                     `config: { private: true }`, listening to broadcast event `sos_event`
 *                     (authorised once per join by the policies on realtime.messages).
 * Each family client is a distinct family user with its own minted access token and its own
 * RealtimeClient (one WebSocket each). Joins run in batches of bounded concurrency; "joined in"
 * is the wall time of all joins, "join p99" one join's subscribe → SUBSCRIBED. The member then
 * raises up to BENCH_SOS_RAISES alarms (default 20; fewer when a phase passes
 * BENCH_SOS_PHASE_MINUTES, default 6, or when the server dies or the memory guard stops it: the
 * "alarms" column says how many) through raise_sos, one after another. Each is ended, its end
 * awaited on every client, and the next raised only once no client has had any message for
 * 500 ms (at most 30 s; a note counts alarms raised on a server still busy). Latency is from the start of the raise_sos RPC to each client's first callback for
 * that new event. p50/p99 are over every callback that was due (clients × alarms): one that never
 * came (10 s per alarm) counts as slower than all, so a path that drops messages cannot look
 * fast. With 20 alarms, "raise p99" is the slowest. As soon as raise_sos answers, the bench does
 * what the dispatcher's next claim does (on hosted, at once: the raise asks for a pass), with the
 * service role and during the fan-out: it writes the family's outbox rows
 * (queue_family_sos_alerts), so the callbacks are timed against that work too; a note gives how
 * long it took. Notes give the messages each client got per
 * alarm by event name (everything sent on the topic, not only sos_event), memory, machine load,
 * and raise_sos as the server itself timed it (its request log: request taken → answer handed to
 * the socket). The goal is judged on the member's round trip; the server's time beside it tells a
 * raise the server made slower from one whose answer waited for the member's process to get a core.
 *
 * Processes: the local server runs in one of its own (scripts/bench-sos/server-host.ts), the
 * family clients in BENCH_SOS_CLIENT_PROCESSES others (default 2, family-clients.ts), and this
 * one holds the member's client and the clocks: 5,000 sockets' frames parsed in the server's
 * event loop would be charged to the server, and a server that runs out of memory under a
 * fan-out ends its phase (noted with V8's reason; later phases of that database are skipped), not
 * the run. Times are CLOCK_MONOTONIC (process.hrtime), shared by all processes. On a 2-core
 * machine the clients compete with the server and the member for CPU while a fan-out is being
 * parsed; in real life the family's phones are elsewhere. So the client processes run at nice
 * BENCH_SOS_CLIENT_NICE (default 10; 0 = as the server's; `idle` = SCHED_IDLE). At nice 10 they
 * get the smaller share of a contested core, yet the member's answer was still seen waiting 1-4 ms
 * for a core while they parsed a fan-out (timestamps in the server and the member, 2026-11-28).
 * At `idle` they run only on a core nothing else wants: the member and the server never wait for
 * them, and they wait instead, also behind the database writing the family's rows. Their
 * callbacks are timed from the raise either way, so that wait is in the latencies.
 *
 * It runs twice when a PostgreSQL is installed: on PGlite (the embedded default: WASM Postgres in
 * the server's own thread) and on a throwaway PostgreSQL cluster. Only the database differs;
 * `BENCH_SOS_DATABASE=pglite|postgres` picks one. Every wait has a deadline, the whole run has one
 * (BENCH_SOS_LIMIT_MINUTES, default 90), a phase whose server and client processes together
 * outgrow BENCH_SOS_MAX_RSS_GB (default 8) loses its clients and says so, and the client
 * processes, the server and PostgreSQL are stopped on every way out. Rows print as phases end,
 * so a crash keeps what was measured.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../lib/database.types';
import { findPostgresBin, startThrowawayPostgres } from '@ice-sos/supabase-local/db/throwaway-postgres';
import { FamilyClientPool } from './bench-sos/client-pool';
import { createFamily, mintToken, signUpMember, supabaseClient } from './bench-sos/fixtures';
import { hrtimeMs, type ChannelPath } from './bench-sos/protocol';
import { BenchServer } from './bench-sos/server-process';
import { familyRowsNote, messagesPerClient, raiseInServerNote, tableFooter, tableHeader, tableRow, type PhaseResult } from './bench-sos/report';

const root = path.resolve(__dirname, '..');

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0, not "${raw}"`);
  return value;
}

function niceness(name: string, fallback: number): number | 'idle' {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'idle') return raw;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 19) throw new Error(`${name} must be a whole number from 0 to 19 or "idle", not "${raw}"`);
  return value;
}

const SMALL = positiveInteger('BENCH_SOS_SMALL', 500);
const LARGE = positiveInteger('BENCH_SOS_LARGE', 5_000);
const RAISES = positiveInteger('BENCH_SOS_RAISES', 20);
const CLIENT_PROCESSES = positiveInteger('BENCH_SOS_CLIENT_PROCESSES', 2);
const CLIENT_NICE = niceness('BENCH_SOS_CLIENT_NICE', 10);
const JOIN_CONCURRENCY = positiveInteger('BENCH_SOS_JOIN_CONCURRENCY', 64);
const LIMIT_MINUTES = positiveInteger('BENCH_SOS_LIMIT_MINUTES', 90);
const PHASE_MINUTES = positiveInteger('BENCH_SOS_PHASE_MINUTES', 6);
const MAX_RSS_GB = positiveInteger('BENCH_SOS_MAX_RSS_GB', 8);
const PER_RAISE_DEADLINE_MS = 10_000;
/** A raise_sos / end_sos answer later than this ends the phase (the server is drowning). */
const RPC_DEADLINE_MS = 60_000;
/** How long the end of an alarm may take to reach every client before the next raise. */
const SETTLE_DEADLINE_MS = 10_000;
/** No message for this long means the previous alarm's fan-out has drained; also the pause between alarms. */
const QUIET_MS = 500;
const QUIET_DEADLINE_MS = 30_000;
const JOIN_TIMEOUT_MS = 30_000;

/** What must be stopped whatever happens (the watchdog cannot await). */
const cleanups = new Set<() => void>();

interface Member {
  id: string;
  client: SupabaseClient<Database>;
  family: string[];
  /** The service role, doing the dispatcher's part of each alarm. */
  dispatcher: SupabaseClient<Database>;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function progress(line: string): void {
  process.stderr.write(`${line}\n`);
}

function megabytes(bytes: number): string {
  return `${Math.round(bytes / 1024 / 1024).toLocaleString('en-US')} MB`;
}

interface AlarmFigures {
  alarms: number;
  latencies: number[];
  raise: number[];
  /** raise_sos as the server timed it (request in → answer out), ms; taken from it after the alarms. */
  raiseInServer: number[];
  /** queue_family_sos_alerts round trips after each raise (the family's outbox rows), ms. */
  familyRows: number[];
  duplicates: number;
  /** Alarms raised while the previous one's messages were still arriving after QUIET_DEADLINE_MS. */
  busyStarts: number;
}

/**
 * Up to `alarms` raises by the member, each ended, within the phase's time budget; with a pool,
 * every client's callbacks are timed. Figures go into `into` as they come, so a phase cut short
 * (budget, memory guard, a client process gone) still reports what it measured.
 */
async function raiseAlarms(member: Member, pool: FamilyClientPool | null, alarms: number, into: AlarmFigures): Promise<void> {
  const budgetEnds = Date.now() + PHASE_MINUTES * 60_000;
  for (let i = 0; i < alarms && (i === 0 || Date.now() < budgetEnds); i += 1) {
    const clientRequestId = randomUUID();
    const started = hrtimeMs();
    // The callbacks are awaited alongside the RPC: they may come first, or with no answer at all.
    const [raised, arrived] = await Promise.allSettled([
      member.client
        .rpc('raise_sos', { client_request_id: clientRequestId, latitude: 38.3452 + i / 10_000, longitude: -0.481, accuracy: 8 })
        .abortSignal(AbortSignal.timeout(RPC_DEADLINE_MS))
        .then(async (answer) => {
          // No answer within the deadline is slower than any answer, as a missed callback is.
          into.raise.push(answer.error && /abort|timeout/i.test(answer.error.message) ? Infinity : hrtimeMs() - started);
          if (!answer.error) await writeFamilyRows(member, answer.data.id, into);
          return answer;
        }),
      pool ? pool.arrivals(clientRequestId, 'INSERT', PER_RAISE_DEADLINE_MS) : Promise.resolve(null),
    ]);
    if (arrived.status === 'rejected') throw arrived.reason;
    if (arrived.value) {
      into.latencies.push(...arrived.value.times.map((t) => t - started));
      into.duplicates += arrived.value.duplicates;
    }
    // Counted once its callbacks are in: an alarm cut off by the memory guard is not charged as missed.
    into.alarms += 1;
    const { data: event, error } = raised.status === 'fulfilled' ? raised.value : { data: null, error: raised.reason as Error };
    if (error || !event) throw new Error(`raise_sos: ${error?.message ?? 'no event'}`);
    const { error: endError } = await member.client
      .rpc('end_sos', { event_id: event.id, outcome: 'resolved' })
      .abortSignal(AbortSignal.timeout(RPC_DEADLINE_MS));
    if (endError) throw new Error(`end_sos: ${endError.message}`);
    if (pool) {
      // Each alarm is measured on a quiet server: the end reached everyone, and nothing is still arriving.
      await pool.arrivals(event.id, 'UPDATE', SETTLE_DEADLINE_MS);
      if (!(await pool.quiet(QUIET_MS, QUIET_DEADLINE_MS))) into.busyStarts += 1;
    }
    await sleep(QUIET_MS);
  }
}

/** raiseAlarms, then the server's own times of those raises (each phase takes its own). */
async function raiseAlarmsTimedByServer(server: BenchServer, member: Member, pool: FamilyClientPool | null, into: AlarmFigures): Promise<void> {
  try {
    await raiseAlarms(member, pool, RAISES, into);
  } finally {
    if (server.alive) into.raiseInServer.push(...(await server.takeRaiseTimes().catch(() => [])));
  }
}

/** The dispatcher's first step for a new alarm, timed: the family's in-app (and push) rows. */
async function writeFamilyRows(member: Member, eventId: string, into: AlarmFigures): Promise<void> {
  const started = hrtimeMs();
  const { data, error } = await member.dispatcher
    .rpc('queue_family_sos_alerts', { only_event: eventId })
    .abortSignal(AbortSignal.timeout(RPC_DEADLINE_MS));
  if (error || data !== 1) throw new Error(`queue_family_sos_alerts: ${error?.message ?? `took ${data} alarms, not 1`}`);
  into.familyRows.push(hrtimeMs() - started);
}

function emptyFigures(): AlarmFigures {
  return { alarms: 0, latencies: [], raise: [], raiseInServer: [], familyRows: [], duplicates: 0, busyStarts: 0 };
}

async function quietPhase(server: BenchServer, member: Member): Promise<PhaseResult> {
  const figures = emptyFigures();
  let stoppedBecause: string | null = null;
  try {
    await raiseAlarmsTimedByServer(server, member, null, figures);
  } catch (error) {
    stoppedBecause = whyStopped(server, error);
  }
  return { path: 'none', clients: 0, familyOfMember: member.family.length, join: null, expected: 0, messages: null, stoppedBecause, serverRss: null, ...figures };
}

function whyStopped(server: BenchServer, error: unknown): string {
  if (server.death) return `the server process died: ${server.death}`;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Kills the phase's client processes when the server's and the clients' processes together
 * outgrow BENCH_SOS_MAX_RSS_GB, so a fan-out the server cannot keep up with cannot take the
 * shared machine's memory. (The server's own V8 heap limit usually ends it first: see BenchServer.)
 */
function guardMemory(server: BenchServer, pool: FamilyClientPool, onTrip: (reason: string) => void): () => void {
  const timer = setInterval(() => {
    const pids = [server.pid, ...pool.pids()].filter((pid): pid is number => pid !== undefined);
    const bytes = pids.reduce((sum, pid) => sum + residentBytes(pid), 0);
    if (bytes <= MAX_RSS_GB * 1024 ** 3) return;
    clearInterval(timer);
    onTrip(`server and client processes held ${megabytes(bytes)} (over BENCH_SOS_MAX_RSS_GB=${MAX_RSS_GB}); clients stopped`);
    pool.stop();
  }, 1_000);
  return () => clearInterval(timer);
}

function residentBytes(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * 4096;
  } catch {
    return 0;
  }
}

async function clientPhase(
  server: BenchServer,
  member: Member,
  channelPath: ChannelPath,
  label: string,
): Promise<PhaseResult> {
  const size = member.family.length.toLocaleString('en-US');
  progress(`[${label}] ${channelPath} ${size}: joining…`);
  const tokens = await Promise.all(member.family.map((id) => mintToken(server, id)));
  const clients = tokens.map((token, i) => ({ token, topic: channelPath === 'private' ? `sos:${member.id}` : `family-alerts-${i}` }));
  const { pool, join } = await FamilyClientPool.open({
    websocketUrl: `${server.url.replace(/^http/, 'ws')}/realtime/v1`,
    apiKey: server.publishableKey,
    path: channelPath,
    clients,
    processes: CLIENT_PROCESSES,
    nice: CLIENT_NICE,
    concurrency: JOIN_CONCURRENCY,
    joinTimeoutMs: JOIN_TIMEOUT_MS,
    deadlineMs: Math.max(60_000, clients.length * 60),
  });
  const stop = () => pool.stop();
  cleanups.add(stop);
  // A dead server answers nothing: end the clients' waits at once rather than at their deadlines.
  void server.exited.then(stop);
  let stoppedBecause: string | null = null;
  const unguard = guardMemory(server, pool, (reason) => (stoppedBecause = reason));
  const figures = emptyFigures();
  let messages: Record<string, number> | null = null;
  const serverRss = server.pid === undefined ? 0 : residentBytes(server.pid);
  try {
    progress(`[${label}] ${channelPath} ${size}: ${join.joined} joined, ${join.refused} refused in ${(join.wallMs / 1000).toFixed(1)} s; raising…`);
    await pool.takeCounts();
    await raiseAlarmsTimedByServer(server, member, pool, figures);
    messages = await pool.takeCounts();
  } catch (error) {
    stoppedBecause ??= whyStopped(server, error);
  } finally {
    unguard();
    await pool.close();
    cleanups.delete(stop);
    // Let the server see every socket close before the next phase.
    await sleep(1_000);
  }
  return {
    path: channelPath,
    clients: clients.length,
    familyOfMember: member.family.length,
    join,
    expected: clients.length * figures.alarms,
    messages,
    serverRss,
    stoppedBecause,
    ...figures,
  };
}

async function benchOn(label: string, database: string): Promise<void> {
  progress(`[${label}] starting the local server…`);
  const server = await BenchServer.start(database, path.join(root, 'supabase/migrations'));
  const killServer = () => server.kill();
  cleanups.add(killServer);
  try {
    const small = await signUpMember(server, 'member-small');
    const large = await signUpMember(server, 'member-large');
    const dispatcher = supabaseClient(server, server.secretKey);
    const smallMember: Member = { ...small, dispatcher, family: await createFamily(server, small.id, SMALL) };
    const largeMember: Member = { ...large, dispatcher, family: await createFamily(server, large.id, LARGE) };

    const results: PhaseResult[] = [];
    const notes: string[] = [];
    const loadBefore = loadavg()[0];
    const record = <T extends PhaseResult>(result: T): T => {
      results.push(result);
      console.log(tableRow(result));
      return result;
    };
    // Adjacent phases share one member, so a comparison sees the same tables and row counts.
    const [few, many] = [SMALL, LARGE].map((n) => n.toLocaleString('en-US'));
    const phases: Array<[string, () => Promise<PhaseResult>]> = [
      [`none (member with ${few} family)`, () => quietPhase(server, smallMember)],
      [`postgres_changes ${few}`, () => clientPhase(server, smallMember, 'postgres_changes', label)],
      [`private ${few}`, () => clientPhase(server, smallMember, 'private', label)],
      [`none (member with ${many} family)`, () => quietPhase(server, largeMember)],
      [`private ${many}`, () => clientPhase(server, largeMember, 'private', label)],
    ];
    console.log(tableHeader(label));
    for (const [name, run] of phases) {
      if (!server.alive) {
        notes.push(`${name}: not run, the server process had died`);
        continue;
      }
      const result = record(await run());
      if (result.serverRss !== null && result.join) {
        notes.push(
          `memory with ${result.join.joined.toLocaleString('en-US')} ${result.path} clients joined: server process ${megabytes(result.serverRss)}, ` +
            `${CLIENT_PROCESSES} client processes ${megabytes(result.join.rssBytes)}`,
        );
      }
    }
    for (const result of results) {
      if (result.stoppedBecause) notes.push(`${result.path} ${result.clients}: stopped early: ${result.stoppedBecause}`);
      if (result.busyStarts > 0) notes.push(`${result.path} ${result.clients}: ${result.busyStarts} alarms started while the previous one's messages were still arriving ${QUIET_DEADLINE_MS / 1000} s on`);
      if (result.join?.firstRefusal) notes.push(`${result.path} ${result.clients}: ${result.join.refused} joins failed, first: ${result.join.firstRefusal}`);
      if (result.familyRows.length > 0) notes.push(familyRowsNote(result));
      if (result.raiseInServer.length > 0) notes.push(raiseInServerNote(result));
      const perClient = messagesPerClient(result);
      if (perClient) notes.push(perClient);
    }
    notes.push(`family client processes ${CLIENT_NICE === 'idle' ? 'at SCHED_IDLE' : `at nice ${CLIENT_NICE}`} (BENCH_SOS_CLIENT_NICE)`);
    notes.push(`machine load (1-min average, ${cpus().length} cores, shared with other work): ${loadBefore.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end`);
    console.log(tableFooter(label, results, notes));
  } finally {
    cleanups.delete(killServer);
    await server.stop();
  }
}

async function main(): Promise<void> {
  const which = process.env.BENCH_SOS_DATABASE;
  if (which !== undefined && which !== 'pglite' && which !== 'postgres') {
    throw new Error(`BENCH_SOS_DATABASE must be "pglite" or "postgres", not "${which}"`);
  }
  if (which !== 'postgres') await benchOn('PGlite', 'memory://');
  const bin = findPostgresBin();
  if (which !== 'pglite' && bin) {
    const postgres = await startThrowawayPostgres(bin);
    const stopPostgres = () => postgres.stop();
    cleanups.add(stopPostgres);
    try {
      await benchOn('PostgreSQL', postgres.url);
    } finally {
      cleanups.delete(stopPostgres);
      postgres.stop();
    }
  } else if (which === 'postgres') {
    throw new Error('No PostgreSQL found under /usr/lib/postgresql/*/bin');
  }
}

function stopEverything(): void {
  for (const cleanup of cleanups) {
    try {
      cleanup();
    } catch (error) {
      console.error('bench-sos: cleanup failed:', error);
    }
  }
}

setTimeout(() => {
  console.error(`bench-sos: still running after ${LIMIT_MINUTES} minutes (BENCH_SOS_LIMIT_MINUTES); stopping`);
  stopEverything();
  process.exit(2);
}, LIMIT_MINUTES * 60_000).unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopEverything();
    process.exit(130);
  });
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    stopEverything();
    process.exit(1);
  });
