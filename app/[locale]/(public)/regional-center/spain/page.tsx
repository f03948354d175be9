import { getTranslations } from 'next-intl/server';
import { FeatureList } from '@/components/home/feature-list';
import { PlanPrice } from '@/components/home/plan-price';
import { EmergencyNotice } from '@/components/pages/emergency-notice';
import { PageActions } from '@/components/pages/page-actions';
import { PageHeader } from '@/components/pages/page-header';
import { PageSection } from '@/components/pages/page-section';
import { PublicPageShell } from '@/components/pages/public-page-shell';
import { JsonLdScript } from '@/components/seo/json-ld';
import { loadCachedCatalogue } from '@/lib/data/cached-public-data';
import { spainServices } from '@/lib/data/pendant';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { callCentreJsonLd } from '@/lib/seo/json-ld';
import { localizedPageMetadata } from '@/lib/seo/page-metadata';
import { routes } from '@/lib/routes';

/** Cached like the homepage: rendered on its first visit in each language (app/[locale]/(home)/page.tsx). */
export const dynamic = 'force-static';

export function generateMetadata({ params }: { params: LocaleParams }) {
  return localizedPageMetadata(params, 'spain', routes.regionalCenterSpain);
}

const factKeys = ['hours', 'days', 'languages', 'recorded', 'emergency'] as const;

/**
 * /regional-center/spain (docs/product.md#routes-and-screens, docs/product.md#limits-and-constants): the Spain call centre from regional_services and the
 * facts of docs/product.md#limits-and-constants (24/7, 365 days, English and Spanish, calls recorded, 112), with buttons to open
 * SOS and visit support.
 */
export default async function SpainRegionalCentrePage({ params }: { params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'RegionalCentre' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  const services = spainServices((await loadCachedCatalogue(locale)).regionalServices);
  const main = services?.[0] ?? null;

  return (
    <PublicPageShell locale={locale}>
      <PageHeader title={t('title')} eyebrow={t('eyebrow')} lead={t('lead')}>
        <PageActions
          actions={[
            { href: routes.sos, label: t('openSos'), variant: 'emergency' },
            { href: routes.support, label: t('visitSupport'), variant: 'outline' },
          ]}
        />
      </PageHeader>
      <PageSection id="spain-facts" title={t('factsTitle')}>
        <FeatureList features={factKeys.map((key) => t(`facts.${key}`))} label={t('factsTitle')} />
        <EmergencyNotice locale={locale} />
      </PageSection>
      <PageSection id="spain-services" title={t('servicesTitle')}>
        {services && services.length > 0 ? (
          <ul className="flex flex-col gap-4">
            {services.map((service) => (
              <li key={service.id}>
                <article aria-labelledby={`spain-service-${service.id}`} className="flex flex-col gap-3 rounded-card border border-border bg-card p-6">
                  <h3 id={`spain-service-${service.id}`} className="text-xl font-semibold">
                    {service.name}
                  </h3>
                  {service.description && <p className="text-muted-foreground">{service.description}</p>}
                  <PlanPrice locale={locale} amount={service.price} currency={service.currency} period="month" />
                  <FeatureList features={service.features} label={t('servicesTitle')} />
                </article>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">{t('noServices')}</p>
        )}
      </PageSection>
      <PageSection id="spain-how" title={t('howTitle')} className="pb-16">
        <ol className="flex list-decimal flex-col gap-2 pl-6">
          {(['raise', 'answer', 'help', 'follow'] as const).map((step) => (
            <li key={step}>{t(`how.${step}`)}</li>
          ))}
        </ol>
      </PageSection>
      <JsonLdScript
        data={callCentreJsonLd({
          name: main?.name ?? t('title'),
          description: main?.description ?? t('lead'),
          price: main?.price ?? null,
          currency: main?.currency ?? null,
          provider: common('productName'),
          locale,
        })}
      />
    </PublicPageShell>
  );
}
