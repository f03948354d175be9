/**
 * `npm run chaos:sos`: does every emergency contact hear of an alarm exactly once, and in time,
 * while the parts around the database are SIGKILLed? A measurement, not part of `npm test`;
 * loopback only; bounded (10 minutes per database, everything killed and temp dirs removed on exit).
 *
 * Per database it starts the local API server, the SOS dispatcher (scripts/sos-dispatcher.ts) and
 * the app (`next start`), plus its own e-mail (SMTP) and SMS (Twilio contract) sinks that the
 * dispatcher is pointed at with SMTP_URL and SMS_PROVIDER_URL, so what was delivered survives every
 * kill. 50 members raise 200 alarms over ~75 s with random graces (0–10 s), each alarm with its own
 * contact addresses; ~10% are cancelled within their grace. Meanwhile parts are SIGKILLed (on
 * PostgreSQL: app, dispatcher and API server; on PGlite, where the API server holds the database:
 * app and dispatcher), stay down 0.5–3 s and are restarted on the same port.
 *
 * Printed per channel: recipients expected, told exactly once, twice or more, never, cancelled but
 * sent, and delay = received − max(due, moment a killed part answered again) as p50/p99/max.
 * Goal: 0 never, 0 twice, p99 ≤ 5 s; exit code 1 when missed. Then, on PGlite, whether a PGlite
 * database survives a SIGKILL of its own process.
 *
 * Flags: --db=postgres|pglite|both (default both), --alarms=200, --members=50, --seed=<n>.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCAL_DEFAULTS } from '@ice-sos/supabase-local/constants';
import { findPostgresBin, freePort, startThrowawayPostgres, type ThrowawayPostgres } from '@ice-sos/supabase-local/db/throwaway-postgres';
import { cleanUp, onCleanUp, runBounded, tempDir, withHardTimeout } from './chaos/bounded-run';
import { ManagedProcess } from './chaos/processes';
import { apiProcess, dispatcherProcess } from './chaos/stack';
import {
  cancelAlarm,
  makeClient,
  planAlarms,
  prepareAlarm,
  raiseAlarm,
  seededRandom,
  signUpMembers,
  type Client,
  type Member,
  type PlannedAlarm,
} from './chaos/population';
import { channelFigures, deliveryDelay, formatFigures, formatKill, meetsGoal, type AlarmOutcome, type Channel, type KillRecord } from './chaos/report';
import { startEmailSink, startSmsSink, type Sink } from './chaos/sinks';

const root = path.resolve(__dirname, '..');
const RAISE_SPREAD_MS = 75_000;
const HARD_TIMEOUT_MS = 10 * 60_000;
/** After the last due time, how long to wait for stragglers before counting. */
const TAIL_MS = 30_000;

type Options = { dbs: ('postgres' | 'pglite')[]; alarms: number; members: number; seed: number };

function parseOptions(argv: string[]): Options {
  const flag = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const db = flag('db') ?? 'both';
  if (!['postgres', 'pglite', 'both'].includes(db)) throw new Error('--db is postgres, pglite or both');
  const positive = (name: string, fallback: number) => {
    const value = Number(flag(name) ?? fallback);
    if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer`);
    return value;
  };
  return {
    dbs: db === 'both' ? ['postgres', 'pglite'] : [db as 'postgres' | 'pglite'],
    alarms: positive('alarms', 200),
    members: positive('members', 50),
    seed: positive('seed', Math.floor(Math.random() * 1e9)),
  };
}


const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;


type Stack = { apiUrl: string; api: ManagedProcess; dispatcher: ManagedProcess; app: ManagedProcess; logDir: string };

async function startStack(label: string, database: { url: string } | { dir: string }, sinks: Sink[], logDir: string): Promise<Stack> {
  const [apiPort, appPort] = [await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const sinkEnv: Record<string, string> = Object.assign({}, ...sinks.map((s) => s.env));
  const api = apiProcess(apiPort, database, logDir);
  const dispatcher = dispatcherProcess(apiUrl, sinkEnv, logDir);
  // The app with the dispatcher's settings: the same API server and the same sinks.
  const common: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_PUBLIC_SUPABASE_URL: apiUrl,
    NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: LOCAL_DEFAULTS.publishableKey,
    SUPABASE_SECRET_KEY: LOCAL_DEFAULTS.secretKey,
    ...sinkEnv,
  };
  delete common.DATABASE_URL;
  const app = new ManagedProcess({
    name: 'app',
    command: process.execPath,
    args: [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '--hostname', 'localhost', '-p', String(appPort)],
    env: { ...common, NEXT_PUBLIC_SITE_URL: `http://localhost:${appPort}` },
    cwd: root,
    ready: { url: `http://localhost:${appPort}/api/health` },
    startTimeoutMs: 60_000,
    logFile: path.join(logDir, 'app.log'),
  });
  const startedAt = Date.now();
  await api.start();
  console.log(`[${label}] API server answered at ${apiUrl} after ${seconds(Date.now() - startedAt)}`);
  await Promise.all([dispatcher.start(), app.start()]);
  console.log(`[${label}] dispatcher and app (http://localhost:${appPort}) answered; logs in ${logDir}`);
  return { apiUrl, api, dispatcher, app, logDir };
}

type PlannedKill = { target: 'api' | 'app' | 'dispatcher'; atMs: number; downMs: number; why: string };

/**
 * At least one kill of each target; some at random moments of the raise phase (graces pending),
 * some right at a planned alarm's due moment (rows becoming due, being sent), and the dispatcher
 * once more after the last raise (the sending phase).
 */
function planKills(random: () => number, targets: PlannedKill['target'][], count: number, alarms: PlannedAlarm[]): PlannedKill[] {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  // Round-robin over the targets, in a random order: every target is killed, none much more often.
  const kinds: PlannedKill['target'][] = [];
  while (kinds.length < count - 1) kinds.push(targets[kinds.length % targets.length]);
  for (let i = kinds.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [kinds[i], kinds[j]] = [kinds[j], kinds[i]];
  }
  const kills: PlannedKill[] = kinds.map((target, i) => {
    const alarm = pick(alarms.filter((a) => a.raiseAtMs > 3_000 && a.graceSeconds > 0));
    const atDue = i % 2 === 1;
    return {
      target,
      atMs: atDue ? alarm.raiseAtMs + alarm.graceSeconds * 1000 : 3_000 + random() * (RAISE_SPREAD_MS - 6_000),
      downMs: 500 + random() * 2_500,
      why: atDue ? `as alarm ${alarm.index} becomes due` : 'during the raise phase',
    };
  });
  kills.push({ target: 'dispatcher', atMs: RAISE_SPREAD_MS + 1_000 + random() * 5_000, downMs: 500 + random() * 2_500, why: 'in the sending phase' });
  return kills.sort((a, b) => a.atMs - b.atMs);
}

type AlarmResult = PlannedAlarm & { eventId: string; dueAt: number; raisedAt: number; cancelledAt: number | null };

async function chaosRun(label: 'postgres' | 'pglite', options: Options): Promise<boolean> {
  const logDir = tempDir(`chaos-sos-${label}-`);
  let database: { url: string } | { dir: string };
  if (label === 'postgres') {
    const bin = findPostgresBin();
    if (!bin) throw new Error('No PostgreSQL server binaries under /usr/lib/postgresql/*/bin');
    const postgres: ThrowawayPostgres = await startThrowawayPostgres(bin);
    onCleanUp(() => postgres.stop());
    database = { url: postgres.url };
  } else {
    database = { dir: path.join(logDir, 'pglite') };
  }
  const email = await startEmailSink();
  onCleanUp(() => email.close());
  const sms = await startSmsSink();
  onCleanUp(() => sms.close());
  const stack = await startStack(label, database, [email, sms], logDir);
  const processes = { api: stack.api, app: stack.app, dispatcher: stack.dispatcher };

  const random = seededRandom(options.seed + (label === 'postgres' ? 0 : 1));
  const admin: Client = makeClient(stack.apiUrl, LOCAL_DEFAULTS.secretKey);
  const members: Member[] = await signUpMembers(stack.apiUrl, LOCAL_DEFAULTS.publishableKey, options.members, `${label}${options.seed}`);
  const plan = planAlarms(random, options.alarms, options.members, RAISE_SPREAD_MS);
  const targets: PlannedKill['target'][] = label === 'postgres' ? ['api', 'app', 'dispatcher'] : ['app', 'dispatcher'];
  const killPlan = planKills(random, targets, label === 'postgres' ? 7 : 5, plan);
  console.log(
    `[${label}] ${members.length} members, ${plan.length} alarms over ${seconds(RAISE_SPREAD_MS)}, ` +
      `${plan.filter((a) => a.cancelAfterMs !== null).length} to cancel, ${killPlan.length} kills planned (seed ${options.seed})`,
  );

  const phaseStart = Date.now();
  const results: AlarmResult[] = [];
  const raiseErrors: string[] = [];
  // A member raises its alarms one after another: the contact is replaced before each one.
  const chains = members.map(async (member, m) => {
    for (const alarm of plan.filter((a) => a.member === m)) {
      await sleep(phaseStart + alarm.raiseAtMs - Date.now());
      try {
        await prepareAlarm(admin, member, alarm);
        const raised = await raiseAlarm(member);
        const result: AlarmResult = { ...alarm, ...raised, cancelledAt: null };
        results.push(result);
        if (alarm.cancelAfterMs !== null) {
          await sleep(alarm.cancelAfterMs);
          result.cancelledAt = await cancelAlarm(member, raised.eventId);
        }
      } catch (error) {
        raiseErrors.push(`alarm ${alarm.index}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  });

  const kills: (KillRecord & { why: string })[] = [];
  const killer = (async () => {
    for (const planned of killPlan) {
      await sleep(phaseStart + planned.atMs - Date.now());
      const target = processes[planned.target];
      const killedAt = await target.kill();
      await sleep(planned.downMs - (Date.now() - killedAt));
      const answeredAt = await target.start();
      kills.push({ target: planned.target, killedAt, answeredAt, why: planned.why });
    }
  })();

  await Promise.all(chains);
  console.log(`[${label}] all raises answered after ${seconds(Date.now() - phaseStart)} (${raiseErrors.length} failed)`);
  await killer;

  // Count once everything expected arrived, or TAIL_MS after the last due moment.
  const lastDue = Math.max(...results.map((r) => r.dueAt), Date.now());
  const expected = results.filter((r) => r.cancelAfterMs === null);
  const allArrived = () => {
    const mails = email.byRecipient();
    const texts = sms.byRecipient();
    return expected.every((r) => mails.has(r.email.toLowerCase()) && texts.has(r.phone));
  };
  while (Date.now() < lastDue + TAIL_MS && !allArrived()) await sleep(250);
  // A moment more, so a second copy on its way is counted too.
  await sleep(2_000);

  const outcomes: AlarmOutcome[] = results.map((r) => ({ addresses: { email: r.email, sms: r.phone }, dueAt: r.dueAt, cancelled: r.cancelAfterMs !== null }));
  const figures = (['email', 'sms'] as Channel[]).map((channel) =>
    channelFigures(channel, outcomes, (channel === 'email' ? email : sms).byRecipient(), kills),
  );
  console.log('');
  for (const f of figures) console.log(formatFigures(label, f));
  for (const kill of kills) console.log(formatKill(label, kill, phaseStart, kill.why));
  const lateCancels = results.filter((r) => r.cancelledAt !== null && r.cancelledAt > r.dueAt).length;
  if (lateCancels > 0) console.log(`[${label}] ${lateCancels} cancel(s) were confirmed only after their due time (the API was down): "cancelled but sent" is expected there`);
  if (raiseErrors.length > 0) console.log(`[${label}] ${raiseErrors.length} alarm(s) could not be raised (first 10):`);
  for (const line of raiseErrors.slice(0, 10)) console.log(`    ${line}`);
  await explainMisses(label, admin, results, email, sms, kills, phaseStart);
  printSlowest(label, results, email, sms, kills, phaseStart);
  for (const managed of Object.values(processes)) {
    for (const exit of managed.unexpectedExits) console.log(`[${label}] ${exit}`);
  }
  const notable = stack.dispatcher.notableLines.filter((l) => l.trim());
  if (notable.length > 0) {
    console.log(`[${label}] dispatcher warnings (${notable.length}, first 15):`);
    for (const line of notable.slice(0, 15)) console.log(`    ${line}`);
  }
  const ok = meetsGoal(figures) && raiseErrors.length === 0;
  console.log(`[${label}] goal (0 never, 0 twice, p99 ≤ 5000 ms): ${ok ? 'met' : 'MISSED'}`);
  await cleanUp();
  return ok;
}

/** The five slowest first deliveries, with the moment counted from, to see where a tail comes from. */
function printSlowest(label: string, results: AlarmResult[], email: Sink, sms: Sink, kills: KillRecord[], phaseStart: number): void {
  const rel = (t: number) => `+${((t - phaseStart) / 1000).toFixed(1)} s`;
  const rows: { delay: number; line: string }[] = [];
  for (const r of results.filter((x) => x.cancelAfterMs === null)) {
    for (const [channel, sink, address] of [['email', email, r.email.toLowerCase()], ['sms', sms, r.phone]] as const) {
      const first = sink.byRecipient().get(address)?.[0];
      if (first === undefined) continue;
      const delay = deliveryDelay(r.dueAt, first, kills);
      const from = first - delay;
      rows.push({ delay, line: `alarm ${r.index} ${channel}: due ${rel(r.dueAt)} (grace ${r.graceSeconds} s), counted from ${rel(from)}, received ${rel(first)}: ${delay} ms (${first - r.dueAt} ms after due)` });
    }
  }
  rows.sort((a, b) => b.delay - a.delay);
  console.log(`[${label}] slowest first deliveries:`);
  for (const row of rows.slice(0, 5)) console.log(`    ${row.line}`);
}

/** For each recipient told twice or never: when it arrived, and what the outbox row says. */
async function explainMisses(
  label: string,
  admin: Client,
  results: AlarmResult[],
  email: Sink,
  sms: Sink,
  kills: KillRecord[],
  phaseStart: number,
): Promise<void> {
  const rel = (t: number) => `+${((t - phaseStart) / 1000).toFixed(1)} s`;
  const lines: string[] = [];
  for (const r of results.filter((x) => x.cancelAfterMs === null)) {
    for (const [channel, sink, address] of [['email', email, r.email.toLowerCase()], ['sms', sms, r.phone]] as const) {
      const times = sink.byRecipient().get(address) ?? [];
      if (times.length === 1) continue;
      const { data } = await admin
        .from('notifications')
        .select('status, attempts, last_error, sent_at, next_attempt_at')
        .eq('event_id', r.eventId)
        .eq('channel', channel);
      const nearKills = kills.filter((k) => k.answeredAt >= r.dueAt && k.killedAt <= (times.at(-1) ?? Date.now()) + 1000).map((k) => `${k.target}@${rel(k.killedAt)}`);
      lines.push(
        `alarm ${r.index} ${channel} ${address}: due ${rel(r.dueAt)}, received ${times.length}× [${times.map(rel).join(', ')}], ` +
          `row ${JSON.stringify(data ?? [])}, kills around: ${nearKills.join(' ') || 'none'}`,
      );
    }
  }
  if (lines.length === 0) return;
  console.log(`[${label}] recipients not told exactly once (${lines.length}, first 20):`);
  for (const line of lines.slice(0, 20)) console.log(`    ${line}`);
}

/**
 * Does a PGlite database survive a SIGKILL of the process that holds it? A fresh directory, a few
 * alarms, SIGKILL, a restart on the same directory: did it start, and are the alarms still there?
 */
async function pgliteSurvival(): Promise<void> {
  const logDir = tempDir('chaos-sos-pglite-survival-');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const api = apiProcess(port, { dir: path.join(logDir, 'pglite') }, logDir, 'api-survival');
  await api.start();
  const [member] = await signUpMembers(url, LOCAL_DEFAULTS.publishableKey, 1, `survival${Date.now()}`);
  const raised = [];
  for (let i = 0; i < 5; i += 1) raised.push(await raiseAlarm(member));
  const admin = makeClient(url, LOCAL_DEFAULTS.secretKey);
  const countAlarms = async () => {
    const { count, error } = await admin.from('sos_events').select('id', { count: 'exact', head: true }).eq('member_id', member.id);
    if (error) throw new Error(error.message);
    return count ?? 0;
  };
  const before = await countAlarms();
  // One more raise in flight while the kill lands: a write cut in the middle.
  const inFlight = member.client.rpc('raise_sos', { client_request_id: 'survival-in-flight' }).then(() => undefined, () => undefined);
  await sleep(5);
  const killedAt = await api.kill();
  await inFlight;
  try {
    const answeredAt = await api.start();
    const after = await countAlarms();
    console.log(
      `[pglite survival] SIGKILL of the API server holding PGlite: started again on the same directory after ${seconds(answeredAt - killedAt)}; ` +
        `alarms before the kill ${before} (${raised.length} raised and answered), after the restart ${after} ` +
        `(a raise in flight at the kill: ${after > before ? 'kept' : 'not kept'})` +
        `${after >= before ? '' : ' — ALARMS LOST'}`,
    );
  } catch (error) {
    const logFile = path.join(logDir, 'api-survival.log');
    const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').trim().split('\n').slice(-8).join('\n    ') : '(no log)';
    console.log(`[pglite survival] SIGKILL of the API server holding PGlite: it did NOT start again: ${error instanceof Error ? error.message : String(error)}\n    ${tail}`);
  } finally {
    api.killNow();
  }
}


async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  if (!existsSync(path.join(root, '.next/BUILD_ID'))) throw new Error('No production build: run `npm run build` first (the app server is `next start`).');
  let ok = true;
  for (const db of options.dbs) {
    console.log(`\n▶ chaos on ${db === 'postgres' ? 'PostgreSQL' : 'PGlite'}`);
    ok = (await withHardTimeout(`the ${db} run`, HARD_TIMEOUT_MS, chaosRun(db, options))) && ok;
  }
  if (options.dbs.includes('pglite')) await withHardTimeout('the PGlite survival check', HARD_TIMEOUT_MS, pgliteSurvival());
  return ok ? 0 : 1;
}

runBounded(main);
