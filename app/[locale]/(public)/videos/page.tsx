import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/pages/page-header';
import { PublicPageShell } from '@/components/pages/public-page-shell';
import { VideoLibrary } from '@/components/pages/video-library';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { localizedPageMetadata } from '@/lib/seo/page-metadata';
import { routes } from '@/lib/routes';
import { localeStaticParams } from '@/lib/i18n/static-params';

/** Prerendered at build in every language (lib/routes.ts marks it). */
export const generateStaticParams = localeStaticParams;

export function generateMetadata({ params }: { params: LocaleParams }) {
  return localizedPageMetadata(params, 'videos', routes.videos);
}

/** /videos: the intro videos page (docs/product.md#routes-and-screens), the same five videos as the intro video dialog. */
export default async function VideosPage({ params }: { params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'VideosPage' });
  return (
    <PublicPageShell locale={locale}>
      <PageHeader title={t('title')} lead={t('lead')} />
      <section aria-label={t('listLabel')} className="mx-auto max-w-5xl px-4 pb-16">
        <VideoLibrary />
      </section>
    </PublicPageShell>
  );
}
