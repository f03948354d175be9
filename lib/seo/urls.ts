import { defaultLocale, type Locale, locales } from '@/lib/i18n/routing';

/** The site's public origin (NEXT_PUBLIC_SITE_URL), without a trailing slash. */
export function siteUrl(): string {
  return (process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
}

/**
 * A route as a visitor of `locale` sees it (localePrefix 'as-needed'): English has no prefix,
 * Dutch and Spanish live under /nl and /es. `path` is the bare route, starting with "/".
 */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

export function absoluteUrl(path: string, base = siteUrl()): string {
  return `${base}${path === '/' ? '' : path}` || '/';
}

/** hreflang alternates of a route: one absolute URL per language, and x-default (English). */
export function languageAlternates(path: string, base = siteUrl()): Record<Locale | 'x-default', string> {
  const entries = locales.map((locale) => [locale, absoluteUrl(localizedPath(path, locale), base)] as const);
  return { ...Object.fromEntries(entries), 'x-default': absoluteUrl(localizedPath(path, defaultLocale), base) } as Record<
    Locale | 'x-default',
    string
  >;
}
