import 'server-only';
import { createClient } from '@/lib/supabase/server';
import { type CatalogueProduct, type CatalogueRegionalService, getCatalogue } from './catalogue';

/** The pendant among the catalogue's products: the one named a pendant, else the first product. */
export function pickPendant<P extends Pick<CatalogueProduct, 'name'>>(products: readonly P[] | null): P | null {
  if (!products || products.length === 0) return null;
  return products.find((product) => /pendant/i.test(product.name)) ?? products[0];
}

/** Spain's regional services (region "es"); null when the read failed (docs/product.md#errors: logged, left empty). */
export function spainServices(services: readonly CatalogueRegionalService[] | null): CatalogueRegionalService[] | null {
  return services ? services.filter((service) => service.region.toLowerCase() === 'es') : null;
}

/**
 * The catalogue reads of the pendant and Spain pages (docs/product.md#backend-calls (calls 6 and 8)), through the same
 * typed reads as the homepage, as the visitor (RLS: active rows only).
 */
export async function loadPublicCatalogue() {
  return getCatalogue(await createClient());
}
