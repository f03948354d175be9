/**
 * The catalogue as admins see it (issue 22): every plan, product and regional service, hidden ones
 * included (RLS lets admins read them all), in the order the public pages use: sort_order, then
 * name, then id, the same order move_catalogue_item swaps in.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { PlanRow, ProductRow, ServiceRow } from '@/lib/catalogue/admin-rows';
import type { Database } from '@/lib/database.types';
import type { CatalogueKind } from '@/lib/validation/catalogue';

type Client = SupabaseClient<Database>;

export const catalogueTables = { plans: 'subscription_plans', products: 'products', services: 'regional_services' } as const satisfies Record<
  CatalogueKind,
  keyof Database['public']['Tables']
>;

export type AdminCatalogue = { plans: PlanRow[]; products: ProductRow[]; services: ServiceRow[] };

type Listed<T> = { data: T[] | null; error: { message: string } | null };

function rows<T>(what: string, result: Listed<T>): T[] {
  if (result.error) throw new Error(`Reading ${what} failed: ${result.error.message}`);
  return result.data ?? [];
}

/** Throws when a read fails: the page then says so instead of showing an empty catalogue. */
export async function getAdminCatalogue(client: Client): Promise<AdminCatalogue> {
  const ordered = <T extends keyof typeof catalogueTables>(kind: T) =>
    client.from(catalogueTables[kind]).select('*').order('sort_order').order('name').order('id');
  const [plans, products, services] = await Promise.all([ordered('plans'), ordered('products'), ordered('services')]);
  return {
    plans: rows('plans', plans as Listed<PlanRow>),
    products: rows('products', products as Listed<ProductRow>),
    services: rows('regional services', services as Listed<ServiceRow>),
  };
}

export type CatalogueItem =
  | { kind: 'plans'; row: PlanRow }
  | { kind: 'products'; row: ProductRow }
  | { kind: 'services'; row: ServiceRow };

/** One item, or null when there is none with that id (or RLS hides it). */
export async function getCatalogueItem(client: Client, kind: CatalogueKind, id: string): Promise<CatalogueItem | null> {
  const { data, error } = await client.from(catalogueTables[kind]).select('*').eq('id', id).maybeSingle();
  if (error) throw new Error(`Reading a catalogue item failed: ${error.message}`);
  if (!data) return null;
  return { kind, row: data } as CatalogueItem;
}
