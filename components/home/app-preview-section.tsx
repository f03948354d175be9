import { getTranslations } from 'next-intl/server';
import type { AppPreviewConfig } from '@/lib/site-content/app-preview';
import type { Locale } from '@/lib/i18n/routing';
import { AppPreviewPhone } from './app-preview-phone';
import { HomeSection } from './home-section';

/** docs/product.md#routes-and-screens section 5: the app preview with a simulated phone. */
export async function AppPreviewSection({ locale, config }: { locale: Locale; config: AppPreviewConfig }) {
  const t = await getTranslations({ locale, namespace: 'AppPreview' });
  return (
    <HomeSection
      id="app-preview"
      reserve={{ phone: 48, wide: 41 }}
      band="bg-muted"
      className="md:grid md:grid-cols-2 md:items-center"
      title={t('title')}
      intro={<p className="text-lg text-muted-foreground">{t('intro')}</p>}
    >
      <AppPreviewPhone initialConfig={config} />
    </HomeSection>
  );
}
