import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from './support/test';
import { LOCALES } from './support/locales';
import { storageStateOf } from './support/personas';

/**
 * Alerts with the site closed (docs/architecture.md#sos-delivery), in real Chromium: the switch on
 * the family member's dashboard, and our service worker (public/sw.js) receiving a push. This
 * machine has no push service, so the push is handed to the worker through the DevTools protocol
 * (ServiceWorker.deliverPushMessage), exactly as the browser hands it over after decrypting it;
 * encryption and the push service's side are covered by the unit and backend tests.
 */

// The config blocks service workers for speed; these tests are about ours.
test.use({ serviceWorkers: 'allow' });

test.describe('the family member’s dashboard', () => {
  test.use({ storageState: storageStateOf('family') });

  for (const { locale, prefix, m } of LOCALES) {
    test(`${locale}: offers alerts on this device with a labelled switch that says where it stands`, async ({ page, context }) => {
      await context.grantPermissions(['notifications']);
      await page.goto(`${prefix}/member-dashboard`);
      const card = page.getByRole('region', { name: m.Push.card.title });
      await expect(card).toBeVisible();
      await expect(card.getByText(m.Push.card.state.off)).toBeVisible();
      const toggle = card.getByRole('switch', { name: m.Push.card.switchLabel });
      await expect(toggle).toBeEnabled();
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      await toggle.focus();
      await expect(toggle).toBeFocused();
    });
  }

  test('fits a 360 px wide screen and passes the accessibility scan', async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/es/member-dashboard');
    const card = page.getByTestId('push-alerts');
    await expect(card.getByText(LOCALES[2].m.Push.card.state.off)).toBeVisible();
    // The card itself stays inside the screen, with nothing inside it wider than the card.
    const box = await card.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    expect(await card.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const results = await new AxeBuilder({ page })
      .include('[data-testid="push-alerts"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

test.describe('a member who receives nobody’s alerts', () => {
  test.use({ storageState: storageStateOf('member') });

  test('is not offered the switch', async ({ page }) => {
    await page.goto('/member-dashboard');
    await expect(page.getByTestId('protection-status')).toBeVisible();
    await expect(page.getByTestId('push-alerts')).toHaveCount(0);
  });
});

/**
 * Registers /sw.js, waits until it controls the page, and answers a way to push to it through
 * DevTools (the registration id comes from ServiceWorker.workerRegistrationUpdated).
 */
async function activeWorker(page: Page, context: BrowserContext) {
  const cdp = await context.newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    await navigator.serviceWorker.ready;
    // The worker claims open pages when it activates, so a tap can steer this one.
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
  const id = await registrationId;
  return { origin, push: (data: string) => cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data }) };
}

type Shown = { title: string; body: string; tag: string; data: { url?: string; eventId?: string } | null };

/** The notifications our worker shows right now, read from the page. */
const shown = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const list = await registration.getNotifications();
    return list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as Shown['data'] }));
  });

test.describe('our service worker', () => {
  test.use({ storageState: storageStateOf('family') });

  test('shows a pushed SOS alert with its title, tag and link, and a tap takes the open window to the alarm', async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    await page.goto('/nl/member-dashboard');
    const { origin, push } = await activeWorker(page, context);
    const eventId = randomUUID();
    const payload = {
      title: 'SOS van Rosa',
      body: 'Rosa heeft een SOS-alarm geslagen en heeft mogelijk hulp nodig. Open ICE SOS om te reageren.',
      eventId,
      url: `/nl/member-dashboard?alert=${eventId}`,
      tag: `sos-${eventId}`,
    };
    await push(JSON.stringify(payload));

    await expect.poll(() => shown(page)).toContainEqual({
      title: payload.title,
      body: payload.body,
      tag: payload.tag,
      data: { url: `${origin}${payload.url}`, eventId },
    });

    // The same alarm again replaces its notification instead of stacking a second one.
    await push(JSON.stringify(payload));
    await expect.poll(async () => (await shown(page)).filter((n) => n.tag === payload.tag)).toHaveLength(1);

    // A tap: the worker's notificationclick handler, given the real notification. This page is ours
    // and controlled by the worker, so it is taken to the alarm. (A synthetic event may not raise a
    // window or keep the worker alive; the unit test of public/sw.js covers focus, close and openWindow.)
    const worker = context.serviceWorkers().find((w) => w.url() === `${origin}/sw.js`) ?? (await context.waitForEvent('serviceworker'));
    await worker.evaluate(async (tag) => {
      // The worker's globals (the test's TypeScript knows only the window's).
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
        dispatchEvent(event: Event): boolean;
      };
      const [notification] = await scope.registration.getNotifications({ tag });
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    }, payload.tag);
    await expect(page).toHaveURL(`${origin}${payload.url}`);
  });

  test('still shows an alert for a payload it cannot read, leading to the dashboard', async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    await page.goto('/member-dashboard');
    const { origin, push } = await activeWorker(page, context);
    await push('not json');
    await expect.poll(() => shown(page)).toContainEqual({ title: 'ICE SOS', body: '', tag: 'ice-sos-alert', data: { url: `${origin}/member-dashboard`, eventId: null } });
  });
});
