import { expect, test } from '@playwright/test';
import { footer, header } from './support/home';
import { skipFirstVisitDialog } from './support/preferences';

test.beforeEach(async ({ context }) => skipFirstVisitDialog(context));

const prefixOf = { en: '', nl: '/nl', es: '/es' } as const;

for (const locale of ['en', 'nl', 'es'] as const) {
  test(`nav bar links in ${locale} (docs/product.md#routes-and-screens)`, async ({ page }) => {
    const prefix = prefixOf[locale];
    await page.goto(prefix || '/');
    const bar = header(page);
    await expect(bar.getByRole('link', { name: /ICE SOS/ })).toHaveAttribute('href', prefix || '/');
    const contact = { en: 'Contact Us', nl: 'Contact', es: 'Contacto' }[locale];
    await expect(bar.getByRole('link', { name: contact, exact: true })).toHaveAttribute('href', `${prefix}/contact`);
    const signIn = { en: 'Sign in', nl: 'Inloggen', es: 'Iniciar sesión' }[locale];
    await expect(bar.getByRole('link', { name: signIn })).toHaveAttribute('href', `${prefix}/auth`);
    const subscribe = { en: 'Subscribe now', nl: 'Nu abonneren', es: 'Suscríbase ahora' }[locale];
    await expect(bar.getByRole('link', { name: subscribe })).toHaveAttribute('href', `${prefix}/register`);
    const video = { en: 'Intro Video', nl: 'Introductievideo', es: 'Vídeo de introducción' }[locale];
    await expect(bar.getByRole('button', { name: video })).toBeVisible();

    // The Regional Center link is for Spanish visitors only.
    const regional = bar.getByRole('link', { name: { en: 'Regional Center', nl: 'Regionaal centrum', es: 'Centro regional' }[locale] });
    if (locale === 'es') await expect(regional).toHaveAttribute('href', '/es/regional-center/spain');
    else await expect(regional).toHaveCount(0);
  });
}

test('hero, pricing and family links (docs/product.md#routes-and-screens)', async ({ page }) => {
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Help at the touch of a button' });
  await expect(hero.getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/register');
  await expect(hero.getByRole('button', { name: 'Talk to Emma' })).toBeVisible();
  const pricing = page.getByRole('region', { name: 'Pricing' });
  await expect(pricing.getByRole('link', { name: 'Subscribe now' })).toHaveAttribute('href', '/ai-register');
  await expect(pricing.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/devices/ice-sos-pendant');
  await expect(pricing.getByRole('link', { name: 'Details' })).toHaveAttribute('href', '/regional-center/spain');
  await expect(page.getByRole('link', { name: 'Learn about family and carer access' })).toHaveAttribute('href', '/family-carer-access');
});

test('footer links for a visitor, and the 2024 copyright (docs/product.md#routes-and-screens)', async ({ page }) => {
  await page.goto('/');
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
    await expect(foot.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(foot).toContainText('© 2024 ICE SOS.');
});

test('footer links in Dutch keep the /nl prefix', async ({ page }) => {
  await page.goto('/nl');
  await expect(footer(page).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/nl/privacy');
  await expect(footer(page).getByRole('link', { name: 'ICE SOS-hanger' })).toHaveAttribute('href', '/nl/devices/ice-sos-pendant');
});
