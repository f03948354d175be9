import type { Metadata } from 'next';
import type { Locale } from '@/lib/i18n/routing';
import { absoluteUrl, languageAlternates, localizedPath } from './urls';

/**
 * The site's icons, declared by the locale layout for every page (sign-in, member and admin pages
 * included) and again by the public pages' metadata, so no page sends browsers looking for a
 * /favicon.ico that does not exist.
 */
export const SITE_ICONS = { icon: '/icons/icon.svg', apple: '/icons/apple-touch-icon.png' } as const;

/** Open Graph locale codes for our languages. */
export const openGraphLocales: Record<Locale, string> = { en: 'en_GB', nl: 'nl_NL', es: 'es_ES' };

export type PageSeo = {
  locale: Locale;
  /** The bare route, e.g. "/support". */
  path: string;
  /** The page's own title; the layout's template adds the product name. */
  title: string;
  description: string;
  siteName: string;
  /** "website" for most pages; the Open Graph type of the page otherwise. */
  type?: 'website' | 'article';
  /** Keep the page out of search results (diagnostics). */
  noIndex?: boolean;
};

/**
 * Everything a public page tells search engines and link previews: title and description in the
 * page's language, its canonical URL, hreflang alternates for en/nl/es plus x-default, Open Graph
 * and a summary card.
 */
export function pageMetadata({ locale, path, title, description, siteName, type = 'website', noIndex = false }: PageSeo): Metadata {
  const url = absoluteUrl(localizedPath(path, locale));
  const fullTitle = `${title} | ${siteName}`;
  return {
    title,
    description,
    alternates: { canonical: url, languages: languageAlternates(path) },
    openGraph: {
      title: fullTitle,
      description,
      url,
      siteName,
      locale: openGraphLocales[locale],
      alternateLocale: Object.entries(openGraphLocales)
        .filter(([code]) => code !== locale)
        .map(([, value]) => value),
      type,
      images: [{ url: absoluteUrl('/icons/icon-512.png'), width: 512, height: 512, alt: siteName }],
    },
    twitter: { card: 'summary', title: fullTitle, description },
    icons: SITE_ICONS,
    ...(noIndex ? { robots: { index: false, follow: false } } : {}),
  };
}
