/**
 * `npm run bench:lighthouse`: prints (never asserts) the homepage's first-load JavaScript (gzip)
 * and its Lighthouse mobile scores, measured against the production build (`next start`) with
 * Debian's Chromium. Targets from issue 6: performance ≥ 95, accessibility 100, JS ≤ 120 kB.
 *
 * Uses the server at BENCH_URL when one answers there (default http://localhost:3000); otherwise
 * it runs `npm start` (local backend + next start; build first with `npm run build`) and stops it
 * afterwards. Chromium: CHROME_PATH, else /usr/bin/chromium.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { ensureServer, stopServer } from './support/app-server';

const baseUrl = process.env.BENCH_URL ?? 'http://localhost:3000';
const pagePath = process.env.BENCH_PATH ?? '/';
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Every script the page's HTML loads, fetched and gzipped: what a first visit downloads before it
 * can run. `noModule` scripts (legacy polyfills) are left out: modern browsers never fetch them.
 */
async function firstLoadJs(url: string) {
  const html = await (await fetch(url)).text();
  const tags = [...html.matchAll(/<script[^>]+>/g)].map((match) => match[0]).filter((tag) => !/nomodule/i.test(tag));
  const sources = [...new Set(tags.flatMap((tag) => /src="([^"]+\.js[^"]*)"/.exec(tag)?.[1] ?? []))];
  const chunks = await Promise.all(
    sources.map(async (src) => {
      const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer());
      return { src, raw: body.length, gzip: gzipSync(body).length };
    }),
  );
  return { chunks, raw: chunks.reduce((sum, c) => sum + c.raw, 0), gzip: chunks.reduce((sum, c) => sum + c.gzip, 0) };
}

type Lhr = {
  lighthouseVersion: string;
  categories: Record<string, { title: string; score: number | null }>;
  audits: Record<string, { title: string; score: number | null; scoreDisplayMode: string; displayValue?: string }>;
};

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

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function main() {
  if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath}: apt-get install -y chromium, or set CHROME_PATH.`);
  const server = await ensureServer(baseUrl);
  const url = new URL(pagePath, baseUrl).toString();
  try {
    const js = await firstLoadJs(url);
    console.log(`\nFirst-load JS of ${pagePath}: ${kB(js.gzip)} gzip (${kB(js.raw)} raw) in ${js.chunks.length} scripts`);
    for (const chunk of [...js.chunks].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kB(chunk.gzip).padStart(9)}  ${chunk.src}`);

    const lhr = await runLighthouse(url);
    console.log(`\nLighthouse ${lhr.lighthouseVersion} (mobile) for ${url}`);
    for (const category of Object.values(lhr.categories)) {
      console.log(`  ${category.title.padEnd(16)} ${Math.round((category.score ?? 0) * 100)}`);
    }
    for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']) {
      console.log(`  ${lhr.audits[id].title.padEnd(26)} ${lhr.audits[id].displayValue ?? ''}`);
    }
    const failing = Object.entries(lhr.audits).filter(([, audit]) => audit.scoreDisplayMode === 'binary' && audit.score === 0);
    if (failing.length > 0) console.log(`  failing checks: ${failing.map(([id]) => id).join(', ')}`);
  } finally {
    stopServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
