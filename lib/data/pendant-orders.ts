import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import { shippingAddressText, type PendantOrder } from '@/lib/validation/pendant-order';
import { pickPendant } from './pendant';

/**
 * A pendant order's rows before and around its checkout (docs/architecture.md#payments). Written
 * with the service role: members may read their orders but never write them, so a price or a
 * status cannot come from the browser. The sync marks an order paid or cancelled later
 * (lib/data/billing-sync.ts).
 */
type AdminClient = SupabaseClient<Database>;

export type OrderableProduct = { id: string; price: number | string; currency: Database['public']['Enums']['currency_code']; stripe_price_id: string | null; inventory_count: number };

/**
 * An order written as pending, with its address and today's price, before its checkout opens; the
 * checkout session is bound to it once made (provider_reference), and the sync marks it paid or
 * cancelled from that session. If the session cannot be made, the order is removed again.
 */
export async function placePendingOrder(
  admin: AdminClient,
  memberId: string,
  product: OrderableProduct,
  quantity: number,
  address: Pick<PendantOrder, 'fullName' | 'line1' | 'line2' | 'postalCode' | 'city' | 'country'>,
): Promise<string> {
  const unitPrice = Number(product.price);
  const { data, error } = await admin
    .from('orders')
    .insert({
      user_id: memberId,
      product_id: product.id,
      quantity,
      unit_price: unitPrice,
      currency: product.currency,
      total: Math.round(unitPrice * 100 * quantity) / 100,
      status: 'pending',
      shipping_address: shippingAddressText(address),
      provider: 'stripe',
    })
    .select('id')
    .single();
  if (error) throw new Error(`order insert failed: ${error.message}`);
  return data.id;
}

export async function bindOrderToCheckout(admin: AdminClient, orderId: string, sessionId: string): Promise<void> {
  const { error } = await admin.from('orders').update({ provider_reference: sessionId }).eq('id', orderId);
  if (error) throw new Error(`order ${orderId}: session not recorded: ${error.message}`);
}

export async function discardPendingOrder(admin: AdminClient, orderId: string): Promise<void> {
  await admin.from('orders').delete().eq('id', orderId).eq('status', 'pending');
}

/** The checkout session of the member's own order `orderId` while it is still pending, or null. */
export async function pendingOrderSession(admin: AdminClient, memberId: string, orderId: string): Promise<string | null> {
  const { data: order } = await admin
    .from('orders')
    .select('provider_reference')
    .eq('id', orderId)
    .eq('user_id', memberId)
    .eq('status', 'pending')
    .maybeSingle();
  return order?.provider_reference ?? null;
}

/** The pendant if it can be bought online now in `quantity`: active, priced at Stripe, in stock. */
export async function orderablePendant(client: Pick<AdminClient, 'from'>, quantity: number) {
  const { data, error } = await client.from('products').select('id, name, price, currency, status, stripe_price_id, inventory_count').eq('status', 'active');
  if (error) throw new Error(`products read failed: ${error.message}`);
  const pendant = pickPendant(data);
  if (!pendant?.stripe_price_id) return { ok: false as const, reason: 'unavailable' as const };
  if (pendant.inventory_count < quantity) return { ok: false as const, reason: 'outOfStock' as const };
  return { ok: true as const, product: pendant, price: pendant.stripe_price_id };
}
