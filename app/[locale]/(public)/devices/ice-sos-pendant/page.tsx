import { getTranslations } from 'next-intl/server';
import { PendantIllustration } from '@/components/brand/pendant-illustration';
import { FeatureList } from '@/components/home/feature-list';
import { PlanPrice } from '@/components/home/plan-price';
import { PageActions } from '@/components/pages/page-actions';
import { PageHeader } from '@/components/pages/page-header';
import { PageSection } from '@/components/pages/page-section';
import { PublicPageShell } from '@/components/pages/public-page-shell';
import { JsonLdScript } from '@/components/seo/json-ld';
import { Badge } from '@/components/ui/badge';
import { loadCachedCatalogue } from '@/lib/data/cached-public-data';
import { pickPendant } from '@/lib/data/pendant';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { productJsonLd } from '@/lib/seo/json-ld';
import { localizedPageMetadata } from '@/lib/seo/page-metadata';
import { routes } from '@/lib/routes';

/** Cached like the homepage: rendered on its first visit in each language (app/[locale]/(home)/page.tsx). */
export const dynamic = 'force-static';

export function generateMetadata({ params }: { params: LocaleParams }) {
  return localizedPageMetadata(params, 'pendant', routes.pendant);
}

const specKeys = ['range', 'battery', 'warranty', 'refund', 'pairing'] as const;

/**
 * /devices/ice-sos-pendant (docs/product.md#routes-and-screens, docs/product.md#states, docs/product.md#limits-and-constants): the pendant from the products table, price in the
 * visitor's currency, its first six features, the hardware facts of docs/product.md#limits-and-constants, and either the buttons
 * (active) or a Coming Soon badge (coming_soon).
 */
export default async function PendantPage({ params }: { params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Pendant' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  const pendant = pickPendant((await loadCachedCatalogue(locale)).products);
  const comingSoon = pendant?.status === 'coming_soon';

  return (
    <PublicPageShell locale={locale}>
      <PageHeader title={pendant?.name ?? t('title')} eyebrow={t('eyebrow')} lead={t('lead')} tone="wellness">
        {/* Price and actions first: on a phone the drawing comes after them, never above the Order button. */}
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          {pendant && (
            <div className="flex min-w-0 flex-col gap-4">
              <PlanPrice locale={locale} amount={pendant.price} currency={pendant.currency} period="once" size="lg" />
              {comingSoon ? (
                <div className="flex flex-wrap items-center gap-3">
                  <Badge variant="warning" className="text-base">
                    {t('comingSoon')}
                  </Badge>
                  {pendant.comingSoonUrl && (
                    <a href={pendant.comingSoonUrl} className="font-semibold text-guardian underline underline-offset-4">
                      {t('comingSoonLearnMore')}
                    </a>
                  )}
                </div>
              ) : (
                <PageActions
                  actions={[
                    { href: routes.orders, label: t('order'), variant: 'emergency' },
                    { href: routes.contact, label: t('ask'), variant: 'outline' },
                  ]}
                />
              )}
            </div>
          )}
          <div className="mx-auto w-32 shrink-0 sm:mr-0 sm:w-40">
            <PendantIllustration />
          </div>
        </div>
      </PageHeader>
      {pendant ? (
        <>
          {pendant.description && (
            <PageSection id="pendant-about" title={t('about')}>
              <p>{pendant.description}</p>
            </PageSection>
          )}
          <PageSection id="pendant-features" title={t('features')}>
            <FeatureList features={pendant.features} label={t('features')} />
          </PageSection>
        </>
      ) : (
        <PageSection id="pendant-unavailable" title={t('unavailableTitle')}>
          <p>{t('unavailable')}</p>
        </PageSection>
      )}
      <PageSection id="pendant-specs" title={t('specs')} className="pb-16">
        <FeatureList features={specKeys.map((key) => t(`spec.${key}`))} label={t('specs')} />
      </PageSection>
      {pendant && (
        <JsonLdScript
          data={productJsonLd({
            name: pendant.name,
            description: pendant.description ?? t('lead'),
            price: pendant.price,
            currency: pendant.currency,
            status: pendant.status,
            features: pendant.features,
            locale,
            brand: common('productName'),
          })}
        />
      )}
    </PublicPageShell>
  );
}
