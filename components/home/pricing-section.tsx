import { getTranslations } from 'next-intl/server';
import { Price } from '@/components/site/price';
import type { Catalogue } from '@/lib/data/catalogue';
import type { Locale } from '@/lib/i18n/routing';
import { isGlobalPlan, pickCorePlan } from '@/lib/plans';
import { CorePlanCard } from './core-plan-card';
import { HomeSection } from './home-section';
import { ProductCard } from './product-card';
import { RegionalServices } from './regional-services';
import { StartingPrice } from './starting-price';

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
      className="gap-10"
      title={t('title')}
      intro={<StartingPrice message="Pricing.intro" className="max-w-3xl text-lg text-muted-foreground" />}
    >
      <div className="grid gap-8 lg:grid-cols-2">
        {core && <CorePlanCard locale={locale} plan={core} />}
        <div className="flex flex-col gap-4">
          <h3 className="text-2xl font-semibold">{t('addOnsTitle')}</h3>
          <p className="text-muted-foreground">{t('addOnsCopy')}</p>
          {addOns.length > 0 && (
            <ul className="flex flex-col divide-y divide-border rounded-card border border-border bg-card">
              {addOns.map((plan) => (
                <li key={plan.id} className="flex flex-wrap items-baseline justify-between gap-2 p-4">
                  <span className="flex flex-col">
                    <span className="font-semibold">{plan.name}</span>
                    {plan.description && <span className="text-sm text-muted-foreground">{plan.description}</span>}
                  </span>
                  <span className="font-semibold whitespace-nowrap">
                    <Price amount={plan.price} currency={plan.currency} /> {plan.billingInterval === 'year' ? t('perYear') : t('perMonth')}
                  </span>
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
          <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
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
