import { WifiOff } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { HomeSection } from './home-section';
import { InstallAppButton } from './install-app-button';

/**
 * docs/product.md#routes-and-screens section 8: the site is an installable web app (no store apps
 * are claimed). Installing, and what the installed app does without a network
 * (docs/architecture.md#the-offline-app).
 */
export async function AppDownloadSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'AppDownload' });
  return (
    <HomeSection id="app-download" reserve={{ phone: 47, wide: 33 }} title={t('title')} intro={<p className="max-w-2xl">{t('intro')}</p>}>
      <div className="grid gap-8 md:grid-cols-2">
        <InstallAppButton />
        <div data-testid="app-offline" className="flex flex-col gap-2 rounded-xl border border-border bg-emergency-soft p-5">
          <h3 className="flex items-center gap-2 text-xl font-semibold">
            <WifiOff aria-hidden="true" className="size-5 shrink-0 text-emergency" />
            {t('offlineTitle')}
          </h3>
          <p className="text-base">{t('offlineBody')}</p>
        </div>
      </div>
    </HomeSection>
  );
}
