import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { pageMetadata } from './metadata';

export type SeoPageKey = 'privacy' | 'terms' | 'support' | 'contact' | 'pendant' | 'spain' | 'family' | 'videos' | 'test';

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
