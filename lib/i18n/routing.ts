import { defineRouting } from 'next-intl/routing';

export const locales = ['en', 'nl', 'es'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/**
 * English URLs are exactly the docs/product.md#routes-and-screens routes; Dutch and Spanish live under /nl and /es.
 * Detection (docs/product.md#limits-and-constants): the NEXT_LOCALE cookie written by the language selector first, then the
 * browser's Accept-Language, then English. next-intl's middleware does exactly this.
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeCookie: { name: 'NEXT_LOCALE', maxAge: 60 * 60 * 24 * 365 },
});

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Strips a leading /nl or /es (and /en, should it appear) so guards can match the bare route. */
export function stripLocalePrefix(pathname: string): string {
  const match = /^\/(en|nl|es)(?=\/|$)/.exec(pathname);
  if (!match) return pathname;
  const rest = pathname.slice(match[0].length);
  return rest === '' ? '/' : rest;
}
