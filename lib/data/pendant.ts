import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { createClient } from '@/lib/supabase/server';
import { type CatalogueProduct, type CatalogueRegionalService, getCatalogue } from './catalogue';

/**
 * The pendant among the catalogue's products: the one named a pendant, else the first product.
 * Named in English (canonicalName when the name shown is translated, issue 22), so a Dutch
 * "Hanger" is still the pendant.
 */
export function pickPendant<P extends Pick<CatalogueProduct, 'name'> & { canonicalName?: string }>(products: readonly P[] | null): P | null {
  if (!products || products.length === 0) return null;
  return products.find((product) => /pendant/i.test(product.canonicalName ?? product.name)) ?? products[0];
}

/** Spain's regional services (region "es"); null when the read failed (docs/product.md#errors: logged, left empty). */
export function spainServices(services: readonly CatalogueRegionalService[] | null): CatalogueRegionalService[] | null {
  return services ? services.filter((service) => service.region.toLowerCase() === 'es') : null;
}

/**
 * The catalogue read of a page rendered per request (the member's orders page), as the visitor
 * (RLS: active rows only), texts in the visitor's language. The cached public pages (pendant, Spain,
 * homepage) read through lib/data/cached-public-data.ts instead.
 */
export async function loadPublicCatalogue(locale: Locale) {
  return getCatalogue(await createClient(), locale);
}
