import type { Database } from '@/lib/database.types';
import { pickPendant } from '@/lib/data/pendant';
import { shippingAddressText, type PendantOrder } from '@/lib/validation/pendant-order';
import type { BillingDeps } from './billing-deps';

export type OrderableProduct = { id: string; price: number | string; currency: Database['public']['Enums']['currency_code']; stripe_price_id: string | null; inventory_count: number };

/**
 * An order written as pending, with its address and today's price, before its checkout opens; the
 * checkout session is bound to it once made (provider_reference), and the sync marks it paid or
 * cancelled from that session. If the session cannot be made, the order is removed again.
 */
export async function placePendingOrder(
  deps: Pick<BillingDeps, 'admin'>,
  memberId: string,
  product: OrderableProduct,
  quantity: number,
  address: Pick<PendantOrder, 'fullName' | 'line1' | 'line2' | 'postalCode' | 'city' | 'country'>,
): Promise<string> {
  const unitPrice = Number(product.price);
  const { data, error } = await deps.admin
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

export async function bindOrderToCheckout(deps: Pick<BillingDeps, 'admin'>, orderId: string, sessionId: string): Promise<void> {
  const { error } = await deps.admin.from('orders').update({ provider_reference: sessionId }).eq('id', orderId);
  if (error) throw new Error(`order ${orderId}: session not recorded: ${error.message}`);
}

export async function discardPendingOrder(deps: Pick<BillingDeps, 'admin'>, orderId: string): Promise<void> {
  await deps.admin.from('orders').delete().eq('id', orderId).eq('status', 'pending');
}

/** The pendant if it can be bought online now in `quantity`: active, priced at Stripe, in stock. */
export async function orderablePendant(client: Pick<BillingDeps['admin'], 'from'>, quantity: number) {
  const { data, error } = await client.from('products').select('id, name, price, currency, status, stripe_price_id, inventory_count').eq('status', 'active');
  if (error) throw new Error(`products read failed: ${error.message}`);
  const pendant = pickPendant(data);
  if (!pendant?.stripe_price_id) return { ok: false as const, reason: 'unavailable' as const };
  if (pendant.inventory_count < quantity) return { ok: false as const, reason: 'outOfStock' as const };
  return { ok: true as const, product: pendant, price: pendant.stripe_price_id };
}
