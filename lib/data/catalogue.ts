/**
 * Public catalogue reads for the homepage (docs/product.md#backend-calls (calls 6–8)), run in parallel on the server.
 * Rows are turned into view models here: prices become numbers, feature lists keep only strings
 * (docs/product.md#data). A failed read is logged and gives null, so only that section stays empty (docs/product.md#errors). The documented 100 ms delay (docs/product.md#backend-calls) before these calls belonged to a browser-rendered page; on
 * the server it would only slow the response, so there is none.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { productFeatures, stringFeatures } from '@/lib/plans';

export type CatalogueProduct = {
  id: string;
  name: string;
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
  name: string;
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

/** The fields every catalogue row shares; PostgREST may send numerics as strings, hence Number(). */
function offer(row: Row) {
  return {
    id: String(row.id),
    name: String(row.name),
    description: str(row.description),
    price: Number(row.price),
    currency: String(row.currency),
  };
}

function toProduct(row: Row): CatalogueProduct {
  return {
    ...offer(row),
    status: row.status === 'coming_soon' ? 'coming_soon' : 'active',
    comingSoonUrl: str(row.coming_soon_url),
    features: productFeatures(row.features),
  };
}

function toPlan(row: Row): CataloguePlan {
  return {
    ...offer(row),
    billingInterval: String(row.billing_interval ?? 'month'),
    features: stringFeatures(row.features),
    is_popular: row.is_popular === true,
    region: str(row.region),
    maxEmergencyContacts: Number(row.max_emergency_contacts ?? 0),
  };
}

function toRegionalService(row: Row): CatalogueRegionalService {
  return {
    ...offer(row),
    region: String(row.region),
    features: stringFeatures(row.features),
  };
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

export async function getCatalogue(client: ReadClient): Promise<Catalogue> {
  const [products, plans, regionalServices] = await Promise.all([
    readList(
      'products',
      client.from('products').select('*').in('status', ['active', 'coming_soon']).order('sort_order', { ascending: true }),
      toProduct,
    ),
    readList(
      'subscription plans',
      client.from('subscription_plans').select('*').eq('is_active', true).order('sort_order', { ascending: true }),
      toPlan,
    ),
    readList(
      'regional services',
      client.from('regional_services').select('*').eq('is_active', true).order('sort_order', { ascending: true }),
      toRegionalService,
    ),
  ]);
  return { products, plans, regionalServices };
}
