/**
 * `npm run bench:status`: does the status page show what the outbox measured? A measurement, not
 * part of `npm test` (issue 47, "Measure"; docs/product.md#status-page); loopback only; bounded.
 *
 * It starts the app as `npm start` does (scripts/run-with-backend.ts: the local Supabase server,
 * the SOS dispatcher, the Stripe stand-in and `next start`, which needs a production build) on a
 * fresh in-memory database, with the synthetic alarm every --interval-ms (default 60000) and its
 * local recipients (the local mailbox, SMS outbox and push service stand-in), and lets it run for
 * --minutes (default 10). Then:
 *   1. the page's figures, public.status_summary() (anon, as the page reads them), beside the same
 *      percentiles computed here from the outbox rows with the service role
 *      (bench-status/direct.ts, percentile_cont in bench-status/percentile.ts): per channel and
 *      window p50/p95/p99, page vs direct and the absolute difference; exit code 1 when any differs
 *      by more than 1 ms, or when no synthetic alarm was measured at all;
 *   2. the status page from Next's cache: /status, /nl/status and /es/status warmed with one GET,
 *      then 50 GETs each: p50/p95 and the x-nextjs-cache header seen;
 *   3. /api/status: its JSON's size in bytes, and gzip-compressed.
 * The stack is stopped at the end, and on any way out; its log is removed with it unless
 * CHAOS_KEEP_LOGS=1 (chaos/bounded-run.ts).
 *
 * Flags: --minutes=10, --interval-ms=60000 (a whole number of seconds, at least 5000), --quick (1
 * minute at 5000 ms, for trying it). The app runs on PORT (default: NEXT_PUBLIC_SITE_URL's port)
 * and the Supabase URL the build was made with (NEXT_PUBLIC_SUPABASE_URL, inlined at build time):
 * nothing may answer there already, since the figures must come from a database of their own.
 * Exit code 2: no build, a server already running, or bad flags.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadEnvConfig } from '@next/env';
import { isLocalUrl } from '../lib/mail/config';
import { statusProbeConfig } from '../lib/status-probe/config';
import { statusSummarySchema, type StatusSummary } from '../lib/status/summary';
import { compareFigures, formatComparison, AGREE_WITHIN_MS } from './bench-status/compare';
import { directFigures, readProbeRows } from './bench-status/direct';
import { formatPageTiming, jsonSize, timePage } from './bench-status/page-timing';
import { runBounded, tempDir, withHardTimeout } from './chaos/bounded-run';
import { makeClient, type Client } from './chaos/population';
import { ManagedProcess } from './chaos/processes';

const root = path.resolve(__dirname, '..');
const PAGE_GETS = 50;
const PAGES = ['/status', '/nl/status', '/es/status'];
/** Tries at reading the page's figures and the rows with no change in between (a probe may land). */
const CONSISTENT_READ_TRIES = 30;

type Options = { minutes: number; intervalMs: number };

class UsageError extends Error {}

function parseOptions(argv: string[]): Options {
  const flag = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const unknown = argv.filter((a) => !/^--(minutes|interval-ms)=/.test(a) && a !== '--quick');
  if (unknown.length > 0) throw new UsageError(`unknown argument(s): ${unknown.join(' ')} (use --minutes=N, --interval-ms=N, --quick)`);
  const quick = argv.includes('--quick');
  const minutes = Number(flag('minutes') ?? (quick ? 1 : 10));
  if (!(minutes > 0 && minutes <= 24 * 60)) throw new UsageError('--minutes is a positive number of minutes (at most a day)');
  const interval = flag('interval-ms') ?? (quick ? '5000' : '60000');
  // The dispatcher's own rules for STATUS_PROBE_INTERVAL_MS, with its message.
  let config;
  try {
    config = statusProbeConfig({ STATUS_PROBE_INTERVAL_MS: interval });
  } catch (error) {
    throw new UsageError(`--interval-ms: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!config.enabled) throw new UsageError('--interval-ms must switch the probe on (at least 5000)');
  return { minutes, intervalMs: config.intervalMs };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answers(url: string): Promise<boolean> {
  try {
    await (await fetch(url, { signal: AbortSignal.timeout(1_000) })).arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

async function readSummary(client: Client): Promise<StatusSummary> {
  const { data, error } = await client.rpc('status_summary');
  if (error) throw new Error(`status_summary: ${error.message}`);
  return statusSummarySchema.parse(data);
}

/** The first line of the app's log that matches, waiting up to `ms`. */
async function logLine(file: string, pattern: RegExp, ms: number): Promise<string | null> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const line = (existsSync(file) ? readFileSync(file, 'utf8') : '').split('\n').find((l) => pattern.test(l));
    if (line) return line.trim();
    await sleep(250);
  }
  return null;
}

async function probeCount(admin: Client): Promise<number> {
  const { count, error } = await admin.from('sos_events').select('id', { count: 'exact', head: true }).eq('source', 'probe');
  if (error) throw new Error(`counting probe alarms: ${error.message}`);
  return count ?? 0;
}

/**
 * The page's figures and the outbox rows as of one moment: summary, rows, summary again, kept only
 * when the two summaries' delivery figures are the same (nothing was raised or sent in between).
 */
async function consistentRead(anon: Client, admin: Client) {
  for (let attempt = 1; attempt <= CONSISTENT_READ_TRIES; attempt += 1) {
    const before = await readSummary(anon);
    const rows = await readProbeRows(admin, new Date(Date.parse(before.generatedAt) - 91 * 86_400_000).toISOString());
    const after = await readSummary(anon);
    if (JSON.stringify(before.probeChannels) === JSON.stringify(after.probeChannels)) return { summary: before, rows, attempts: attempt };
    await sleep(300);
  }
  throw new Error(`the figures kept changing over ${CONSISTENT_READ_TRIES} reads`);
}

async function bench(options: Options): Promise<number> {
  loadEnvConfig(root);
  const supabaseUrl = process.env.NEXT_PUBLIC_SUPABASE_URL ?? 'http://127.0.0.1:54321';
  if (!isLocalUrl(supabaseUrl)) throw new UsageError(`NEXT_PUBLIC_SUPABASE_URL is ${supabaseUrl}: the bench runs its own local database only`);
  const siteUrl = new URL(process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000');
  const port = process.env.PORT ?? (siteUrl.port || '3000');
  const appUrl = `http://localhost:${port}`;
  for (const [what, url] of [
    ['a Supabase server', new URL('/auth/v1/health', supabaseUrl).toString()],
    ['an app', `${appUrl}/api/health`],
  ] as const) {
    if (await answers(url)) throw new UsageError(`${what} already answers at ${url}: stop it first (the bench needs a fresh database of its own)`);
  }

  const logDir = tempDir('bench-status-');
  const logFile = path.join(logDir, 'npm-start.log');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: port,
    NEXT_PUBLIC_SITE_URL: appUrl,
    SUPABASE_LOCAL_DATA_DIR: 'memory://',
    STATUS_PROBE_INTERVAL_MS: String(options.intervalMs),
    SOS_DISPATCHER_ID: `bench-status-${process.pid}`,
    NEXT_TELEMETRY_DISABLED: '1',
  };
  delete env.DATABASE_URL;
  delete env.SOS_DISPATCHER;
  const app = new ManagedProcess({
    name: 'npm start',
    command: path.join(root, 'node_modules', '.bin', 'tsx'),
    args: [path.join(root, 'scripts', 'run-with-backend.ts'), 'start'],
    env,
    cwd: root,
    ready: { url: `${appUrl}/api/health` },
    startTimeoutMs: 240_000,
    logFile,
  });
  let at = Date.now();
  await app.start();
  console.log(`npm start answered at ${appUrl} after ${((Date.now() - at) / 1000).toFixed(1)} s (fresh in-memory database; log ${logFile})`);
  const probeLine = await logLine(logFile, /\[sos-dispatcher\] status probe/, 60_000);
  console.log(probeLine ?? '[sos-dispatcher] said nothing about the status probe within 60 s');

  const anon = makeClient(supabaseUrl, process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY ?? '');
  const admin = makeClient(supabaseUrl, process.env.SUPABASE_SECRET_KEY ?? '');
  at = Date.now();
  while (!(await readSummary(anon)).probe.configured) {
    if (Date.now() - at > 60_000) throw new Error(`the status probe was not set up within 60 s (see ${logFile})`);
    await sleep(500);
  }

  const runMs = options.minutes * 60_000;
  const started = Date.now();
  console.log(`running the synthetic alarm every ${options.intervalMs / 1000} s for ${options.minutes} min…`);
  for (let elapsed = 0; elapsed < runMs; ) {
    const step = Math.min(60_000, runMs - elapsed);
    await sleep(step);
    elapsed = Date.now() - started;
    const summary = await readSummary(anon);
    const website = summary.website.hour;
    console.log(
      `  ${(elapsed / 60_000).toFixed(1)} min: ${await probeCount(admin)} synthetic alarms raised, ` +
        `${summary.probeChannels.in_app.hour.measured} in-app messages measured, website checks ${website.ok}/${website.checks} ok`,
    );
  }
  // The last alarm's messages get their chance (contacts are told at once: the probe's grace is 0).
  await sleep(Math.min(options.intervalMs, 10_000));

  // 1. The page's figures against the outbox.
  const { summary, rows, attempts } = await consistentRead(anon, admin);
  const direct = directFigures(rows, summary.generatedAt);
  const comparison = compareFigures(summary, direct);
  console.log(`\n1. Delivery, raise → provider accepted, page (status_summary) vs direct (outbox rows), as of ${summary.generatedAt}${attempts > 1 ? ` (read ${attempts} times for a still moment)` : ''}`);
  console.log(`   probe: channels ${summary.probe.channels.join(', ')}, every ${summary.probe.intervalSeconds} s, last raised ${summary.probe.lastRaisedAt}`);
  for (const line of formatComparison(comparison, summary, direct)) console.log(`   ${line}`);
  const disagreements = comparison.filter((row) => !row.agrees);
  const measured = summary.probeChannels.in_app.hour.measured;
  const maxDiff = Math.max(0, ...comparison.map((row) => row.diff ?? 0));
  console.log(`   largest difference ${maxDiff.toFixed(6)} ms; ${disagreements.length} of ${comparison.length} figures differ by more than ${AGREE_WITHIN_MS} ms`);
  if (measured === 0) console.log('   no synthetic alarm was measured: nothing to compare (see the log)');

  // 2. The page from Next's cache.
  console.log(`\n2. The status page from cache (${PAGE_GETS} GETs each after one to warm it)`);
  for (const page of PAGES) {
    const timing = await timePage(appUrl, page, PAGE_GETS);
    console.log(`   ${formatPageTiming(timing)}`);
    if (Object.keys(timing.statuses).some((status) => status !== '200')) console.log(`   ${page} did not answer 200 every time: these are not the page's timings (is the build older than the page?)`);
  }

  // 3. The JSON summary.
  const size = await jsonSize(appUrl, '/api/status');
  console.log(`\n3. /api/status: ${size.status} ${size.contentType ?? ''}, ${size.bytes} bytes, ${size.gzipBytes} bytes gzip-compressed`);
  if (size.status !== 200) console.log('   not the JSON summary (is the build older than the page?)');

  await app.stop(20_000);
  const ok = disagreements.length === 0 && measured > 0;
  console.log(`\npage and outbox ${ok ? `agree within ${AGREE_WITHIN_MS} ms` : 'DO NOT AGREE'}`);
  return ok ? 0 : 1;
}

async function main(): Promise<number> {
  try {
    const options = parseOptions(process.argv.slice(2));
    // Start-up, the run, the tail and the page timings: well within a quarter of an hour more.
    return await withHardTimeout('the status bench', (options.minutes + 15) * 60_000, bench(options));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(error.message);
    return 2;
  }
}

if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.error('No production build: run `npm run build` first (the bench runs the app as `npm start` does, with `next start`).');
  process.exit(2);
}
// Every process of the stack is in one group, killed on any way out (chaos/bounded-run.ts).
runBounded(main);
