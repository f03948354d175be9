import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';

/**
 * The catalogue as Stripe must sell it, and where each row's Stripe price id is kept
 * (lib/billing/catalogue-prices.ts makes the prices). Service role: the price id is written by
 * the server only. No 'server-only': npm run stripe:catalogue runs this under plain tsx.
 */
type AdminClient = SupabaseClient<Database>;

/** One sellable catalogue row: an active plan (recurring, with its interval) or an active product (one-time). */
export type CataloguePriceRow = {
  kind: 'plan' | 'product';
  id: string;
  name: string;
  price: number;
  currency: string;
  interval: 'month' | 'year' | null;
  stripePriceId: string | null;
};

/** Every active plan and product, plans first. Throws when either read fails. */
export async function readCataloguePriceRows(admin: AdminClient): Promise<CataloguePriceRow[]> {
  const [plans, products] = await Promise.all([
    admin.from('subscription_plans').select('id, name, price, currency, billing_interval, stripe_price_id').eq('is_active', true),
    admin.from('products').select('id, name, price, currency, stripe_price_id').eq('status', 'active'),
  ]);
  if (plans.error) throw new Error(`plans read failed: ${plans.error.message}`);
  if (products.error) throw new Error(`products read failed: ${products.error.message}`);
  return [
    ...plans.data.map((plan) => ({ kind: 'plan' as const, id: plan.id, name: plan.name, price: Number(plan.price), currency: plan.currency, interval: plan.billing_interval, stripePriceId: plan.stripe_price_id })),
    ...products.data.map((product) => ({ kind: 'product' as const, id: product.id, name: product.name, price: Number(product.price), currency: product.currency, interval: null, stripePriceId: product.stripe_price_id })),
  ];
}

/** Keeps `priceId` as the row's Stripe price. Throws when it could not be written. */
export async function recordStripePriceId(admin: AdminClient, row: Pick<CataloguePriceRow, 'kind' | 'id'>, priceId: string): Promise<void> {
  const table = row.kind === 'plan' ? 'subscription_plans' : 'products';
  const { error } = await admin.from(table).update({ stripe_price_id: priceId }).eq('id', row.id);
  if (error) throw new Error(`${table} ${row.id}: stripe_price_id not written: ${error.message}`);
}
