import { expect, test } from './support/test';
import { footer, header } from './support/home';
import { skipFirstVisitDialog } from './support/preferences';

test.beforeEach(async ({ context }) => skipFirstVisitDialog(context));

const prefixOf = { en: '', nl: '/nl', es: '/es' } as const;

/*
 * Every link check of the three homepages in one browser: after the first page the app's scripts
 * come from the browser's cache. Each page is opened once and all its checks are steps on it,
 * soft, so one wrong link hides no other. English first: a Dutch or Spanish page sets the
 * NEXT_LOCALE cookie, which would send / on to that language.
 */
test('the homepage links in en, nl and es: nav bar, hero, pricing, family and footer (docs/product.md#routes-and-screens)', async ({ page }) => {
  for (const locale of ['en', 'nl', 'es'] as const) {
    const prefix = prefixOf[locale];
    await page.goto(prefix || '/');

    await test.step(`nav bar links in ${locale} (docs/product.md#routes-and-screens)`, async () => {
      const bar = header(page);
      await expect.soft(bar.getByRole('link', { name: /ICE SOS/ })).toHaveAttribute('href', prefix || '/');
      const contact = { en: 'Contact Us', nl: 'Contact', es: 'Contacto' }[locale];
      await expect.soft(bar.getByRole('link', { name: contact, exact: true })).toHaveAttribute('href', `${prefix}/contact`);
      const signIn = { en: 'Sign in', nl: 'Inloggen', es: 'Iniciar sesión' }[locale];
      await expect.soft(bar.getByRole('link', { name: signIn })).toHaveAttribute('href', `${prefix}/auth`);
      const subscribe = { en: 'Subscribe now', nl: 'Nu abonneren', es: 'Suscríbase ahora' }[locale];
      await expect.soft(bar.getByRole('link', { name: subscribe })).toHaveAttribute('href', `${prefix}/register`);
      const video = { en: 'Intro Video', nl: 'Introductievideo', es: 'Vídeo de introducción' }[locale];
      await expect.soft(bar.getByRole('button', { name: video })).toBeVisible();

      // The Regional Center link is for Spanish visitors only.
      const regional = bar.getByRole('link', { name: { en: 'Regional Center', nl: 'Regionaal centrum', es: 'Centro regional' }[locale] });
      if (locale === 'es') await expect.soft(regional).toHaveAttribute('href', '/es/regional-center/spain');
      else await expect.soft(regional).toHaveCount(0);
    });

    if (locale === 'en') {
      await test.step('hero, pricing and family links (docs/product.md#routes-and-screens)', async () => {
        const hero = page.getByRole('region', { name: 'Help at the touch of a button' });
        await expect.soft(hero.getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/register');
        await expect.soft(hero.getByRole('button', { name: 'Talk to Emma' })).toBeVisible();
        const pricing = page.getByRole('region', { name: 'Pricing' });
        await expect.soft(pricing.getByRole('link', { name: 'Subscribe now' })).toHaveAttribute('href', '/ai-register');
        await expect.soft(pricing.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/devices/ice-sos-pendant');
        await expect.soft(pricing.getByRole('link', { name: 'Details' })).toHaveAttribute('href', '/regional-center/spain');
        await expect.soft(page.getByRole('link', { name: 'Learn about family and carer access' })).toHaveAttribute('href', '/family-carer-access');
      });

      await test.step('footer links for a visitor, and the 2024 copyright (docs/product.md#routes-and-screens)', async () => {
        const foot = footer(page);
        const expected: [string, string][] = [
          ['ICE SOS Pendant', '/devices/ice-sos-pendant'],
          ['Spain regional centre', '/regional-center/spain'],
          ['Family and carer access', '/family-carer-access'],
          ['Sign in', '/auth'],
          ['Subscribe', '/register'],
          ['Members dashboard', '/auth'],
          ['Admin dashboard', '/auth'],
          ['Contact Us', '/contact'],
          ['Privacy', '/privacy'],
          ['Terms', '/terms'],
          ['Support', '/support'],
        ];
        for (const [name, href] of expected) {
          await expect.soft(foot.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
        }
        await expect.soft(foot).toContainText('© 2024 ICE SOS.');
      });
    }

    if (locale === 'nl') {
      await test.step('footer links in Dutch keep the /nl prefix', async () => {
        await expect.soft(footer(page).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/nl/privacy');
        await expect.soft(footer(page).getByRole('link', { name: 'ICE SOS-hanger' })).toHaveAttribute('href', '/nl/devices/ice-sos-pendant');
      });
    }
  }
});
