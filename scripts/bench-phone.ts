/**
 * `npm run bench:phone`: prints (never asserts) what a member on a cheap phone meets (issue 48,
 * "Measure"), against the production build:
 *   1. /sos signed in as a fresh member: from navigation start to the SOS button being tappable
 *      (visible, enabled, and a tap raises the alarm: the early handler of lib/sos/early-tap.ts or
 *      React's, components/sos/sos-button.tsx's data-early-tap and data-hydrated), and to React
 *      having hydrated it, cold (a new context: empty HTTP cache, no service worker) and warm (the
 *      same page again once the first open has loaded and the service worker is active); and when
 *      the page's first data request completed, and whether React had hydrated the button before it.
 *   2. / and /es, anonymous and cold: total blocking time (long tasks' time over 50 ms each, up
 *      to 5 s after load), LCP, and first-load JS (gzip, scripts/support/first-load-js.ts).
 * The profile (scripts/bench-phone/profile.ts): Debian's Chromium, a 390 × 844 touch screen at
 * 3×, the CPU slowed 4× and Lighthouse's slow 4G through the DevTools protocol. Every time is the
 * page's own clock (performance.now(), from navigation start). Median of BENCH_PHONE_RUNS runs
 * (default 5; `-- --quick`: 1). Goals: cold ≤ 1.5 s, warm ≤ 0.8 s, TBT ≤ 200 ms, LCP ≤ 1.5 s.
 *
 * Uses the server at BENCH_URL when one answers there (default http://localhost:3000; it must be a
 * production build), else runs `npm start` on the build in .next (`npm run build` first) and stops
 * it afterwards. Chromium: CHROME_PATH, else /usr/bin/chromium.
 * Exit 0 once measured, whatever the figures; 2 when it cannot set up (no build, no browser, no
 * server, no signed-in member); 1 when something breaks while measuring.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { chromiumArgs } from '../e2e/browser';
import { answers, ensureServer, stopServer } from './support/app-server';
import { firstLoadJs } from './support/first-load-js';
import { measureHome } from './bench-phone/home';
import { CPU_SLOWDOWN, SLOW_4G } from './bench-phone/profile';
import { type Figure, formatTable } from './bench-phone/report';
import { buildHasMarker, measureSos, type SosOpen, type SosRun } from './bench-phone/sos';

const baseUrl = process.env.BENCH_URL ?? 'http://localhost:3000';
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const quick = process.argv.includes('--quick');
const runs = quick ? 1 : Math.max(1, Number(process.env.BENCH_PHONE_RUNS ?? 5));
const HOME_PATHS = ['/', '/es'] as const;

class SetUpError extends Error {}

async function setUp() {
  if (!existsSync(chromePath)) throw new SetUpError(`No Chromium at ${chromePath}: apt-get install -y chromium, or set CHROME_PATH.`);
  if (!(await answers(`${baseUrl}/api/health`)) && !existsSync(path.join(__dirname, '..', '.next', 'BUILD_ID'))) {
    throw new SetUpError(`No server at ${baseUrl} and no production build (.next/BUILD_ID): run \`npm run build\` first.`);
  }
  const server = await ensureServer(baseUrl).catch((error: unknown) => {
    throw new SetUpError(String(error));
  });
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
  try {
    // Loaded here, not at the top: the e2e support reads the app's .env and throws on a missing key.
    const { signedInMember } = await import('./bench-phone/member');
    const member = await signedInMember(browser, baseUrl);
    const sosOptions = { baseURL: baseUrl, storageState: member.storageState };
    const marker = await buildHasMarker(browser, '/sos', sosOptions);
    return { server, browser, member, sosOptions, marker };
  } catch (error) {
    await browser.close();
    stopServer(server);
    throw new SetUpError(`Could not open /sos as a fresh member: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const at = (open: SosOpen) => open.firstData?.at ?? Number.NaN;
/** Hydrated before the first data request completed (no data request at all: yes). */
const before = (open: SosOpen) => Number(Number.isFinite(open.hydrated) && (open.firstData === null || open.hydrated < open.firstData.at));
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'missed');
const summary = (open: SosOpen) =>
  `tap-ready ${ms(open.tapReady)}${open.inShell ? ' (SOS shell)' : ''}, hydrated ${ms(open.hydrated)}, first data ${open.firstData ? `${Math.round(open.firstData.at)} ms (${open.firstData.kind} ${new URL(open.firstData.name).pathname})` : 'none within 15 s'}`;

function sosFigures(results: SosRun[]): Figure[] {
  return (['cold', 'warm'] as const).flatMap((cache): Figure[] => [
    { name: `/sos tap-ready, ${cache}`, unit: 's', runs: results.map((r) => r[cache].tapReady), goalAtMost: cache === 'cold' ? 1500 : 800 },
    { name: `/sos button hydrated, ${cache}`, unit: 's', runs: results.map((r) => r[cache].hydrated) },
    { name: `/sos first data request done, ${cache}`, unit: 's', runs: results.map((r) => at(r[cache])) },
    { name: `/sos hydrated before it, ${cache}`, unit: 'runs', runs: results.map((r) => before(r[cache])) },
  ]);
}

async function homeFigures(browser: Browser, pagePath: string): Promise<Figure[]> {
  const url = new URL(pagePath, baseUrl).toString();
  const js = await firstLoadJs(url);
  // The first request renders and caches the page: measure the page visitors get.
  await (await fetch(url)).arrayBuffer();
  const results = [];
  for (let run = 1; run <= runs; run++) {
    const result = await measureHome(browser, url);
    console.log(`  ${pagePath} run ${run}/${runs}: TBT ${Math.round(result.tbt)} ms, LCP ${Math.round(result.lcp)} ms`);
    results.push(result);
  }
  return [
    { name: `${pagePath} total blocking time`, unit: 'ms', runs: results.map((r) => r.tbt), goalAtMost: 200 },
    { name: `${pagePath} LCP`, unit: 's', runs: results.map((r) => r.lcp), goalAtMost: 1500 },
    { name: `${pagePath} first-load JS (gzip)`, unit: 'kB', runs: [js.gzip] },
  ];
}

async function main(): Promise<number> {
  let setup: Awaited<ReturnType<typeof setUp>>;
  try {
    setup = await setUp();
  } catch (error) {
    console.error(error instanceof SetUpError ? `bench:phone: ${error.message}` : error);
    return 2;
  }
  const { server, browser, member, sosOptions, marker } = setup;
  try {
    console.log(
      `\nbench:phone against ${baseUrl}: 390 × 844 touch at 3×, CPU ${CPU_SLOWDOWN}× slower, slow 4G (${SLOW_4G.rttMs} ms, ${SLOW_4G.downloadKbps / 1024} Mbps down, ${SLOW_4G.uploadKbps} kbps up), ${runs} run(s); member ${member.email}`,
    );
    if (!marker) console.log('  This build predates the SOS button\'s data-hydrated marker: "hydrated" is read from React\'s props on the button instead (rebuild to use the marker).');
    const sos: SosRun[] = [];
    for (let run = 1; run <= runs; run++) {
      const result = await measureSos(browser, '/sos', sosOptions, !marker);
      console.log(`  /sos run ${run}/${runs}: cold ${summary(result.cold)}; service worker ${result.worker}; warm ${summary(result.warm)}`);
      sos.push(result);
    }
    const figures = sosFigures(sos);
    for (const pagePath of HOME_PATHS) figures.push(...(await homeFigures(browser, pagePath)));
    console.log(`\n${formatTable(figures)}`);
    console.log('\nFigures from one machine at one moment: compare runs taken side by side, not across days.');
    return 0;
  } finally {
    await browser.close();
    stopServer(server);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
