import { getTranslations } from 'next-intl/server';
import { PendantIllustration } from '@/components/brand/pendant-illustration';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { isPendantProduct } from '@/lib/catalogue/pendant-product';
import type { CatalogueProduct } from '@/lib/data/catalogue';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { FeatureList } from './feature-list';
import { PlanPrice } from './plan-price';
import { routes } from '@/lib/routes';

const pendantPage = routes.pendant;

/**
 * docs/product.md#states product status: active shows the buttons; coming_soon shows a Coming Soon banner with
 * an optional Learn more link, and a Coming Soon badge where the buttons would be. The pendant is
 * drawn above its name. Price and buttons sit at the foot of the card, so they line up along a row.
 */
export async function ProductCard({ locale, product }: { locale: Locale; product: CatalogueProduct }) {
  const t = await getTranslations({ locale, namespace: 'Pricing' });
  const comingSoon = product.status === 'coming_soon';
  const isPendant = isPendantProduct(product);
  const titleId = `product-${product.id}`;

  return (
    <article aria-labelledby={titleId} className="flex w-full flex-col overflow-hidden rounded-card border border-border bg-card shadow-sm">
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
      {isPendant && (
        <div className="flex h-44 justify-center bg-wellness-soft pt-2">
          <PendantIllustration className="h-full w-auto" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-4 p-6">
        <h4 id={titleId} className="text-xl font-semibold break-words">
          {product.name}
        </h4>
        {product.description && <p className="text-muted-foreground">{product.description}</p>}
        <FeatureList features={product.features} label={t('features')} />
        <div className="mt-auto flex flex-col gap-4 border-t border-border pt-4">
          <PlanPrice locale={locale} amount={product.price} currency={product.currency} period="once" />
          {comingSoon ? (
            <Badge variant="warning" className="self-start text-sm">
              {t('comingSoon')}
            </Badge>
          ) : (
            <div className="flex flex-wrap gap-3">
              <Button asChild variant="wellness" wrap>
                <Link href={routes.orders}>
                  {isPendant ? t('getPendant') : t('orderProduct')}
                  <span className="sr-only">: {product.name}</span>
                </Link>
              </Button>
              <Button asChild variant="outline" wrap>
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
