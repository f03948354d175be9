import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from './routing';

export type LocaleParams = Promise<{ locale: string }>;

/**
 * Reads the [locale] segment, 404s on anything that is not one of ours, and enables static
 * rendering for this request (next-intl's setRequestLocale). Call it first in every layout/page.
 */
export async function resolvePageLocale(params: LocaleParams): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
