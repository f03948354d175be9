import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { type DataRequest, firstDataRequest, hasMarker, RECORDER, serviceWorkerActive, SOS_BUTTON_SELECTOR, TAP_RECORDS_KEY, type TapRecord, tapReadyAt, tapRecorder } from './in-page';
import { phonePage } from './profile';

/** Longer than any plausible open on the slow profile: past it the run counts as missed. */
const TAP_READY_DEADLINE_MS = 60_000;
/** How long after tap-ready a first data request may still complete and be reported. */
const DATA_DEADLINE_MS = 15_000;
/** The worker registers once the page is idle (components/offline/service-worker-registration.tsx). */
const WORKER_DEADLINE_MS = 30_000;

export type SosOpen = {
  /** ms from navigation start to a tap on the SOS button raising the alarm (early handler or React); Infinity when never. */
  tapReady: number;
  /** ms from navigation start to React having hydrated the button; Infinity when it never did. */
  hydrated: number;
  /** The first data request that completed, if any did within the deadline. */
  firstData: DataRequest | null;
  /** Whether the button was first tappable in the service worker's SOS shell. */
  inShell: boolean;
};

export type SosRun = { cold: SosOpen; warm: SosOpen; worker: string };

/**
 * Opens /sos in `page` and times it from the moment it was asked to. A warm open may be two
 * documents (the service worker's SOS shell, then the live /sos: docs/architecture.md#the-sos-shell),
 * each with its own page clock, so every time is read as epoch ms and counted from the request
 * (a few ms before the browser's navigation start).
 */
async function open(page: Page, url: string, reactProps: boolean): Promise<SosOpen> {
  const asked = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  const readyAt = (early: boolean) =>
    page
      .waitForFunction(tapReadyAt, { selector: SOS_BUTTON_SELECTOR, reactProps, early, epoch: true }, { timeout: TAP_READY_DEADLINE_MS, polling: 'raf' })
      .then((handle) => (handle.jsonValue() as Promise<number>).then((epoch) => epoch - asked))
      .catch((error: unknown) => {
        console.log(`  ${url}: the SOS button never became ${early ? 'tappable' : 'hydrated'} (${String(error).split('\n')[0]}), now at ${page.url()}`);
        return Number.POSITIVE_INFINITY;
      });
  const tapReady = await readyAt(true);
  const hydrated = await readyAt(false);
  const firstData = await page
    .waitForFunction(firstDataRequest, undefined, { timeout: DATA_DEADLINE_MS, polling: 250 })
    .then((handle) => handle.jsonValue() as Promise<DataRequest>)
    .then((request) => ({ ...request, at: request.origin + request.at - asked }))
    .catch(() => null);
  // What the page noted itself (tapRecorder): the shell's button, which polling cannot see.
  const records = (JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), TAP_RECORDS_KEY)) ?? '[]') as TapRecord[]).filter((record) => record.at >= asked);
  const first = (kind: TapRecord['kind']) => records.filter((record) => record.kind === kind).sort((a, b) => a.at - b.at)[0];
  const early = first('early');
  return {
    tapReady: early ? Math.min(tapReady, early.at - asked) : tapReady,
    hydrated: first('hydrated') ? Math.min(hydrated, first('hydrated')!.at - asked) : hydrated,
    firstData,
    inShell: early?.shell ?? false,
  };
}

/**
 * Whether this build's SOS button carries data-hydrated: one unthrottled open of /sos (which also
 * warms the server's route), waiting for the button and then a few seconds for the marker.
 * Throws when the member cannot reach the button at all: a set-up error.
 */
export async function buildHasMarker(browser: Browser, url: string, options: BrowserContextOptions): Promise<boolean> {
  const context = await browser.newContext(options);
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.locator(SOS_BUTTON_SELECTOR).first().waitFor({ timeout: 30_000 });
    return await page.waitForFunction(hasMarker, SOS_BUTTON_SELECTOR, { timeout: 5_000 }).then(
      () => true,
      () => false,
    );
  } finally {
    await context.close();
  }
}

/**
 * One run: a new context (empty HTTP cache, no service worker), /sos opened cold; then, once that
 * open has loaded and the service worker is active, /sos again in the same page: warm.
 */
export async function measureSos(browser: Browser, url: string, options: BrowserContextOptions, reactProps: boolean): Promise<SosRun> {
  const { context, page } = await phonePage(browser, options);
  try {
    await context.addInitScript(RECORDER);
    await context.addInitScript(tapRecorder(reactProps));
    const cold = await open(page, url, reactProps);
    await page.waitForLoadState('load');
    const worker = (await page.evaluate(serviceWorkerActive(WORKER_DEADLINE_MS))) as string;
    const warm = await open(page, url, reactProps);
    return { cold, warm, worker };
  } finally {
    await context.close();
  }
}
