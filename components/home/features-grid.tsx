import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { HomeSection } from './home-section';

const featureKeys = ['sos', 'languages', 'emma', 'callCentre', 'family', 'pendant'] as const;

/** docs/product.md#routes-and-screens: the features grid of six items (the capabilities of docs/product.md#what-it-does-and-for-whom). */
export async function FeaturesGrid({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  return (
    <HomeSection id="features" title={t('featuresTitle')} intro={<p className="text-lg text-muted-foreground">{t('featuresIntro')}</p>}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {featureKeys.map((key) => (
          <li key={key} className="flex flex-col gap-2 rounded-card border border-border bg-card p-6 shadow-sm">
            <h3 className="text-lg font-semibold">{t(`features.${key}.title`)}</h3>
            <p className="text-muted-foreground">{t(`features.${key}.description`)}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
