import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { CatalogueProduct } from '@/lib/data/catalogue';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { FeatureList } from './feature-list';
import { PlanPrice } from './plan-price';
import { routes } from '@/lib/routes';

const pendantPage = routes.pendant;

/**
 * docs/product.md#states product status: active shows the buttons; coming_soon shows a Coming Soon banner with
 * an optional Learn more link, and a Coming Soon badge where the buttons would be.
 */
export async function ProductCard({ locale, product }: { locale: Locale; product: CatalogueProduct }) {
  const t = await getTranslations({ locale, namespace: 'Pricing' });
  const comingSoon = product.status === 'coming_soon';
  const titleId = `product-${product.id}`;

  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-4 overflow-hidden rounded-card border border-border bg-card shadow-sm">
      {comingSoon && (
        <div className="flex flex-wrap items-center justify-between gap-2 bg-warning-soft px-6 py-3 text-warning">
          <span className="font-semibold">{t('comingSoon')}</span>
          {product.comingSoonUrl && (
            <a href={product.comingSoonUrl} className="font-semibold underline underline-offset-4">
              {t('comingSoonLearnMore')}
              <span className="sr-only">: {product.name}</span>
            </a>
          )}
        </div>
      )}
      <div className="flex flex-1 flex-col gap-4 p-6 pt-2">
        <h4 id={titleId} className="text-xl font-semibold">
          {product.name}
        </h4>
        {product.description && <p className="text-muted-foreground">{product.description}</p>}
        <PlanPrice locale={locale} amount={product.price} currency={product.currency} period="once" />
        <FeatureList features={product.features} label={t('features')} />
        <div className="mt-auto">
          {comingSoon ? (
            <Badge variant="warning" className="text-sm">
              {t('comingSoon')}
            </Badge>
          ) : (
            <div className="flex flex-wrap gap-3">
              <Button asChild variant="wellness">
                <Link href={routes.orders}>
                  {t('getPendant')}
                  <span className="sr-only">: {product.name}</span>
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link href={pendantPage}>
                  {t('learnMore')}
                  {/* Says which product, for screen readers listing links out of context. */}
                  <span className="sr-only">: {product.name}</span>
                </Link>
              </Button>
            </div>
          )}
        </div>
      </div>
    </article>
  );
}
