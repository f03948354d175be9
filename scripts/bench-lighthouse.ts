/**
 * `npm run bench:lighthouse`: prints (never asserts) the homepage's first-load JavaScript (gzip)
 * and its Lighthouse mobile scores, the median of BENCH_LIGHTHOUSE_RUNS runs (default 5), measured
 * against the production build (`next start`) with Debian's Chromium. Goals (issue 23):
 * performance ≥ 95, accessibility 100, LCP ≤ 1.8 s, TBT ≤ 150 ms, first-load JS ≤ 120 kB.
 *
 * Uses the server at BENCH_URL when one answers there (default http://localhost:3000); otherwise
 * it runs `npm start` (local backend + next start; build first with `npm run build`) and stops it
 * afterwards. Chromium: CHROME_PATH, else /usr/bin/chromium.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ensureServer, stopServer } from './support/app-server';
import { firstLoadJs, kB } from './support/first-load-js';

const baseUrl = process.env.BENCH_URL ?? 'http://localhost:3000';
const pagePath = process.env.BENCH_PATH ?? '/';
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

type Lhr = {
  lighthouseVersion: string;
  categories: Record<string, { title: string; score: number | null }>;
  audits: Record<string, { title: string; score: number | null; scoreDisplayMode: string; displayValue?: string; numericValue?: number }>;
};

const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5));
const METRICS = [
  ['first-contentful-paint', 's'],
  ['largest-contentful-paint', 's'],
  ['total-blocking-time', 'ms'],
  ['cumulative-layout-shift', ''],
  ['speed-index', 's'],
] as const;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Lighthouse's CLI in its own Node process: tsx's transform renames functions that Lighthouse
 * serialises into the page, so the library cannot run inside this script. The CLI launches
 * Chromium through chrome-launcher, which honours CHROME_PATH. Its default config is the mobile run
 * (emulated phone, throttled network and CPU).
 */
function runLighthouse(url: string): Promise<Lhr> {
  const cli = createRequire(__filename).resolve('lighthouse/cli/index.js');
  const args = [
    cli,
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH: chromePath } });
    let out = '';
    let err = '';
    child.stdout.on('data', (data) => (out += data));
    child.stderr.on('data', (data) => (err += data));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code}: ${err.slice(-2000)}`));
      try {
        resolve(JSON.parse(out) as Lhr);
      } catch (error) {
        reject(error);
      }
    });
  });
}

async function main() {
  if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath}: apt-get install -y chromium, or set CHROME_PATH.`);
  const server = await ensureServer(baseUrl);
  const url = new URL(pagePath, baseUrl).toString();
  try {
    const js = await firstLoadJs(url);
    console.log(`\nFirst-load JS of ${pagePath}: ${kB(js.gzip)} gzip (${kB(js.raw)} raw) in ${js.chunks.length} scripts`);
    for (const chunk of [...js.chunks].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kB(chunk.gzip).padStart(9)}  ${chunk.src}`);

    // The first load renders and caches the page: measure the page visitors get.
    await fetch(url);
    const reports: Lhr[] = [];
    for (let run = 1; run <= runs; run++) {
      reports.push(await runLighthouse(url));
      const last = reports[reports.length - 1];
      const scores = Object.values(last.categories).map((c) => `${c.title} ${Math.round((c.score ?? 0) * 100)}`);
      console.log(`  run ${run}/${runs}: ${scores.join(', ')}; LCP ${last.audits['largest-contentful-paint'].displayValue}, TBT ${last.audits['total-blocking-time'].displayValue}`);
    }
    console.log(`\nLighthouse ${reports[0].lighthouseVersion} (mobile) for ${url}: median of ${runs} runs`);
    for (const [id, category] of Object.entries(reports[0].categories)) {
      console.log(`  ${category.title.padEnd(26)} ${Math.round(median(reports.map((r) => (r.categories[id].score ?? 0) * 100)))}`);
    }
    for (const [id, unit] of METRICS) {
      const value = median(reports.map((r) => r.audits[id].numericValue ?? Number.NaN));
      console.log(`  ${reports[0].audits[id].title.padEnd(26)} ${unit === 's' ? `${(value / 1000).toFixed(2)} s` : unit === 'ms' ? `${Math.round(value)} ms` : value.toFixed(3)}`);
    }
    const failing = new Set(reports.flatMap((r) => Object.entries(r.audits).filter(([, audit]) => audit.scoreDisplayMode === 'binary' && audit.score === 0).map(([id]) => id)));
    if (failing.size > 0) console.log(`  failing checks (in any run): ${[...failing].join(', ')}`);
  } finally {
    stopServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
