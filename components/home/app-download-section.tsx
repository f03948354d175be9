import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { HomeSection } from './home-section';
import { InstallAppButton } from './install-app-button';

const stores = ['appStore', 'googlePlay'] as const;

/** docs/product.md#routes-and-screens section 8: install the web app now; the store apps are coming soon. */
export async function AppDownloadSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'AppDownload' });
  return (
    <HomeSection id="app-download" title={t('title')} intro={<p className="max-w-2xl text-lg">{t('intro')}</p>}>
      <InstallAppButton />
      <h3 className="text-xl font-semibold">{t('storesTitle')}</h3>
      <ul className="flex flex-wrap gap-4">
        {stores.map((store) => (
          // Not links: there is nowhere to go yet.
          <li key={store} className="flex min-w-48 flex-col rounded-xl border-2 border-slate-400 bg-slate-900 px-5 py-3 text-white">
            <span className="text-lg font-semibold">{t(store)}</span>
            <span className="text-sm font-medium text-amber-200">{t('comingSoon')}</span>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
