import { LegalPage } from '@/components/legal/legal-page';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { localizedPageMetadata } from '@/lib/seo/page-metadata';
import { routes } from '@/lib/routes';
import { localeStaticParams } from '@/lib/i18n/static-params';

/** Prerendered at build in every language (lib/routes.ts marks it). */
export const generateStaticParams = localeStaticParams;

export function generateMetadata({ params }: { params: LocaleParams }) {
  return localizedPageMetadata(params, 'privacy', routes.privacy, { type: 'article' });
}

export default async function PrivacyPage({ params }: { params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  return <LegalPage kind="privacy" locale={locale} />;
}
