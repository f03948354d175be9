import type { Browser, BrowserContext, Route } from '@playwright/test';
import { expect, test } from './support/test';
import { createMember, signIn } from './support/accounts';
import { appUrl } from './support/env';
import { serviceRest } from './support/service-rest';
import en from '../messages/en.json';
import { firstLoadJs, kB } from '../scripts/support/first-load-js';
import { type DataRequest, firstDataRequest, RECORDER, SOS_BUTTON_SELECTOR, tapReadyAt } from '../scripts/bench-phone/in-page';
import { phonePage } from '../scripts/bench-phone/profile';

/**
 * /sos on a cheap phone makes the SOS button work first (docs/architecture.md#the-sos-page-loads-the-button-first):
 * a tap before the page's code arrives, an order and a size, never a time (`npm run bench:phone`
 * prints the times). Each test opens /sos as a fresh member, signed in through the real form, so
 * no other test's alarm is open on it.
 */

/**
 * What /sos's HTML loads before the button works (gzip): about 129 kB of framework (React DOM,
 * Next's router and runtime) and the app's shell, providers and the button's island. The status
 * panel, the test receipt, the grace form and supabase-js are fetched after it and are not in it.
 */
const SOS_ISLAND_BUDGET = 260 * 1024;

async function signedInCookies(browser: Browser): Promise<{ memberId: string; cookieHeader: string; storageState: Awaited<ReturnType<BrowserContext['storageState']>> }> {
  const context = await browser.newContext({ baseURL: appUrl });
  try {
    const page = await context.newPage();
    const member = await createMember('sos-first');
    await signIn(page, member);
    const storageState = await context.storageState();
    const cookieHeader = storageState.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    return { memberId: member.id, cookieHeader, storageState };
  } finally {
    await context.close();
  }
}

const alarmsOf = async (memberId: string) => (await serviceRest(`sos_events?select=id,client_request_id,source&member_id=eq.${memberId}`)) as { id: string; client_request_id: string; source: string }[];

test('a tap before the page’s code has arrived raises the alarm, and the page takes it over once it has: one alarm', async ({ browser }) => {
  const { memberId, storageState } = await signedInCookies(browser);
  const context = await browser.newContext({ baseURL: appUrl, storageState });
  const page = await context.newPage();
  // The page's scripts are held back: what the member has is the server's HTML (and its styles).
  const held: Route[] = [];
  let released = false;
  await page.route(/\/_next\/static\/chunks\/.+\.js/, (route) => (released ? route.continue() : void held.push(route)));
  await page.goto('/sos', { waitUntil: 'commit' });
  const button = page.getByRole('button', { name: en.Sos.button });
  await expect(button).toBeEnabled();
  await expect(button).not.toHaveAttribute('data-hydrated');
  await button.click();
  await expect(page.getByRole('status').filter({ hasText: en.Sos.raised })).toBeVisible();
  const [alarm] = await alarmsOf(memberId);
  expect(alarm?.source).toBe('app');

  // The code arrives: React hydrates, adopts the same alarm (the same client request id) and follows it.
  released = true;
  for (const route of held) await route.continue();
  await expect(page.getByTestId('sos-status')).toBeVisible();
  await expect(page.locator('#sos-early-tap-status')).toHaveCount(0);
  expect((await alarmsOf(memberId)).map((row) => row.client_request_id)).toEqual([alarm.client_request_id]);
});

test('on a cheap phone, React hydrates the SOS button before any of the page’s data requests has completed', async ({ browser }) => {
  const { storageState } = await signedInCookies(browser);
  // The bench's phone: 4× slower CPU and slow 4G, through the DevTools protocol; no service worker (a cold open).
  const { context, page } = await phonePage(browser, { baseURL: appUrl, storageState, serviceWorkers: 'block' });
  await context.addInitScript(RECORDER);
  await page.goto('/sos', { waitUntil: 'commit' });
  const tapReady = (await (await page.waitForFunction(tapReadyAt, { selector: SOS_BUTTON_SELECTOR, reactProps: false }, { polling: 'raf', timeout: 60_000 })).jsonValue()) as number;
  const firstData = (await page.evaluate(firstDataRequest)) as DataRequest | false;
  // Something completed before React had the button: it shared the phone's network and CPU with the button's code.
  expect(firstData && firstData.at < tapReady ? `${firstData.kind} ${firstData.name} at ${Math.round(firstData.at)} ms` : null, `hydrated at ${Math.round(tapReady)} ms`).toBeNull();
  // And the page's data does arrive once it works: the wait held it back, it did not drop it.
  await expect.poll(async () => Boolean(await page.evaluate(firstDataRequest)), { timeout: 30_000 }).toBe(true);
});

test(`what /sos loads before its SOS button works stays within ${kB(SOS_ISLAND_BUDGET)} gzip`, async ({ browser }) => {
  const { cookieHeader } = await signedInCookies(browser);
  const withSession: typeof fetch = (input, init) => fetch(input, { ...init, headers: { cookie: cookieHeader } });
  // Measured on /sos itself, not on the sign-in page a lost session would be sent to.
  const page = await withSession(`${appUrl}/sos`, { redirect: 'manual' });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('sos-button-help');
  const js = await firstLoadJs(`${appUrl}/sos`, withSession);
  expect(js.chunks.length).toBeGreaterThan(0);
  const biggest = [...js.chunks].sort((a, b) => b.gzip - a.gzip).slice(0, 5);
  expect(js.gzip, `${kB(js.gzip)} in ${js.chunks.length} scripts; biggest: ${biggest.map((c) => `${c.src} ${kB(c.gzip)}`).join(', ')}`).toBeLessThanOrEqual(SOS_ISLAND_BUDGET);
});
