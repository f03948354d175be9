import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { pageMetadata } from './metadata';

export type SeoPageKey = 'privacy' | 'terms' | 'support' | 'contact' | 'pendant' | 'spain' | 'family' | 'videos' | 'test' | 'status';

/** generateMetadata for an information page: its title and description from messages `Seo.<key>`. */
export async function localizedPageMetadata(
  params: LocaleParams,
  key: SeoPageKey,
  path: string,
  options: { noIndex?: boolean; type?: 'website' | 'article' } = {},
): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Seo' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  return pageMetadata({
    locale,
    path,
    title: t(`${key}.title`),
    description: t(`${key}.description`),
    siteName: common('productName'),
    ...options,
  });
}

type Messages = typeof import('@/messages/en.json');
/** The message namespaces of pages with a title of their own (a `metaTitle` key). */
type TitledNamespace = { [K in keyof Messages]: Messages[K] extends { metaTitle: string } ? K : never }[keyof Messages];

/**
 * generateMetadata for a signed-in or token page: its title from `<namespace>.metaTitle`, never
 * indexed (robots.txt disallows these routes too; this covers a link found elsewhere).
 */
export async function privatePageMetadata(params: LocaleParams, namespace: TitledNamespace): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale });
  return { title: t(`${namespace}.metaTitle`), robots: { index: false } };
}
