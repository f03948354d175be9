import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import type { CatalogueRegionalService } from '@/lib/data/catalogue';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { FeatureList } from './feature-list';
import { PlanPrice } from './plan-price';
import { routes } from '@/lib/routes';

/**
 * docs/product.md#routes-and-screens pricing: regional services with Details, or the docs/product.md#errors text when
 * there are none. Like the product cards, price and button sit at the card's foot so a row lines up.
 */
export async function RegionalServices({ locale, services }: { locale: Locale; services: CatalogueRegionalService[] }) {
  const t = await getTranslations({ locale, namespace: 'Pricing' });
  if (services.length === 0) return <p className="text-muted-foreground">{t('noRegional')}</p>;
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {services.map((service) => (
        <li key={service.id} className="flex">
          <article aria-labelledby={`service-${service.id}`} className="flex w-full flex-col gap-4 rounded-card border border-border bg-card p-6 shadow-sm">
            <h4 id={`service-${service.id}`} className="text-xl font-semibold break-words">
              {service.name}
            </h4>
            {service.description && <p className="text-muted-foreground">{service.description}</p>}
            <FeatureList features={service.features} label={t('features')} />
            <div className="mt-auto flex flex-col gap-4 border-t border-border pt-4">
              <PlanPrice locale={locale} amount={service.price} currency={service.currency} period="month" />
              <Button asChild variant="guardian" wrap className="self-start">
                <Link href={routes.regionalCenterSpain}>
                  {t('details')}
                  <span className="sr-only">: {service.name}</span>
                </Link>
              </Button>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
