import { planForm, productForm, serviceForm } from '@/lib/catalogue/admin-rows';
import type { CatalogueItem } from '@/lib/data/catalogue-admin';
import type { CatalogueKind } from '@/lib/validation/catalogue';
import { PlanForm } from './plan-form';
import { ProductForm } from './product-form';
import { ServiceForm } from './service-form';

/** The form of a kind, opened with an item's values (editing) or a new item's defaults. */
export function CatalogueItemForm({ kind, item }: { kind: CatalogueKind; item: CatalogueItem | null }) {
  const id = item?.row.id ?? null;
  if (kind === 'plans') return <PlanForm id={id} initial={planForm(item?.kind === 'plans' ? item.row : null)} />;
  if (kind === 'products') return <ProductForm id={id} initial={productForm(item?.kind === 'products' ? item.row : null)} />;
  return <ServiceForm id={id} initial={serviceForm(item?.kind === 'services' ? item.row : null)} />;
}
