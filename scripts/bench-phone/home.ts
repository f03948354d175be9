import type { Browser } from '@playwright/test';
import { RECORDER, type Vitals, vitalsAfterLoad } from './in-page';
import { phonePage } from './profile';
import { largestContentfulPaint, totalBlockingTime } from './stats';

/** Issue 48 observes the main thread for 5 s after the load event. */
export const AFTER_LOAD_MS = 5_000;

export type HomeRun = { tbt: number; lcp: number };

/**
 * One cold, anonymous visit (a new context: empty cache, no service worker, no stored
 * preferences, so the first-visit dialog shows as it does for a real first visitor): loaded,
 * watched for 5 s, then total blocking time and LCP from the page's own observers.
 */
export async function measureHome(browser: Browser, url: string): Promise<HomeRun> {
  const { context, page } = await phonePage(browser, {});
  try {
    await context.addInitScript(RECORDER);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    const vitals = (await page.evaluate(vitalsAfterLoad(AFTER_LOAD_MS))) as Vitals;
    return { tbt: totalBlockingTime(vitals.longTasks, vitals.loadEventEnd + AFTER_LOAD_MS), lcp: largestContentfulPaint(vitals.lcp) };
  } finally {
    await context.close();
  }
}
