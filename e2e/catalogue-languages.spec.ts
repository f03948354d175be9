import { expect, test } from './support/test';
import { skipFirstVisitDialog } from './support/preferences';
import { serviceRest } from './support/service-rest';

/**
 * Every catalogue text a visitor reads on a Dutch or Spanish page is Dutch or Spanish (issue 44):
 * /nl and /es showed "Our core plan…" and "Everything in Personal Account". For each public page
 * that shows the catalogue, no English description or feature of an active plan, product or
 * regional service may appear on it. Names are brand names and stay English (the backend test
 * supabase/tests/data-model/catalogue-translations.test.ts lists them with the reason).
 */
type Row = { description: string | null; features: unknown };

async function englishTexts(): Promise<string[]> {
  const reads = ['subscription_plans?select=description,features&is_active=eq.true', 'products?select=description,features', 'regional_services?select=description,features&is_active=eq.true'];
  const rows = (await Promise.all(reads.map((read) => serviceRest(read) as Promise<Row[]>))).flat();
  const texts = rows.flatMap((row) => [row.description ?? '', ...(Array.isArray(row.features) ? (row.features as string[]) : [])]);
  // Short texts ("112") read the same in every language; a sentence never does.
  return [...new Set(texts.map((text) => text.trim()).filter((text) => text.length >= 12))];
}

test.beforeEach(async ({ context }) => {
  await skipFirstVisitDialog(context);
});

// One browser per language walks its three pages: after the first page the app's scripts come
// from the browser's cache. Soft checks: one page's English text hides no other page's.
for (const prefix of ['/nl', '/es']) {
  const pages = ['', '/devices/ice-sos-pendant', '/regional-center/spain'];
  test(`${pages.map((page) => `${prefix}${page || '/'}`).join(', ')} show no catalogue text in English`, async ({ page: tab }) => {
    const english = await englishTexts();
    expect(english.length).toBeGreaterThan(10);
    for (const page of pages) {
      await test.step(`${prefix}${page || '/'} shows no catalogue text in English`, async () => {
        await tab.goto(`${prefix}${page}`);
        // The text, not innerText: parts below the fold are rendered only near the screen
        // (components/layout/deferred-render.ts), and innerText leaves unrendered text out.
        const shown = (await tab.locator('main').textContent()) ?? '';
        expect.soft(english.filter((text) => shown.includes(text)), `${prefix}${page || '/'}`).toEqual([]);
      });
    }
  });
}
