import { expect, test } from './support/test';
import { createMember, signIn } from './support/accounts';
import { skipFirstVisitDialog } from './support/preferences';
import { serviceRest } from './support/service-rest';
import en from '../messages/en.json';
import { WENT_LIVE_KEY } from '../lib/sos/sos-shell-go-live';

/**
 * The SOS shell in real Chromium (docs/architecture.md#the-sos-shell): once our worker is
 * installed, a full load of /sos is answered from its cache with the shell, whose button works
 * before the network has answered anything; the live /sos then takes its place. The shell's
 * script and the worker's rules are unit-tested (__tests__/sos/sos-shell.test.ts,
 * __tests__/push/service-worker.test.ts); this is the chain between them.
 */

// The config blocks service workers for speed; this file is about ours.
test.use({ serviceWorkers: 'allow' });

const alarmsOf = async (memberId: string) => (await serviceRest(`sos_events?select=id,client_request_id&member_id=eq.${memberId}`)) as { id: string; client_request_id: string }[];

test('/sos opens as the shell from the worker’s cache; a tap there raises one alarm, which the live page then follows', async ({ browser }) => {
  const member = await createMember('sos-shell');
  const context = await browser.newContext();
  await skipFirstVisitDialog(context);
  const page = await context.newPage();
  // Signed in on another page: a load of /sos once the worker is active would be the shell, which
  // asks the worker for the network for the next few seconds (its go-live window), and a goto below
  // within them would get the live page, not the shell.
  await signIn(page, member);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(async () => Boolean(await caches.match('/sos-shell/en'))), { timeout: 20_000 }).toBe(true);

  // While the shell's script loads the live page, DevTools holds every command to the page (the
  // page itself goes on working: its timers and its button), so Playwright cannot tap it then.
  // The shell waits a moment before it goes live when this tab went live from /sos a moment ago
  // (its guard against a loop): the tab says it just did, and the test taps within that moment.
  await page.evaluate((key) => sessionStorage.setItem(key, JSON.stringify({ path: '/sos', at: Date.now() })), WENT_LIVE_KEY);
  await page.goto('/sos', { waitUntil: 'commit' });
  // The shell (only it says it is opening the SOS screen), its button working.
  await expect(page.getByText(en.Sos.shellLoading)).toBeVisible();
  const button = page.getByRole('button', { name: en.Sos.button });
  await expect(button).toBeEnabled();
  await button.click();
  await expect.poll(() => alarmsOf(member.id)).toHaveLength(1);
  const alarms = await alarmsOf(member.id);

  // Once the alarm is stored the shell loads the live /sos, which follows the same alarm.
  await expect(page.getByTestId('sos-status').filter({ visible: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(en.Sos.shellLoading)).toHaveCount(0);
  expect((await alarmsOf(member.id)).map((row) => row.client_request_id)).toEqual([alarms[0].client_request_id]);
  await context.close();
});
