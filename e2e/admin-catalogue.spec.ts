import { randomUUID } from 'node:crypto';
import { type Browser, type Page, expect, test } from './support/test';
import { landingOf } from './support/landing';
import { storageStateOf } from './support/personas';
import { skipFirstVisitDialog } from './support/preferences';
import { serviceRest } from './support/service-rest';
import en from '../messages/en.json';
import nl from '../messages/nl.json';

/**
 * The catalogue editor (issue 22): an admin adds a plan (it starts hidden, so nothing half-written
 * reaches the pricing section), gives it a Dutch description, shows it, and a visitor sees the
 * Dutch text on /nl and the English one on /; hidden again, it is gone from pricing. The plan is
 * this test's own (a unique name, never "premium" nor popular, so it cannot become the core plan)
 * and is deleted afterwards: other specs count the seeded plans. A member is sent away.
 */

const m = en.AdminCatalogue;
const tag = randomUUID().slice(0, 8);
const name = `E2E Checkup ${tag}`;
const english = `Checked by the end-to-end test ${tag}.`;
const dutch = `Gecontroleerd door de end-to-end-test ${tag}.`;

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** The homepage's pricing section as a visitor without a session sees it, in a fresh browser context. */
async function visitorPricing(browser: Browser, path: '/' | '/nl') {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  await skipFirstVisitDialog(context);
  const page = await context.newPage();
  await page.goto(path);
  const pricing = page.getByRole('region', { name: path === '/nl' ? nl.Pricing.title : en.Pricing.title });
  await expect(pricing).toBeVisible();
  return { pricing, close: () => context.close() };
}

function planRow(page: Page) {
  return page.getByTestId('catalogue-plans').getByTestId('catalogue-row').filter({ hasText: name });
}

test.describe('admins', () => {
  test.use({ storageState: storageStateOf('admin') });
  test.beforeEach(async ({ context }) => {
    await skipFirstVisitDialog(context);
  });

  test.afterAll(async () => {
    // A plan without subscriptions can simply go; its audit rows stay (they hold no foreign key).
    await serviceRest(`subscription_plans?name=eq.${encodeURIComponent(name)}`, { method: 'DELETE' });
  });

  test('translates a plan’s description into Dutch, shown on /nl; hidden, it leaves pricing', async ({ page, browser }) => {
    // Add it: a new plan starts hidden.
    await page.goto('/admin-dashboard/catalogue');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.title);
    await page.getByRole('link', { name: m.add.plans }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.form.newTitle.plans);
    await expect(page.getByLabel(m.form.active)).not.toBeChecked();
    await page.getByLabel(m.form.name, { exact: true }).fill(name);
    await page.getByLabel(m.form.description, { exact: true }).fill(english);
    await page.getByLabel(m.form.price, { exact: true }).fill('3.33');
    await page.getByRole('button', { name: m.form.save }).click();
    await expect(page).toHaveURL('/admin-dashboard/catalogue?saved=plans');
    await expect(page.getByTestId('catalogue-saved')).toHaveText(m.saved.plans);
    await expect(planRow(page)).toContainText(m.state.hidden);

    let visitor = await visitorPricing(browser, '/');
    await expect(visitor.pricing).not.toContainText(name);
    await visitor.close();

    // The Dutch description, and nothing else in Dutch: the name falls back to English.
    await page.getByRole('link', { name: fill(m.actions.edit, { name }) }).click();
    const dutchFields = page.getByRole('group', { name: m.form.languageTitle.nl });
    await expect(dutchFields).toContainText(m.form.fallbackHint);
    await dutchFields.getByLabel(fill(m.form.translatedDescription, { language: m.form.language.nl })).fill(dutch);
    await page.getByRole('button', { name: m.form.save }).click();
    await expect(page.getByTestId('catalogue-saved')).toHaveText(m.saved.plans);

    // Shown: at once on the public pages, Dutch on /nl, English on /.
    await planRow(page).getByRole('button', { name: fill(m.actions.show, { name }) }).click();
    await expect(page.getByRole('status').filter({ hasText: fill(m.actions.shown, { name }) })).toBeVisible();
    await expect(planRow(page)).toContainText(m.state.shown);

    visitor = await visitorPricing(browser, '/nl');
    await expect(visitor.pricing.getByText(name)).toBeVisible();
    await expect(visitor.pricing.getByText(dutch)).toBeVisible();
    await expect(visitor.pricing).not.toContainText(english);
    await visitor.close();

    visitor = await visitorPricing(browser, '/');
    await expect(visitor.pricing.getByText(english)).toBeVisible();
    await expect(visitor.pricing).not.toContainText(dutch);
    await visitor.close();

    // Hidden again: gone from pricing on the next load, in both languages.
    await planRow(page).getByRole('button', { name: fill(m.actions.hide, { name }) }).click();
    await expect(page.getByRole('status').filter({ hasText: fill(m.actions.hidden, { name }) })).toBeVisible();
    await expect(planRow(page)).toContainText(m.state.hidden);
    for (const path of ['/', '/nl'] as const) {
      visitor = await visitorPricing(browser, path);
      await expect(visitor.pricing).not.toContainText(name);
      await visitor.close();
    }

    // Each step is in the audit log with this admin as actor (the triggers of the admin's own session).
    const [plan] = (await serviceRest(`subscription_plans?select=id&name=eq.${encodeURIComponent(name)}`)) as { id: string }[];
    const audit = (await serviceRest(`admin_audit?select=action,actor_id&entity_id=eq.${plan.id}&order=id`)) as { action: string; actor_id: string | null }[];
    expect(audit.map((row) => row.action)).toEqual(['catalogue.create', 'catalogue.update', 'catalogue.update', 'catalogue.update']);
    expect(audit.every((row) => row.actor_id !== null)).toBe(true);
  });

  // One browser for the editor's navigation and its not-found pages.
  test('the catalogue sits in the admin navigation, marked as the current page; an unknown kind or item is "not found", not an error', async ({ page }) => {
    await test.step('the catalogue sits in the admin navigation, marked as the current page', async () => {
      await page.goto('/admin-dashboard');
      const nav = page.getByRole('navigation', { name: en.AdminShell.nav.label });
      await nav.getByRole('link', { name: en.AdminShell.nav.catalogue }).click();
      await expect(page).toHaveURL('/admin-dashboard/catalogue');
      await expect.soft(nav.getByRole('link', { name: en.AdminShell.nav.catalogue })).toHaveAttribute('aria-current', 'page');
    });

    await test.step('an unknown kind or item is "not found", not an error', async () => {
      for (const path of ['/admin-dashboard/catalogue/members/new', '/admin-dashboard/catalogue/plans/not-a-uuid', `/admin-dashboard/catalogue/plans/${randomUUID()}`]) {
        const response = await page.goto(path);
        expect.soft(response?.status(), path).toBeLessThan(500);
        await expect.soft(page.getByRole('heading', { level: 1, name: en.NotFound.title })).toBeVisible();
      }
    });
  });
});

test.describe('members', () => {
  test.use({ storageState: storageStateOf('member') });

  // The proxy's guard answers with a redirect before any page renders: a plain request proves it.
  test('are sent from the catalogue editor to their own dashboard', async ({ request }) => {
    expect(await landingOf(request, '/admin-dashboard/catalogue/plans/new')).toBe('/member-dashboard');
  });
});
