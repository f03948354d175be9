import type { MetadataRoute } from 'next';
import { locales } from '@/lib/i18n/routing';
import { indexableRoutes } from '@/lib/routes';
import { absoluteUrl, languageAlternates, localizedPath } from '@/lib/seo/urls';

/** sitemap.xml: every open page in every language, each with its hreflang alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  return indexableRoutes.flatMap((route) =>
    locales.map((locale) => ({
      url: absoluteUrl(localizedPath(route, locale)),
      changeFrequency: route === '/' ? ('weekly' as const) : ('monthly' as const),
      priority: route === '/' ? 1 : 0.7,
      alternates: { languages: languageAlternates(route) },
    })),
  );
}
