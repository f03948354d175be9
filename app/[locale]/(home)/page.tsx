import type { Metadata } from 'next';
import { AppDownloadSection } from '@/components/home/app-download-section';
import { AppPreviewSection } from '@/components/home/app-preview-section';
import { FamilyAccessSection } from '@/components/home/family-access-section';
import { FeaturesGrid } from '@/components/home/features-grid';
import { Hero } from '@/components/home/hero';
import { PricingSection } from '@/components/home/pricing-section';
import { FirstVisitGate } from '@/components/site/first-visit-gate';
import { Footer } from '@/components/site/footer';
import { IntroVideoProvider } from '@/components/site/intro-video-context';
import { Navbar } from '@/components/site/navbar';
import { appPreviewKey, defaultAppPreviewConfig, parseAppPreviewConfig } from '@/lib/app-preview';
import { getCatalogue } from '@/lib/data/catalogue';
import { readSiteContent } from '@/lib/data/site-content';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { createClient } from '@/lib/supabase/server';

export const metadata: Metadata = {
  icons: { icon: '/icons/icon.svg', apple: '/icons/apple-touch-icon.png' },
};

/**
 * The public homepage, sections in spec §2 order. Rendered per request on the server: the
 * catalogue and the app preview settings are read in parallel (spec §7 calls 3 and 6–8).
 */
export default async function HomePage({ params }: { params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  const supabase = await createClient();
  const [catalogue, appPreview] = await Promise.all([
    getCatalogue(supabase),
    readSiteContent(supabase, appPreviewKey, parseAppPreviewConfig, defaultAppPreviewConfig),
  ]);

  return (
    <IntroVideoProvider>
      <FirstVisitGate />
      <Navbar locale={locale} />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Hero locale={locale} />
        <FeaturesGrid locale={locale} />
        <AppPreviewSection locale={locale} config={appPreview} />
        <PricingSection locale={locale} catalogue={catalogue} />
        <FamilyAccessSection locale={locale} />
        <AppDownloadSection locale={locale} />
      </main>
      <Footer locale={locale} />
    </IntroVideoProvider>
  );
}
