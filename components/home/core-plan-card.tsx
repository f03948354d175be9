import { getTranslations } from 'next-intl/server';
import { IntroVideoButton } from '@/components/site/intro-video-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { CataloguePlan } from '@/lib/data/catalogue';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { FeatureList } from './feature-list';
import { billingPeriod, PlanPrice } from './plan-price';
import { routes } from '@/lib/routes';

/**
 * docs/product.md#routes-and-screens pricing: the core plan (docs/product.md#rules rule) with Subscribe now and an
 * intro video. Its price stays near the top (it is the offer people compare against); the buttons
 * sit at the foot, level with the end of the add-ons beside it.
 */
export async function CorePlanCard({ locale, plan }: { locale: Locale; plan: CataloguePlan }) {
  const t = await getTranslations({ locale, namespace: 'Pricing' });
  return (
    <article aria-labelledby="core-plan-title" className="flex flex-col gap-5 rounded-card border-2 border-emergency bg-card p-6 shadow-md">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="emergency">{t('corePlan')}</Badge>
        {plan.is_popular && <Badge variant="secondary">{t('popular')}</Badge>}
      </div>
      <h3 id="core-plan-title" className="text-2xl font-bold break-words">
        {plan.name}
      </h3>
      {plan.description && <p className="text-muted-foreground">{plan.description}</p>}
      <PlanPrice locale={locale} amount={plan.price} currency={plan.currency} period={billingPeriod(plan.billingInterval)} size="lg" />
      <FeatureList features={plan.features} label={t('features')} />
      <div className="mt-auto flex flex-wrap gap-3 border-t border-border pt-5">
        <Button asChild variant="emergency" size="lg" wrap>
          <Link href={routes.aiRegister}>{t('subscribe')}</Link>
        </Button>
        <IntroVideoButton videoId="overview" variant="outline" size="lg" wrap>
          {t('watchIntro')}
        </IntroVideoButton>
      </div>
    </article>
  );
}
