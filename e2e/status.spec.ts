import { expect, test } from './support/test';
import { statuspageSummarySchema } from '../lib/status/statuspage';
import { STATUS_CHANNELS, STATUS_COMPONENTS } from '../lib/status/summary';
import { seriousViolations } from './support/axe';
import { footer } from './support/home';
import { sidewaysScroll } from './support/layout';
import { LOCALES } from './support/locales';
import { skipFirstVisitDialog } from './support/preferences';

/*
 * The public status page and its JSON twin (docs/product.md#status-page). The e2e stack runs the
 * dispatcher with the synthetic alarm switched off (STATUS_PROBE_INTERVAL_MS=0), and other specs
 * raise alarms and open incidents at the same time, so the figures here are whatever they are:
 * these tests check the page's structure and words in each language, never its numbers.
 */

test.beforeEach(async ({ context }) => skipFirstVisitDialog(context));

const PHONE = { width: 360, height: 740 };

for (const { locale, prefix, m } of LOCALES) {
  const s = m.StatusPage;

  test(`/status in ${locale}: the headline, every component with its status in words, the figures and the method, without sideways scroll at 360 px`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`${prefix}/status`);

    await test.step('the heading, the title and a headline in words', async () => {
      await expect(page).toHaveTitle(`${m.Seo.status.title} | ICE SOS`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.title);
      // Whatever the other tests' alarms and incidents make of it, the headline is one of these, in words.
      // React's hidden copy of a streamed section can be in the DOM for a moment: the visible one.
      const banner = page.locator('[data-headline]').filter({ visible: true });
      await expect(banner).toContainText(new RegExp(`^(${Object.values(s.headline).map(escape).join('|')})`));
      await expect.soft(banner).toContainText(new RegExp(`${escape(s.updated.replace('<time></time>', ''))}.+UTC`));
    });

    await test.step('the six components, each with a status in words', async () => {
      const list = page.getByRole('list', { name: s.components.title });
      const items = list.getByRole('listitem');
      await expect(items).toHaveCount(STATUS_COMPONENTS.length);
      const words = new RegExp(`(${Object.values(s.statuses).map(escape).join('|')})`);
      for (const [index, id] of STATUS_COMPONENTS.entries()) {
        await expect.soft(items.nth(index).getByText(s.componentNames[id], { exact: true })).toBeVisible();
        await expect.soft(items.nth(index)).toContainText(words);
      }
    });

    await test.step('every section, the delivery tables and the 90-day bars', async () => {
      for (const title of [s.components.title, s.incidents.title, s.delivery.title, s.realAlarms.title, s.callCentre.title, s.history.title, s.method.title]) {
        await expect.soft(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
      }
      const delivery = page.getByRole('region', { name: s.delivery.title, exact: true });
      for (const channel of STATUS_CHANNELS) {
        const table = delivery.getByRole('table', { name: s.delivery.channels[channel], exact: true });
        const { figure, ...figures } = s.delivery.figures;
        await expect.soft(table.getByRole('columnheader')).toHaveText([figure, ...Object.values(s.delivery.windows)]);
        await expect.soft(table.getByRole('rowheader')).toHaveText(Object.values(figures));
      }
      const history = page.getByRole('region', { name: s.history.title, exact: true });
      for (const id of STATUS_COMPONENTS) {
        const bars = history.getByRole('list', { name: s.history.listLabel.replace('{component}', s.componentNames[id]), exact: true });
        await expect.soft(bars.getByRole('listitem')).toHaveCount(90);
      }
      await expect.soft(page.getByRole('region', { name: s.method.title, exact: true }).getByRole('link', { name: '/api/status' })).toHaveAttribute('href', '/api/status');
    });

    await test.step('nothing scrolls the page sideways on a 360 px phone', async () => {
      await page.evaluate(() => document.fonts.ready);
      expect(await sidewaysScroll(page), `${prefix}/status at 360 px scrolls sideways`).toBeLessThanOrEqual(0);
    });
  });

  test(`the footer links to /status in ${locale}`, async ({ page }) => {
    await page.goto(`${prefix}/support`);
    const link = footer(page).getByRole('link', { name: m.Footer.status, exact: true });
    await expect(link).toHaveAttribute('href', `${prefix}/status`);
    await link.click();
    await expect(page).toHaveURL(`${prefix}/status`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.title);
  });
}

test('/status has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/status');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('/api/status answers Statuspage summary.json, readable from any site for a minute', async ({ request }) => {
  const response = await request.get('/api/status');
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['content-type']).toMatch(/^application\/json/);
  expect(headers['access-control-allow-origin']).toBe('*');
  expect(headers['cache-control']).toBe('public, max-age=60');
  // parse throws with the list of what does not fit the shape.
  const json = statuspageSummarySchema.parse(await response.json());
  expect(json.page).toMatchObject({ name: 'ICE SOS', time_zone: 'Etc/UTC' });
  expect(new URL(json.page.url).pathname).toBe('/status');
  // Only measured components are listed, and only unresolved incidents.
  for (const component of json.components) expect(STATUS_COMPONENTS).toContain(component.id);
  for (const incident of json.incidents) expect(incident.status).not.toBe('resolved');
});

/** A message as a literal piece of a regular expression. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
