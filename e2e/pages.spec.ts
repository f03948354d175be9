import { expect, test } from './support/test';
import packageJson from '../package.json';
import { contactPhrase } from '../lib/legal/texts/contact-phrase';
import { privacyEn } from '../lib/legal/texts/privacy.en';
import { privacyEs } from '../lib/legal/texts/privacy.es';
import { privacyNl } from '../lib/legal/texts/privacy.nl';
import { termsEn } from '../lib/legal/texts/terms.en';
import { termsEs } from '../lib/legal/texts/terms.es';
import { termsNl } from '../lib/legal/texts/terms.nl';
import { LOCALES } from './support/locales';
import { skipFirstVisitDialog } from './support/preferences';
import { announcePublicDataChange, serviceRest } from './support/service-rest';

test.beforeEach(async ({ context }) => skipFirstVisitDialog(context));

const product = 'ICE SOS';
const texts = {
  en: { privacy: privacyEn, terms: termsEn },
  nl: { privacy: privacyNl, terms: termsNl },
  es: { privacy: privacyEs, terms: termsEs },
} as const;
/** The pendant's 49.99 EUR as each language formats euros (docs/product.md#limits-and-constants formatting locales). */
const pendantPrice = { en: '€49.99', nl: '€ 49,99', es: '49,99 €' } as const;

/*
 * One browser per language walks its information pages: after the first page the app's scripts
 * come from the browser's cache, so each further page costs its own render only. Each former test
 * is a step; its checks are soft, so one wrong page hides no other. The videos step clicks, so it
 * comes last.
 */
for (const { locale, prefix, m } of LOCALES) {
  test(`information pages in ${locale}: legal texts, support, contact, pendant, Spain centre, family access, diagnostics, not-found and videos`, async ({ page }) => {
    await test.step('privacy and terms: full texts with the GDPR and cancellation facts', async () => {
      for (const kind of ['privacy', 'terms'] as const) {
        const document = texts[locale][kind];
        await page.goto(`${prefix}/${kind}`);
        await expect.soft(page).toHaveTitle(`${m.Seo[kind].title} | ${product}`);
        await expect.soft(page.getByRole('heading', { level: 1 })).toHaveText(document.title);
        for (const section of document.sections) {
          await expect.soft(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
        }
      }
      // Key facts, in the page's language.
      const facts = {
        en: ['30 days’ notice', 'Hardware is non-refundable', '1-year warranty'],
        nl: ['opzegtermijn van 30 dagen', 'Hardware wordt niet terugbetaald', '1 jaar garantie'],
        es: ['30 días de preaviso', 'El hardware no es reembolsable', '1 año de garantía'],
      }[locale];
      for (const fact of facts) await expect.soft(page.getByText(fact).first()).toBeVisible();
      await page.goto(`${prefix}/privacy`);
      await expect.soft(page.getByRole('heading', { level: 2, name: texts[locale].privacy.sections[3].heading })).toBeVisible();
      // No support address is configured locally: the text sends readers to the contact form.
      await expect.soft(page.getByText(contactPhrase(locale, null)).first()).toBeVisible();
    });

    await test.step('support: 112 first, e-mail support, FAQ coming soon', async () => {
      await page.goto(`${prefix}/support`);
      await expect.soft(page).toHaveTitle(`${m.Seo.support.title} | ${product}`);
      await expect.soft(page.getByRole('heading', { level: 1 })).toHaveText(m.Support.title);
      await expect.soft(page.getByRole('heading', { level: 2, name: m.Support.hotline.title })).toBeVisible();
      await expect.soft(page.getByRole('link', { name: '112', exact: true })).toHaveAttribute('href', 'tel:112');
      await expect.soft(page.getByRole('main').getByText(m.Common.emergencyNotice)).toBeVisible();
      await expect.soft(page.getByRole('main').getByText(m.Support.email.bodyForm)).toBeVisible();
      await expect.soft(page.getByRole('link', { name: m.Support.email.contactForm })).toHaveAttribute('href', `${prefix}/contact`);
      await expect.soft(page.getByText(m.Support.faq.badge, { exact: true })).toBeVisible();
    });

    await test.step('support and privacy show no invented address, empty mailto: or empty company block when nothing is configured', async () => {
      for (const path of ['/support', '/privacy']) {
        await page.goto(`${prefix}${path}`);
        const main = page.getByRole('main');
        await expect.soft(main.getByRole('heading', { level: 1 })).toBeVisible();
        await expect.soft(main).not.toContainText(/@[\w.-]*example/);
        expect.soft(await main.locator('a[href^="mailto:"]').count(), `${path}: mailto: links`).toBe(0);
        await expect.soft(main.getByRole('heading', { name: m.Company.title })).toHaveCount(0);
        await expect.soft(main.getByRole('link', { name: m.Support.email.contactForm })).toHaveAttribute('href', `${prefix}/contact`);
      }
    });

    await test.step('contact: the form and its fields', async () => {
      await page.goto(`${prefix}/contact`);
      await expect.soft(page).toHaveTitle(`${m.Seo.contact.title} | ${product}`);
      await expect.soft(page.getByRole('heading', { level: 1 })).toHaveText(m.Contact.title);
      for (const field of ['name', 'email', 'subject', 'message'] as const) {
        await expect.soft(page.getByLabel(m.Contact.fields[field], { exact: true })).toBeVisible();
      }
      await expect.soft(page.getByRole('checkbox')).not.toBeChecked();
      await expect.soft(page.getByRole('button', { name: m.Contact.send })).toBeEnabled();
    });

    await test.step('pendant: catalogue price in the chosen currency, six features, the spec facts and buttons', async () => {
      await page.goto(`${prefix}/devices/ice-sos-pendant`);
      await expect.soft(page).toHaveTitle(`${m.Seo.pendant.title} | ${product}`);
      // The catalogue's name in this language (supabase/seed.sql), the one the page's messages use.
      await expect.soft(page.getByRole('heading', { level: 1 })).toHaveText(m.Pendant.title);
      await expect.soft(page.locator('[data-price]').first()).toHaveText(pendantPrice[locale]);
      await expect.soft(page.getByRole('list', { name: m.Pendant.features }).getByRole('listitem')).toHaveCount(6);
      const specs = page.getByRole('list', { name: m.Pendant.specs });
      for (const spec of Object.values(m.Pendant.spec)) await expect.soft(specs.getByText(spec)).toBeVisible();
      await expect.soft(page.getByRole('link', { name: m.Pendant.order })).toHaveAttribute('href', `${prefix}/full-dashboard/orders`);
      await expect.soft(page.getByRole('link', { name: m.Pendant.ask })).toHaveAttribute('href', `${prefix}/contact`);
    });

    await test.step('Spain regional centre: facts of docs/product.md#limits-and-constants and buttons to SOS and support', async () => {
      await page.goto(`${prefix}/regional-center/spain`);
      await expect.soft(page).toHaveTitle(`${m.Seo.spain.title} | ${product}`);
      await expect.soft(page.getByRole('heading', { level: 1 })).toHaveText(m.RegionalCentre.title);
      const facts = page.getByRole('list', { name: m.RegionalCentre.factsTitle });
      for (const fact of Object.values(m.RegionalCentre.facts)) await expect.soft(facts.getByText(fact)).toBeVisible();
      await expect.soft(page.getByRole('link', { name: m.RegionalCentre.openSos })).toHaveAttribute('href', `${prefix}/sos`);
      await expect.soft(page.getByRole('link', { name: m.RegionalCentre.visitSupport })).toHaveAttribute('href', `${prefix}/support`);
      // The service's one name in this language: the catalogue's (supabase/seed.sql) and the messages'.
      await expect.soft(page.getByRole('heading', { level: 3, name: m.RegionalCentre.title })).toBeVisible();
      await expect.soft(page.getByRole('article').locator('[data-price]')).toHaveText({ en: '€24.99', nl: '€ 24,99', es: '24,99 €' }[locale]);
    });

    await test.step('family and carer access: each permission and how to invite', async () => {
      await page.goto(`${prefix}/family-carer-access`);
      await expect.soft(page).toHaveTitle(`${m.Seo.family.title} | ${product}`);
      await expect.soft(page.getByRole('heading', { level: 1 })).toHaveText(m.FamilyAccessPage.title);
      for (const permission of Object.values(m.FamilyAccessPage.permissions)) {
        await expect.soft(page.getByText(permission.name, { exact: true })).toBeVisible();
        await expect.soft(page.getByText(permission.body)).toBeVisible();
      }
      for (const step of Object.values(m.FamilyAccessPage.invite)) await expect.soft(page.getByText(step)).toBeVisible();
    });

    await test.step('diagnostics (/test): version, backend, realtime, Bluetooth, location, language and currency', async () => {
      await page.goto(`${prefix}/test`);
      await expect.soft(page).toHaveTitle(`${m.Seo.test.title} | ${product}`);
      await expect.soft(page.getByRole('heading', { level: 1 })).toHaveText(m.Diagnostics.title);
      const value = (check: string) => page.locator(`[data-check="${check}"] [data-value]`);
      await expect.soft(value('version')).toHaveText(packageJson.version);
      await expect.soft(value('backend')).toHaveText(m.Diagnostics.backend.up);
      await expect.soft(value('realtime')).toHaveText(m.Diagnostics.realtime.connected, { timeout: 10_000 });
      await expect.soft(value('bluetooth')).not.toHaveText(m.Diagnostics.bluetooth.checking);
      await expect.soft(value('geolocation')).toHaveText(m.Diagnostics.geolocation.prompt);
      await expect.soft(value('language')).toHaveText(m.Diagnostics.languages[locale]);
      await expect.soft(value('currency')).toHaveText('EUR');
    });

    await test.step('an unknown route is the not-found page in the visitor’s language, with status 404', async () => {
      const response = await page.goto(`${prefix}/no-such-page`);
      expect.soft(response?.status()).toBe(404);
      await expect.soft(page.getByRole('heading', { level: 1 })).toHaveText(m.NotFound.title);
      await expect.soft(page.locator('html')).toHaveAttribute('lang', locale);
    });

    await test.step('videos: the five intro videos, each playing in the dialog', async () => {
      await page.goto(`${prefix}/videos`);
      await expect.soft(page).toHaveTitle(`${m.Seo.videos.title} | ${product}`);
      await expect.soft(page.getByRole('heading', { level: 1 })).toHaveText(m.VideosPage.title);
      const list = page.getByRole('region', { name: m.VideosPage.listLabel });
      await expect.soft(list.getByRole('button')).toHaveCount(5);
      await list.getByRole('button', { name: m.Videos.items.spain, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: m.Videos.items.spain })).toBeVisible();
      await expect(dialog.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/zOgSKzktc7g/);
    });
  });
}

test('the pendant price follows the chosen currency', async ({ browser }) => {
  const context = await browser.newContext();
  await skipFirstVisitDialog(context, { currency: 'GBP' });
  const page = await context.newPage();
  await page.goto('/devices/ice-sos-pendant');
  // 49.99 EUR × 0.85 (docs/product.md#limits-and-constants rate) = 42.49 GBP.
  await expect(page.locator('[data-price]').first()).toHaveText('£42.49');
  await context.close();
});

// @exclusive: every page with the pendant or the Spain service (the homepage too) reads these rows.
test('the pendant shows a Coming Soon badge instead of buttons when its status says so', { tag: '@exclusive' }, async ({ page }) => {
  const pendant = 'products?id=eq.c0000000-0000-4000-8000-000000000001';
  await serviceRest(pendant, { method: 'PATCH', body: JSON.stringify({ status: 'coming_soon' }) });
  await announcePublicDataChange('products');
  try {
    await page.goto('/devices/ice-sos-pendant');
    // Within the rendered main: while the page streams in, a hidden copy of it also exists.
    await expect(page.getByRole('main').getByText('Coming Soon', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get the pendant' })).toHaveCount(0);
  } finally {
    await serviceRest(pendant, { method: 'PATCH', body: JSON.stringify({ status: 'active' }) });
    await announcePublicDataChange('products');
  }
});

test('the Spain page says so when no regional service can be shown', { tag: '@exclusive' }, async ({ page }) => {
  const service = 'regional_services?id=eq.d0000000-0000-4000-8000-000000000001';
  await serviceRest(service, { method: 'PATCH', body: JSON.stringify({ is_active: false }) });
  await announcePublicDataChange('regional_services');
  try {
    await page.goto('/regional-center/spain');
    // Visible only: while the page streams in, a hidden copy of it also exists (as above).
    await expect(page.getByText('No regional services available at the moment.').filter({ visible: true })).toBeVisible();
  } finally {
    await serviceRest(service, { method: 'PATCH', body: JSON.stringify({ is_active: true }) });
    await announcePublicDataChange('regional_services');
  }
});
