'use server';

import { authedAction } from '@/lib/actions/safe-action';
import { siteOrigin } from '@/lib/actions/site-origin';
import { ensureBillingCustomer } from '@/lib/billing/customer';
import { billingDeps } from '@/lib/billing/member-billing';
import { isPaymentConfigured } from '@/lib/billing/stripe-client';
import { pickPendant } from '@/lib/data/pendant';
import { getPathname } from '@/lib/i18n/navigation';
import { locales, type Locale } from '@/lib/i18n/routing';
import { routes } from '@/lib/routes';
import { pendantOrderSchema, shippingAddressText } from '@/lib/validation/pendant-order';
import { z } from '@/lib/zod';

const localeArg = z.enum(locales);

/**
 * "Get the pendant" (issue 20): the order is written as pending with its address and the price of
 * today, then paid once through Stripe Checkout in payment mode. If the checkout cannot be
 * opened, the pending order is removed again: nothing half written.
 */
export const startPendantCheckout = authedAction
  .inputSchema(pendantOrderSchema)
  .bindArgsSchemas([localeArg])
  .action(async ({ parsedInput: order, bindArgsParsedInputs: [locale], ctx: { user, supabase } }) => {
    if (!isPaymentConfigured()) return { status: 'unavailable' as const };
    const { data: products, error: readError } = await supabase.from('products').select('id, name, price, currency, status, stripe_price_id, inventory_count').eq('status', 'active');
    if (readError) throw new Error(`products read failed: ${readError.message}`);
    const row = pickPendant(products);
    if (!row?.stripe_price_id) return { status: 'unavailable' as const };
    if (row.inventory_count < order.quantity) return { status: 'outOfStock' as const };

    const deps = billingDeps();
    const { data: profile } = await supabase.from('profiles').select('full_name').eq('user_id', user.id).maybeSingle();
    const customer = await ensureBillingCustomer(deps, { id: user.id, email: user.email ?? null, name: profile?.full_name ?? null, locale });
    const unitPrice = Number(row.price);
    const { data: placed, error: insertError } = await deps.admin
      .from('orders')
      .insert({
        user_id: user.id,
        product_id: row.id,
        quantity: order.quantity,
        unit_price: unitPrice,
        currency: row.currency,
        total: Math.round(unitPrice * 100 * order.quantity) / 100,
        status: 'pending',
        shipping_address: shippingAddressText(order),
        provider: 'stripe',
      })
      .select('id')
      .single();
    if (insertError) throw new Error(`order insert failed: ${insertError.message}`);

    try {
      const origin = await siteOrigin();
      const ordersUrl = `${origin}${getPathname({ href: routes.orders, locale: locale as Locale })}`;
      const session = await deps.stripe.checkout.sessions.create({
        mode: 'payment',
        customer,
        client_reference_id: user.id,
        line_items: [{ price: row.stripe_price_id, quantity: order.quantity }],
        locale: locale as Locale,
        metadata: { user_id: user.id, order_id: placed.id },
        payment_intent_data: { metadata: { user_id: user.id, order_id: placed.id } },
        success_url: `${ordersUrl}?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${ordersUrl}?cancelled=${placed.id}`,
      });
      const { error: bindError } = await deps.admin.from('orders').update({ provider_reference: session.id }).eq('id', placed.id);
      if (bindError) throw new Error(`order ${placed.id}: session not recorded: ${bindError.message}`);
      if (!session.url) throw new Error(`checkout session ${session.id} has no url`);
      return { status: 'redirect' as const, url: session.url };
    } catch (error) {
      await deps.admin.from('orders').delete().eq('id', placed.id).eq('status', 'pending');
      throw error;
    }
  });
