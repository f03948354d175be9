import { getTranslations } from 'next-intl/server';
import type { Catalogue } from '@/lib/data/catalogue';
import type { Locale } from '@/lib/i18n/routing';
import { isGlobalPlan, pickCorePlan } from '@/lib/plans';
import { CorePlanCard } from './core-plan-card';
import { billingPeriod, PlanPrice } from './plan-price';
import { HomeSection } from './home-section';
import { ProductCard } from './product-card';
import { RegionalServices } from './regional-services';
import { StartingPrice } from './starting-price';
import { startingPriceText } from './starting-price-text';

/**
 * docs/product.md#routes-and-screens pricing: the core plan, add-ons (the other global plans), safety products (one-time
 * purchases) and regional services. A failed read (null, docs/product.md#errors) leaves its part empty; no regional services at all says so.
 */
export async function PricingSection({ locale, catalogue }: { locale: Locale; catalogue: Catalogue }) {
  const t = await getTranslations({ locale, namespace: 'Pricing' });
  const plans = catalogue.plans ?? [];
  const core = pickCorePlan(plans);
  const addOns = plans.filter((plan) => plan !== core && isGlobalPlan(plan));

  return (
    <HomeSection
      id="pricing"
      reserve={{ phone: 215, wide: 165 }}
      className="gap-12"
      title={t('title')}
      intro={<StartingPrice message="Pricing.intro" defaultText={await startingPriceText(locale, 'Pricing.intro')} />}
    >
      <div className="grid gap-8 lg:grid-cols-2">
        {core && <CorePlanCard locale={locale} plan={core} />}
        <div className="flex flex-col gap-4">
          <h3 className="text-2xl font-semibold">{t('addOnsTitle')}</h3>
          <p className="text-muted-foreground">{t('addOnsCopy')}</p>
          {addOns.length > 0 && (
            <ul className="flex flex-col divide-y divide-border rounded-card border border-border bg-card">
              {addOns.map((plan) => (
                <li key={plan.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 p-4">
                  <span className="flex min-w-0 flex-col">
                    <span className="font-semibold break-words">{plan.name}</span>
                    {plan.description && <span className="text-sm text-muted-foreground">{plan.description}</span>}
                  </span>
                  {/* The same price style as the cards, smaller: amount bold, period small. */}
                  <PlanPrice locale={locale} amount={plan.price} currency={plan.currency} period={billingPeriod(plan.billingInterval)} size="sm" />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>

      <div className="flex flex-col gap-4">
        <h3 className="text-2xl font-semibold">{t('productsTitle')}</h3>
        <p className="text-muted-foreground">{t('productsCopy')}</p>
        {catalogue.products && catalogue.products.length > 0 && (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {catalogue.products.map((product) => (
              <li key={product.id} className="flex">
                <ProductCard locale={locale} product={product} />
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="flex flex-col gap-4">
        <h3 className="text-2xl font-semibold">{t('regionalTitle')}</h3>
        <p className="text-muted-foreground">{t('regionalCopy')}</p>
        {catalogue.regionalServices && <RegionalServices locale={locale} services={catalogue.regionalServices} />}
      </div>
    </HomeSection>
  );
}
