import { getTranslations } from 'next-intl/server';
import { Bluetooth, Headset, Languages, MessageCircleHeart, Siren, Users, type LucideIcon } from 'lucide-react';
import type { Locale } from '@/lib/i18n/routing';
import { cn } from '@/lib/cn';
import { HomeSection } from './home-section';

type Tone = 'emergency' | 'guardian' | 'wellness';

// Each feature's colour is its theme (app/globals.css): red for alarms, blue for the people who
// look after you, green for devices. The icon repeats the heading's meaning, so it is hidden.
const features: { key: 'sos' | 'languages' | 'emma' | 'callCentre' | 'family' | 'pendant'; Icon: LucideIcon; tone: Tone }[] = [
  { key: 'sos', Icon: Siren, tone: 'emergency' },
  { key: 'languages', Icon: Languages, tone: 'guardian' },
  { key: 'emma', Icon: MessageCircleHeart, tone: 'guardian' },
  { key: 'callCentre', Icon: Headset, tone: 'emergency' },
  { key: 'family', Icon: Users, tone: 'guardian' },
  { key: 'pendant', Icon: Bluetooth, tone: 'wellness' },
];

const tints: Record<Tone, string> = {
  emergency: 'bg-emergency-soft text-emergency',
  guardian: 'bg-guardian-soft text-guardian',
  wellness: 'bg-wellness-soft text-wellness',
};

/** docs/product.md#routes-and-screens: the features grid of six items (the capabilities of docs/product.md#what-it-does-and-for-whom). */
export async function FeaturesGrid({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  return (
    <HomeSection id="features" reserve={{ phone: 104, wide: 55 }} title={t('featuresTitle')} intro={<p>{t('featuresIntro')}</p>}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ key, Icon, tone }) => (
          <li key={key} className="flex flex-col gap-3 rounded-card border border-border bg-card p-6 shadow-sm">
            <span className={cn('flex size-12 items-center justify-center rounded-full', tints[tone])}>
              <Icon aria-hidden="true" focusable="false" className="size-6" strokeWidth={2} />
            </span>
            <h3 className="text-lg font-semibold break-words">{t(`features.${key}.title`)}</h3>
            <p className="text-muted-foreground">{t(`features.${key}.description`)}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
