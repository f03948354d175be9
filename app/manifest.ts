import type { MetadataRoute } from 'next';
import { getTranslations } from 'next-intl/server';
import { defaultLocale } from '@/lib/i18n/routing';

/**
 * The web app manifest that makes the site installable (docs/product.md#routes-and-screens app download). One manifest for
 * the site, so it speaks the default language; start_url '/' lets the locale cookie pick the rest.
 */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const t = await getTranslations({ locale: defaultLocale, namespace: 'Metadata' });
  const common = await getTranslations({ locale: defaultLocale, namespace: 'Common' });
  return {
    name: t('title'),
    short_name: common('productName'),
    description: t('description'),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#b91c1c',
    icons: [
      { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
