import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';

/**
 * The cheap phone of issue 48 ("Why"): the profile every figure of `npm run bench:phone` is taken
 * in. A 390 × 844 touch screen at 3 device pixels per CSS pixel, the CPU slowed 4×, and
 * Lighthouse's slow 4G.
 */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;
export const PHONE_CONTEXT: BrowserContextOptions = {
  viewport: PHONE_VIEWPORT,
  screen: PHONE_VIEWPORT,
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  // Service workers on (Playwright's default, said out loud): the warm figure is about ours.
  serviceWorkers: 'allow',
};

/** Lighthouse's mobile CPU slowdown (mobileSlow4G.cpuSlowdownMultiplier). */
export const CPU_SLOWDOWN = 4;

/**
 * Lighthouse's slow 4G, the constants its mobile run is scored with
 * (`mobileSlow4G` in lighthouse 12's lantern simulation constants,
 * node_modules/@paulirish/trace_engine/models/trace/lantern/simulation/Constants.js):
 * rttMs 150, throughputKbps 1.6 × 1024, and the 750 kbps upload its upload figure is scaled from.
 * Lighthouse counts a kbps as 1024 bits/s and hands DevTools bytes per second (kbps × 1024 / 8),
 * as here. Its own DevTools-throttling mode stretches these (latency × 3.75, throughput × 0.9) to
 * approximate connection set-up; the issue's profile uses the plain constants, and so do we.
 */
export const SLOW_4G = {
  rttMs: 150,
  downloadKbps: 1.6 * 1024,
  uploadKbps: 750,
} as const;

/** The arguments of CDP's Network.emulateNetworkConditions for SLOW_4G. */
export function slow4gConditions() {
  return {
    offline: false,
    latency: SLOW_4G.rttMs,
    downloadThroughput: (SLOW_4G.downloadKbps * 1024) / 8,
    uploadThroughput: (SLOW_4G.uploadKbps * 1024) / 8,
  };
}

/**
 * Slows this page's CPU and network through the DevTools protocol. Per page (target): a service
 * worker is a target of its own and fetches unthrottled, which only flatters the warm figure's
 * worker-served files, never the page's own requests.
 */
export async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', slow4gConditions());
}

/** A fresh context (empty HTTP cache, no service worker) with the phone's screen, and a throttled page in it. */
export async function phonePage(browser: Browser, options: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...PHONE_CONTEXT, ...options });
  const page = await context.newPage();
  await throttle(context, page);
  return { context, page };
}
