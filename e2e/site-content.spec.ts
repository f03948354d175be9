import { randomUUID } from 'node:crypto';
import { type Browser, type Page, expect, test } from './support/test';
import { storageStateOf } from './support/personas';
import { skipFirstVisitDialog } from './support/preferences';
import { announcePublicDataChange, serviceRest } from './support/service-rest';
import en from '../messages/en.json';

/**
 * The site-content editor (issue 22): an admin edits the homepage phone's tagline and SOS colour
 * and a visitor's open homepage follows without a reload; a second admin saving from an older
 * version is refused with who and when, merges and saves; an older version is compared and
 * restored; a Dutch tagline shows on /nl only.
 *
 * @exclusive and serial: every test saves the one homepage_app_preview row that all homepage tests
 * read (e2e/home-realtime.spec.ts too), so they run alone, one after the other, each with its own
 * texts, and the stored value is put back afterwards.
 */

const m = en.AdminContent;
const EDITOR = '/admin-dashboard/content';
const KEY = 'homepage_app_preview';
const ADMIN_NAME = 'Alex Morgan'; // supabase/seed.sql

type Stored = { tagline: string; appName: string; voiceLabel: string; sosColor: string; translations?: { nl?: { tagline?: string } } };

async function storedValue(): Promise<Stored> {
  const rows = (await serviceRest(`site_content?select=value&key=eq.${KEY}`)) as { value: Stored }[];
  return rows[0].value;
}

async function storedVersion(): Promise<number> {
  const rows = (await serviceRest(`site_content?select=version&key=eq.${KEY}`)) as { version: number }[];
  return rows[0].version;
}

let original: Stored | null = null;

test.describe('site content editor', { tag: '@exclusive' }, () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  test.use({ storageState: storageStateOf('admin') });

  test.beforeAll(async () => {
    const rows = (await serviceRest(`site_content?select=value&key=eq.${KEY}`)) as { value: Stored }[];
    original = rows[0]?.value ?? null;
  });
  test.afterAll(async () => {
    // The service role's write is not version-checked (only admins' are); the trigger records it as a version.
    if (original) await serviceRest(`site_content?key=eq.${KEY}`, { method: 'PATCH', body: JSON.stringify({ value: original }) });
    else await serviceRest(`site_content?key=eq.${KEY}`, { method: 'DELETE' });
    await announcePublicDataChange('site_content');
  });
  test.beforeEach(async ({ context }) => {
    await skipFirstVisitDialog(context);
  });

  // Visible only: while a page streams in, Next keeps a hidden copy of it (two phones for a moment).
  const preview = (page: Page) => page.getByTestId('app-preview-tagline').filter({ visible: true });
  const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
  const saveState = (page: Page) => page.getByTestId('content-save-state');

  async function openEditor(page: Page) {
    await page.goto(EDITOR);
    await expect(page.getByRole('heading', { level: 1, name: m.title })).toBeVisible();
  }

  /** Types the tagline until the live preview shows it: typing before hydration would be lost. */
  async function setTagline(page: Page, text: string) {
    await expect(async () => {
      await field(page, m.fields.tagline).fill(text);
      await expect(preview(page)).toHaveText(text, { timeout: 1_000 });
    }).toPass();
  }

  async function save(page: Page) {
    await page.getByRole('button', { name: m.save.button, exact: true }).click();
    await expect(saveState(page)).toHaveText(m.save.saved);
  }

  /** A visitor's homepage, signed out, in a browser context of its own. */
  async function visitorHome(browser: Browser, path = '/') {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    await skipFirstVisitDialog(context);
    const page = await context.newPage();
    await page.goto(path);
    await expect(preview(page)).toBeVisible();
    // The phone goes live once it has been on screen (components/home/app-preview-phone.tsx).
    await preview(page).scrollIntoViewIfNeeded();
    return { context, page };
  }

  test('an admin saves a new tagline and SOS colour; an open homepage shows both without a reload', async ({ page, browser }) => {
    const tagline = `Help in one tap ${randomUUID().slice(0, 8)}`;
    const home = await visitorHome(browser);
    // The homepage subscribes once the phone is seen; give the channel a moment to join (as home-realtime does).
    await home.page.waitForTimeout(1_500);

    await openEditor(page);
    await setTagline(page, tagline);
    await page.getByRole('group', { name: m.fields.sosColor }).getByLabel(m.colour.hex).fill('#1d4ed8');
    await expect(saveState(page)).toHaveText(m.save.unsaved);
    await save(page);

    await expect(preview(home.page)).toHaveText(tagline);
    const sosButton = home.page.getByTestId('app-preview-sos').filter({ visible: true });
    await expect(sosButton).toHaveCSS('background-color', 'rgb(29, 78, 216)');
    const stored = await storedValue();
    expect(stored.tagline).toBe(tagline);
    expect(stored.sosColor).toBe('#1d4ed8');
    await home.context.close();
  });

  test('a second admin saving from an older version is refused, sees who and when, merges and saves', async ({ page, browser }) => {
    const tag = randomUUID().slice(0, 8);
    const secondContext = await browser.newContext({ storageState: storageStateOf('admin') });
    await skipFirstVisitDialog(secondContext);
    const second = await secondContext.newPage();
    await openEditor(page);
    await openEditor(second);

    // The first admin changes the tagline and the app name, and saves.
    await setTagline(page, `First ${tag}`);
    await field(page, m.fields.appName).fill(`App ${tag}`);
    await save(page);

    // The second, still on the older version, changes the tagline and the voice label.
    await setTagline(second, `Second ${tag}`);
    await field(second, m.fields.voiceLabel).fill(`Voice ${tag}`);
    await second.getByRole('button', { name: m.save.button, exact: true }).click();

    const panel = second.getByTestId('content-conflict');
    await expect(panel.getByRole('heading', { name: m.conflict.title })).toBeFocused();
    await expect(panel.getByTestId('content-conflict-by')).toContainText(`Changed by ${ADMIN_NAME} at`);
    await expect(panel.getByTestId('content-conflict-by').locator('time')).toBeVisible();
    // Only the tagline was changed by both; the app name (theirs) and the voice label (mine) merge by themselves.
    await expect(panel.getByTestId('content-conflict-field')).toHaveCount(1);
    const taglineChoice = panel.getByRole('group', { name: m.fields.tagline });
    await expect(taglineChoice.getByRole('radio', { name: m.conflict.useTheirs.replace('{value}', `First ${tag}`) })).toBeVisible();
    await taglineChoice.getByRole('radio', { name: m.conflict.keepMine.replace('{value}', `Second ${tag}`) }).check();
    await panel.getByRole('button', { name: m.conflict.saveMerged }).click();

    await expect(saveState(second)).toHaveText(m.save.saved);
    await expect(panel).toHaveCount(0);
    await expect(field(second, m.fields.appName)).toHaveValue(`App ${tag}`);
    const stored = await storedValue();
    expect(stored).toMatchObject({ tagline: `Second ${tag}`, appName: `App ${tag}`, voiceLabel: `Voice ${tag}` });

    // The first admin, reloading, sees the merged content.
    await openEditor(page);
    await expect(field(page, m.fields.tagline)).toHaveValue(`Second ${tag}`);
    await expect(field(page, m.fields.voiceLabel)).toHaveValue(`Voice ${tag}`);
    await secondContext.close();
  });

  test('an older version is compared with the form and restored', async ({ page }) => {
    const tag = randomUUID().slice(0, 8);
    const versions = page.getByTestId('content-version');
    await openEditor(page);
    await setTagline(page, `Before ${tag}`);
    await save(page);
    const before = await storedVersion();

    await setTagline(page, `After ${tag}`);
    await save(page);
    // The list is read again after the save: the new version is on top, marked as shown now.
    await expect(versions.first()).toHaveAttribute('data-version', String(before + 1));
    await expect(versions.first()).toContainText(m.versions.current);

    const row = page.locator(`[data-testid="content-version"][data-version="${before}"]`);
    await row.getByRole('button', { name: new RegExp(`^${m.versions.compare}`) }).click();
    const diff = page.getByTestId('content-diff');
    await expect(diff.getByTestId('content-diff-row').filter({ hasText: m.fields.tagline })).toContainText(`Before ${tag}`);
    await expect(diff.getByTestId('content-diff-row').filter({ hasText: m.fields.tagline })).toContainText(`After ${tag}`);

    await row.getByRole('button', { name: new RegExp(`^${m.versions.restore}`) }).click();
    const dialog = page.getByRole('dialog', { name: m.versions.restoreTitle.replace('{version}', String(before)) });
    await expect(dialog.getByRole('button', { name: m.versions.keep })).toBeFocused();
    await dialog.getByRole('button', { name: m.versions.restore, exact: true }).click();
    await expect(dialog).toHaveCount(0);

    await expect(field(page, m.fields.tagline)).toHaveValue(`Before ${tag}`);
    await expect(preview(page)).toHaveText(`Before ${tag}`);
    await expect(page.getByText(new RegExp(`^Version ${before} is back, saved as version \\d+\\.$`))).toBeVisible();
    expect((await storedValue()).tagline).toBe(`Before ${tag}`);
    await page.reload();
    await expect(field(page, m.fields.tagline)).toHaveValue(`Before ${tag}`);
  });

  test('a Dutch tagline shows on the Dutch homepage, and English stays on the English one', async ({ page, browser }) => {
    const tag = randomUUID().slice(0, 8);
    await openEditor(page);
    await setTagline(page, `Help in one tap ${tag}`);
    await page.getByRole('radio', { name: m.language.nl }).check();
    const dutch = field(page, m.fields.tagline);
    // Emptied, the Dutch field falls back to the English text, its placeholder.
    await dutch.fill('');
    await expect(dutch).toHaveAttribute('placeholder', `Help in one tap ${tag}`);
    await expect(preview(page)).toHaveText(`Help in one tap ${tag}`);
    await dutch.fill(`Eén tik voor hulp ${tag}`);
    await expect(preview(page)).toHaveText(`Eén tik voor hulp ${tag}`);
    await save(page);
    expect((await storedValue()).translations?.nl?.tagline).toBe(`Eén tik voor hulp ${tag}`);

    const dutchHome = await visitorHome(browser, '/nl');
    await expect(preview(dutchHome.page)).toHaveText(`Eén tik voor hulp ${tag}`);
    await dutchHome.context.close();
    // A context of its own: having seen /nl, a browser may be sent back there by its locale cookie.
    const englishHome = await visitorHome(browser, '/');
    await expect(preview(englishHome.page)).toHaveText(`Help in one tap ${tag}`);
    await englishHome.context.close();
  });
});
