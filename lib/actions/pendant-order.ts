'use server';

import { authedAction } from '@/lib/actions/safe-action';
import { siteOrigin } from '@/lib/actions/site-origin';
import { ensureBillingCustomer } from '@/lib/billing/customer';
import { billingDeps } from '@/lib/billing/member-billing';
import { isPaymentConfigured } from '@/lib/billing/stripe-client';
import { bindOrderToCheckout, discardPendingOrder, orderablePendant, placePendingOrder } from '@/lib/data/pendant-orders';
import { getPathname } from '@/lib/i18n/navigation';
import { locales, type Locale } from '@/lib/i18n/routing';
import { routes } from '@/lib/routes';
import { pendantOrderSchema } from '@/lib/validation/pendant-order';
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
    const pendant = await orderablePendant(supabase, order.quantity);
    if (!pendant.ok) return { status: pendant.reason };

    const deps = billingDeps();
    const { data: profile } = await supabase.from('profiles').select('full_name').eq('user_id', user.id).maybeSingle();
    const customer = await ensureBillingCustomer(deps, { id: user.id, email: user.email ?? null, name: profile?.full_name ?? null, locale });
    const orderId = await placePendingOrder(deps.admin, user.id, pendant.product, order.quantity, order);
    try {
      const ordersUrl = `${await siteOrigin()}${getPathname({ href: routes.orders, locale: locale as Locale })}`;
      const session = await deps.stripe.checkout.sessions.create({
        mode: 'payment',
        customer,
        client_reference_id: user.id,
        line_items: [{ price: pendant.price, quantity: order.quantity }],
        locale: locale as Locale,
        metadata: { user_id: user.id, order_id: orderId },
        payment_intent_data: { metadata: { user_id: user.id, order_id: orderId } },
        success_url: `${ordersUrl}?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${ordersUrl}?cancelled=${orderId}`,
      });
      await bindOrderToCheckout(deps.admin, orderId, session.id);
      if (!session.url) throw new Error(`checkout session ${session.id} has no url`);
      return { status: 'redirect' as const, url: session.url };
    } catch (error) {
      await discardPendingOrder(deps.admin, orderId);
      throw error;
    }
  });
