import type { MetadataRoute } from 'next';
import { locales } from '@/lib/i18n/routing';
import { nonIndexableRoutes } from '@/lib/routes';
import { absoluteUrl, localizedPath } from '@/lib/seo/urls';

/** robots.txt: everything open, except member, admin, sign-in pages, diagnostics and the API. */
export default function robots(): MetadataRoute.Robots {
  const disallow = ['/api/', ...nonIndexableRoutes.flatMap((route) => locales.map((locale) => localizedPath(route, locale)))];
  return {
    rules: [{ userAgent: '*', allow: '/', disallow }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
