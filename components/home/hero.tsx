import { getTranslations } from 'next-intl/server';
import { Play } from 'lucide-react';
import { HeroIllustration } from '@/components/brand/hero-illustration';
import { IntroVideoButton } from '@/components/site/intro-video-button';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { StartingPrice } from './starting-price';
import { startingPriceText } from './starting-price-text';
import { TalkButton } from './talk-button';
import { routes } from '@/lib/routes';

/**
 * docs/product.md#routes-and-screens hero: Join, Talk (the Emma chat) and the Meet Emma video, with the drawn phone
 * beside the text from lg. On phones the picture is left out: above the text it would push Join
 * below the fold of a 360 × 740 screen, and below it would only lengthen the page.
 */
export async function Hero({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  const common = await getTranslations({ locale, namespace: 'Common' });

  return (
    <section aria-labelledby="hero-title" className="bg-emergency-soft">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:py-24 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <div className="flex min-w-0 flex-col gap-6">
          <p className="text-sm font-semibold tracking-wide text-emergency uppercase">{t('heroEyebrow')}</p>
          <h1 id="hero-title" className="max-w-3xl text-4xl font-bold tracking-tight break-words sm:text-6xl">
            {t('heroTitle')}
          </h1>
          <p className="max-w-2xl text-lg text-muted-foreground sm:text-xl">{t('heroSubtitle')}</p>
          <StartingPrice message="Home.startingPrice" defaultText={await startingPriceText(locale, 'Home.startingPrice')} className="text-lg font-semibold" />
          <div className="flex flex-wrap gap-3">
            <Button asChild variant="emergency" size="lg" wrap>
              <Link href={routes.register}>{t('join')}</Link>
            </Button>
            <TalkButton>{t('talk')}</TalkButton>
            <IntroVideoButton
              videoId="meet-emma"
              variant="outline"
              size="lg"
              wrap
              aria-label={t('meetEmmaLabel')}
            >
              <Play aria-hidden="true" focusable="false" className="size-5 fill-current" />
              {t('meetEmma')}
            </IntroVideoButton>
          </div>
          <p className="font-medium text-emergency">{common('emergencyNotice')}</p>
        </div>
        <HeroIllustration className="mx-auto hidden max-w-md sm:block lg:max-w-none" />
      </div>
    </section>
  );
}
