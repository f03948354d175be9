import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OfflineSosShell } from '@/components/offline/offline-sos-shell';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata } from '@/lib/seo/page-metadata';
import { localeStaticParams } from '@/lib/i18n/static-params';

/** Prerendered at build in every language (lib/routes.ts marks it). */
export const generateStaticParams = localeStaticParams;

export const generateMetadata = ({ params }: { params: LocaleParams }): Promise<Metadata> => privatePageMetadata(params, 'OfflineSos');

/**
 * /sos-offline (docs/product.md#offline-sos): the screen the service worker keeps and shows for
 * /sos (and any page) without a network. Prerendered and identical for everyone: it must never
 * hold anything of a member, who is read from this device's IndexedDB in the browser.
 */
export default async function OfflineSosPage({ params }: { params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'OfflineSos' });
  return (
    <main id="main" tabIndex={-1} className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-8 focus:outline-none">
      <h1 className="text-center text-3xl font-bold tracking-tight">{t('title')}</h1>
      <OfflineSosShell />
    </main>
  );
}
