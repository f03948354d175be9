import { type Browser, type BrowserContext, type Page, expect, test } from './support/test';
import { createMember, signIn, signOutThroughMenu } from './support/accounts';
import { LOCALES } from './support/locales';
import { readOfflineStore } from './support/offline-store';
import { skipFirstVisitDialog } from './support/preferences';
import { serviceRest } from './support/service-rest';

/**
 * The installable app without a network (docs/architecture.md#the-offline-app), in real Chromium:
 * our service worker (public/sw.js) answers /sos with the offline screen, a tap is queued in
 * IndexedDB, and the worker's Background Sync sends it once with the page closed. Playwright's
 * setOffline(false) does not make Chromium fire the sync, so it is fired through the DevTools
 * protocol (ServiceWorker.dispatchSyncEvent), as the browser does when the network returns.
 * Each test has its own browser context; the alarm test its own fresh member.
 */

const [en, nl] = [LOCALES[0].m, LOCALES[1].m];
const SYNC_TAG = 'ice-sos-pending-alarm';

/** Waits until our worker is active and has the offline screen of `path` stored. */
async function offlineReady(page: Page, path: string) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(async (shell) => Boolean(await caches.match(shell)), path), { timeout: 20_000 }).toBe(true);
}

async function freshContext(context: BrowserContext) {
  await skipFirstVisitDialog(context);
  // Chromium asks nothing for Background Sync, but say it plainly.
  await context.grantPermissions(['background-sync']);
}

/**
 * A fresh member with this full name, signed in on /sos in a browser of their own, once our worker
 * has stored the offline screen.
 */
async function memberOnSos(browser: Browser, tag: string, fullName: string) {
  const member = await createMember(tag);
  await serviceRest(`profiles?user_id=eq.${member.id}`, { method: 'PATCH', body: JSON.stringify({ full_name: fullName }) });
  const context = await browser.newContext();
  await freshContext(context);
  const page = await context.newPage();
  await signIn(page, member, '', '/sos');
  await expect(page.getByRole('heading', { level: 1, name: 'SOS' })).toBeVisible();
  await offlineReady(page, '/sos-offline');
  return { member, context, page };
}

const alarmsOf = async (memberId: string) =>
  (await serviceRest(`sos_events?member_id=eq.${memberId}&select=id,client_request_id`)) as { id: string; client_request_id: string }[];

// The config blocks service workers for speed; this file is about ours.
test.use({ serviceWorkers: 'allow' });

test('offline, /sos opens from the service worker; a tap is queued and sent once by Background Sync after the page closed', async ({ browser }) => {
  const { member, context, page } = await memberOnSos(browser, 'offline', 'Olga Offline');
  // The signed-in page left what the offline screen may say: the first name, no more.
  await expect.poll(() => readOfflineStore(page, 'member')).toMatchObject({ userId: member.id, firstName: 'Olga', protectedNow: false });

  await context.setOffline(true);
  await page.goto('/sos');
  await expect(page.getByText(en.OfflineSos.offline)).toBeVisible();
  await expect(page.getByRole('link', { name: en.Sos.call112 })).toHaveAttribute('href', 'tel:112');
  const summary = page.getByTestId('offline-member');
  await expect(summary).toContainText('Signed in as Olga');
  await expect(summary).toContainText(en.OfflineSos.notProtected);
  await page.screenshot({ path: test.info().outputPath('offline-sos-shell.png'), fullPage: true });

  await page.getByRole('button', { name: en.Sos.button }).click();
  const queued = page.getByTestId('offline-alarm-queued');
  await expect(queued).toContainText('even if you close this page');
  await expect(queued).toContainText('call 112 now');
  const pending = (await readOfflineStore(page, 'pending-alarm')) as { clientRequestId: string };
  expect(pending.clientRequestId).toBeTruthy();
  await page.close();

  // The network is back; a page of the site (not /sos: it would send the alarm itself) hosts the
  // DevTools session through which the sync event is fired.
  await context.setOffline(false);
  const other = await context.newPage();
  await other.goto('/privacy');
  const origin = new URL(other.url()).origin;
  const cdp = await context.newCDPSession(other);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const sync = async () => cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId: await registrationId, tag: SYNC_TAG, lastChance: false });
  await sync();

  await expect.poll(() => alarmsOf(member.id)).toHaveLength(1);
  expect((await alarmsOf(member.id))[0].client_request_id).toBe(pending.clientRequestId);
  await expect.poll(() => readOfflineStore(other, 'pending-alarm')).toBeNull();
  await expect.poll(() => readOfflineStore(other, 'sent-alarm')).toMatchObject({ clientRequestId: pending.clientRequestId });

  // Fired again (browsers may): nothing is pending, still one alarm.
  await sync();
  await other.waitForTimeout(500);
  expect(await alarmsOf(member.id)).toHaveLength(1);
  await context.close();
});

test('after sign-out, /sos offline shows nothing of the member and no SOS button', async ({ browser }) => {
  const { context, page } = await memberOnSos(browser, 'offline-out', 'Otto Signedout');
  await expect.poll(() => readOfflineStore(page, 'member')).toMatchObject({ firstName: 'Otto' });

  await signOutThroughMenu(page, en);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  expect(await readOfflineStore(page, 'member')).toBeNull();

  await context.setOffline(true);
  await page.goto('/sos');
  await expect(page.getByTestId('offline-no-member')).toContainText(en.OfflineSos.signInLater);
  await expect(page.getByRole('link', { name: en.Sos.call112 })).toBeVisible();
  await expect(page.getByRole('button', { name: en.Sos.button })).toHaveCount(0);
  await expect(page.getByTestId('offline-member')).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText('Otto');
  // Without a network nothing promises "Customer Service, Online & Ready".
  await expect(page.getByTestId('emma-launcher')).toBeHidden();
  // A signed-in page never comes back from a cache either: any page offline is the offline screen.
  await page.goto('/full-dashboard/contacts');
  await expect(page.getByTestId('offline-no-member')).toBeVisible();
  await context.close();
});

test('nl: the offline screen speaks Dutch and fits a 320 px screen', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 700 } });
  await freshContext(context);
  const page = await context.newPage();
  await page.goto('/nl/privacy');
  await offlineReady(page, '/nl/sos-offline');

  await context.setOffline(true);
  await page.goto('/nl/sos');
  await expect(page.getByText(nl.OfflineSos.offline)).toBeVisible();
  await expect(page.getByTestId('offline-no-member')).toContainText(nl.OfflineSos.noMember);
  await expect(page.getByRole('link', { name: nl.Sos.call112 })).toHaveAttribute('href', 'tel:112');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await context.close();
});

test('the homepage’s app section offers installing the web app, not store apps', async ({ page }) => {
  await skipFirstVisitDialog(page.context());
  await page.goto('/');
  const section = page.locator('#app-download');
  await expect(section.getByRole('heading', { name: en.AppDownload.title })).toBeVisible();
  // Playwright's Chromium offers no install prompt here, so the steps are shown.
  await expect(section.getByRole('heading', { name: en.AppDownload.stepsTitle })).toBeVisible();
  await expect(section.getByText(en.AppDownload.offlineBody)).toBeVisible();
  await expect(section.getByText('Coming soon')).toHaveCount(0);
  await expect(section.getByText(/App Store|Google Play/)).toHaveCount(0);
});
