import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AppDownloadSection } from '@/components/home/app-download-section';
import { AppPreviewSection } from '@/components/home/app-preview-section';
import { FamilyAccessSection } from '@/components/home/family-access-section';
import { FeaturesGrid } from '@/components/home/features-grid';
import { Hero } from '@/components/home/hero';
import { PricingSection } from '@/components/home/pricing-section';
import { SectionSkeleton } from '@/components/home/section-skeleton';
import { OrganizationJsonLd } from '@/components/seo/organization-json-ld';
import { FirstVisitGate } from '@/components/site/first-visit-gate';
import { Footer } from '@/components/site/footer';
import { IntroVideoProvider } from '@/components/site/intro-video-context';
import { Navbar } from '@/components/site/navbar';
import { loadHomeData, type HomeData } from '@/lib/data/home';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';

/**
 * Cached, not prerendered: rendered on its first visit in each language, then served from Next's
 * cache until an admin's catalogue or content change expires its tag (lib/cache/public-data-tags.ts).
 * The build leaves it out (it exports no static params, lib/i18n/static-params.ts) because its
 * data lives in the database, which the build does not read.
 */
export const dynamic = 'force-static';

/** Canonical, hreflang alternates and Open Graph; the homepage's title stands alone (no template). */
export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  const seo = pageMetadata({ locale, path: '/', title: t('title'), description: t('description'), siteName: common('productName') });
  return { ...seo, title: { absolute: t('title') } };
}

type DataProps = { locale: Locale; data: Promise<HomeData> };

async function AppPreviewWithData({ locale, data }: DataProps) {
  return <AppPreviewSection locale={locale} config={(await data).appPreview} />;
}

async function PricingWithData({ locale, data }: DataProps) {
  return <PricingSection locale={locale} catalogue={(await data).catalogue} />;
}

/**
 * The public homepage, sections in docs/product.md#routes-and-screens order, rendered per request on the server. The reads
 * start at once and run in parallel; only the two sections that need them wait (Suspense), so the
 * navigation bar and hero are visible in the first bytes. It lives in its own route group, outside
 * (public)/loading.tsx: that page-wide fallback would hide the hero until the whole page streamed
 * in, which cost about two seconds of Largest Contentful Paint on a throttled phone.
 */
export default async function HomePage({ params }: { params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  const data = loadHomeData(locale);

  return (
    <IntroVideoProvider>
      <FirstVisitGate />
      <Navbar locale={locale} />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Hero locale={locale} />
        <FeaturesGrid locale={locale} />
        <Suspense fallback={<SectionSkeleton height="h-[40rem]" />}>
          <AppPreviewWithData locale={locale} data={data} />
        </Suspense>
        <Suspense fallback={<SectionSkeleton height="h-[60rem]" />}>
          <PricingWithData locale={locale} data={data} />
        </Suspense>
        <FamilyAccessSection locale={locale} />
        <AppDownloadSection locale={locale} />
      </main>
      <Footer locale={locale} />
      <OrganizationJsonLd locale={locale} />
    </IntroVideoProvider>
  );
}
