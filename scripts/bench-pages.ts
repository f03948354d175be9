/**
 * `npm run bench:pages`: how many requests per second the production build serves for the public
 * pages, against the web app manifest (a static file-like route that never passes the proxy) in the
 * same run. Prints (never asserts); the goal (issue 23) is each page at least 0.6 × the manifest.
 *
 * Each target is loaded by autocannon from its own worker thread, one after the other, after a
 * warm-up that fills Next's caches, so every page is measured in the state a visitor meets it.
 * Uses the server at BENCH_URL when one answers (default http://localhost:3000); otherwise runs
 * `npm start` (build first with `npm run build`) and stops it afterwards.
 *
 *   BENCH_PAGES_SECONDS   seconds per target (default 10)
 *   BENCH_PAGES_CONNECTIONS  connections in flight (default 16)
 */
import autocannon from 'autocannon';
import { ensureServer, stopServer } from './support/app-server';

const baseUrl = process.env.BENCH_URL ?? 'http://localhost:3000';
const seconds = Number(process.env.BENCH_PAGES_SECONDS ?? 10);
const connections = Number(process.env.BENCH_PAGES_CONNECTIONS ?? 16);
const TARGETS = ['/manifest.webmanifest', '/', '/nl', '/es', '/privacy'] as const;
const GOAL = 0.6;

type Figures = { path: string; perSecond: number; p50: number; p99: number; failures: number; cacheControl: string };

async function measure(path: string): Promise<Figures> {
  const url = `${baseUrl}${path}`;
  // Warm-up: the first requests fill Next's in-memory cache and the route's compiled code.
  for (let i = 0; i < 5; i++) await (await fetch(url)).arrayBuffer();
  const probe = await fetch(url);
  await probe.arrayBuffer();
  const result = await autocannon({ url, connections, duration: seconds, workers: 1 });
  return {
    path,
    perSecond: result.requests.total / (result.duration || seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    cacheControl: probe.headers.get('cache-control') ?? '(none)',
  };
}

async function main() {
  const server = await ensureServer(baseUrl);
  try {
    const rows: Figures[] = [];
    for (const path of TARGETS) rows.push(await measure(path));
    const manifest = rows[0].perSecond;
    console.log(`\nbench:pages: ${connections} connections, ${seconds} s per target, ${baseUrl}`);
    console.table(
      rows.map((row) => ({
        path: row.path,
        'requests/s': Math.round(row.perSecond),
        'p50 ms': row.p50,
        'p99 ms': row.p99,
        'vs manifest': (row.perSecond / manifest).toFixed(2),
        [`goal ≥ ${GOAL}`]: row.path === TARGETS[0] ? '' : row.perSecond >= GOAL * manifest ? 'met' : 'missed',
        'not 2xx/errors': row.failures,
        'cache-control': row.cacheControl,
      })),
    );
  } finally {
    stopServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
