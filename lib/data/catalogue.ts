/**
 * Public catalogue reads for the homepage (docs/product.md#backend-calls (calls 6–8)), run in parallel on the server.
 * Rows are turned into view models here: prices become numbers, feature lists keep only strings
 * (docs/product.md#data), and names, descriptions and features are given in the visitor's language, falling back to
 * English field by field (lib/catalogue/translations.ts). A failed read is logged and gives null, so only that section stays empty (docs/product.md#errors). The documented 100 ms delay (docs/product.md#backend-calls) before these calls belonged to a browser-rendered page; on
 * the server it would only slow the response, so there is none.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { localizedTexts } from '@/lib/catalogue/translations';
import type { Locale } from '@/lib/i18n/routing';
import { maxProductFeatures, stringFeatures } from '@/lib/plans';

export type CatalogueProduct = {
  id: string;
  /** In the visitor's language. */
  name: string;
  /** The English name, whatever the language: rules that find a product by name read this one. */
  canonicalName: string;
  description: string | null;
  price: number;
  currency: string;
  status: 'active' | 'coming_soon';
  comingSoonUrl: string | null;
  /** At most six (docs/product.md#limits-and-constants). */
  features: string[];
};

export type CataloguePlan = {
  id: string;
  /** In the visitor's language. */
  name: string;
  /** The English name, whatever the language: the core-plan rule (docs/product.md#rules) reads this one. */
  canonicalName: string;
  description: string | null;
  price: number;
  currency: string;
  billingInterval: string;
  features: string[];
  is_popular: boolean;
  region: string | null;
  /** How many emergency contacts a member on this plan may keep. */
  maxEmergencyContacts: number;
};

export type CatalogueRegionalService = {
  id: string;
  name: string;
  description: string | null;
  price: number;
  currency: string;
  region: string;
  features: string[];
};

/** null: the read failed (logged); the section stays empty rather than claim there is nothing. */
export type Catalogue = {
  products: CatalogueProduct[] | null;
  plans: CataloguePlan[] | null;
  regionalServices: CatalogueRegionalService[] | null;
};

// Structural: only what these reads use, so tests can pass a fake and any typed client fits.
type ReadClient = Pick<SupabaseClient, 'from'>;
type Row = Record<string, unknown>;
type ReadResult = { data: Row[] | null; error: unknown };

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The fields every catalogue row shares, texts in `locale`; PostgREST may send numerics as
 * strings, hence Number().
 */
function offer(row: Row, locale: Locale) {
  const english = { name: String(row.name), description: str(row.description), features: stringFeatures(row.features) };
  return {
    id: String(row.id),
    ...localizedTexts(english, row.translations, locale),
    canonicalName: english.name,
    price: Number(row.price),
    currency: String(row.currency),
  };
}

export function toProduct(row: Row, locale: Locale): CatalogueProduct {
  const base = offer(row, locale);
  return {
    ...base,
    status: row.status === 'coming_soon' ? 'coming_soon' : 'active',
    comingSoonUrl: str(row.coming_soon_url),
    features: base.features.slice(0, maxProductFeatures),
  };
}

export function toPlan(row: Row, locale: Locale): CataloguePlan {
  return {
    ...offer(row, locale),
    billingInterval: String(row.billing_interval ?? 'month'),
    is_popular: row.is_popular === true,
    region: str(row.region),
    maxEmergencyContacts: Number(row.max_emergency_contacts ?? 0),
  };
}

export function toRegionalService(row: Row, locale: Locale): CatalogueRegionalService {
  const { id, name, description, features, price, currency } = offer(row, locale);
  return { id, name, description, features, price, currency, region: String(row.region) };
}

async function readList<T>(what: string, query: PromiseLike<ReadResult>, map: (row: Row) => T): Promise<T[] | null> {
  try {
    const { data, error } = await query;
    if (error) {
      console.error(`Reading ${what} failed`, error);
      return null;
    }
    return (data ?? []).map(map);
  } catch (error) {
    console.error(`Reading ${what} failed`, error);
    return null;
  }
}

/**
 * The public catalogue in `locale`. Only active rows, also for an admin's session (RLS shows admins
 * hidden rows too): a page looks the same to everyone. Equal sort orders go by name, as in the
 * admin list. Read per request, never cached, so an admin's change shows on the next page load.
 */
export async function getCatalogue(client: ReadClient, locale: Locale): Promise<Catalogue> {
  const [products, plans, regionalServices] = await Promise.all([
    readList(
      'products',
      client.from('products').select('*').eq('is_active', true).in('status', ['active', 'coming_soon']).order('sort_order', { ascending: true }).order('name', { ascending: true }),
      (row) => toProduct(row, locale),
    ),
    readList(
      'subscription plans',
      client.from('subscription_plans').select('*').eq('is_active', true).order('sort_order', { ascending: true }).order('name', { ascending: true }),
      (row) => toPlan(row, locale),
    ),
    readList(
      'regional services',
      client.from('regional_services').select('*').eq('is_active', true).order('sort_order', { ascending: true }).order('name', { ascending: true }),
      (row) => toRegionalService(row, locale),
    ),
  ]);
  return { products, plans, regionalServices };
}
