'use server';

import { authedAction, fail } from '@/lib/actions/safe-action';
import { siteOrigin } from '@/lib/actions/site-origin';
import { checkoutLines } from '@/lib/billing/checkout-lines';
import { ensureBillingCustomer } from '@/lib/billing/customer';
import { getStripe, isPaymentConfigured } from '@/lib/billing/stripe-client';
import { getBillablePlans, getMemberSubscriptions } from '@/lib/data/billing';
import { bindOrderToCheckout, discardPendingOrder, orderablePendant, placePendingOrder } from '@/lib/data/pendant-orders';
import { getPathname } from '@/lib/i18n/navigation';
import { locales, type Locale } from '@/lib/i18n/routing';
import { routes } from '@/lib/routes';
import { createAdminClient } from '@/lib/supabase/admin';
import { checkoutSelectionSchema } from '@/lib/validation/checkout';
import { z } from '@/lib/zod';

const localeArg = z.enum(locales);

/** Stripe Checkout's languages for ours: the page the member pays on speaks their language. */
const checkoutLocale: Record<Locale, 'en' | 'nl' | 'es'> = { en: 'en', nl: 'nl', es: 'es' };

/**
 * "Continue to payment" (issue 20): a Checkout Session in subscription mode for the plan and its
 * add-ons, and the pendant as a one-time line when it was added (its order written as pending
 * first), for the member's own Stripe customer. Returns where to send the browser; a member who
 * already pays is sent to their subscription instead of paying twice.
 */
export const startCheckout = authedAction
  .inputSchema(checkoutSelectionSchema)
  .bindArgsSchemas([localeArg])
  .action(async ({ parsedInput: selection, bindArgsParsedInputs: [locale], ctx: { user, supabase } }) => {
    if (!isPaymentConfigured()) return fail('failed');
    const current = await getMemberSubscriptions(supabase, user.id);
    if (current.some((row) => row.provider === 'stripe' && ['active', 'trialing', 'past_due'].includes(row.status))) {
      return { status: 'alreadySubscribed' as const };
    }
    const result = checkoutLines(selection, await getBillablePlans(supabase));
    if (!result.ok) return { status: result.reason };
    // The pendant on the same checkout: a one-time line, charged with the first invoice.
    const pendant = selection.shipment ? await orderablePendant(supabase, 1) : null;
    if (pendant && !pendant.ok) return { status: pendant.reason === 'outOfStock' ? ('pendantOutOfStock' as const) : ('addOnUnavailable' as const) };

    const stripe = getStripe();
    const admin = createAdminClient();
    const { data: profile } = await supabase.from('profiles').select('full_name').eq('user_id', user.id).maybeSingle();
    const customer = await ensureBillingCustomer(
      { stripe, admin },
      { id: user.id, email: user.email ?? null, name: profile?.full_name ?? null, locale },
    );
    const origin = await siteOrigin();
    const at = (path: string) => `${origin}${getPathname({ href: path, locale: locale as Locale })}`;
    const orderId = pendant?.ok && selection.shipment ? await placePendingOrder(admin, user.id, pendant.product, 1, selection.shipment) : null;
    try {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer,
        client_reference_id: user.id,
        line_items: [...result.lines, ...(pendant?.ok ? [{ price: pendant.price, quantity: 1 }] : [])],
        locale: checkoutLocale[locale as Locale],
        metadata: { user_id: user.id, ...(orderId ? { order_id: orderId } : {}) },
        subscription_data: { metadata: { user_id: user.id } },
        // Stripe fills in the session id; /welcome re-reads the session from Stripe with it.
        success_url: `${at(routes.welcome)}?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${at(routes.register)}?checkout=cancelled`,
      });
      if (orderId) await bindOrderToCheckout(admin, orderId, session.id);
      if (!session.url) throw new Error(`checkout session ${session.id} has no url`);
      return { status: 'redirect' as const, url: session.url };
    } catch (error) {
      // Nothing half written: an order without a checkout is removed again.
      if (orderId) await discardPendingOrder(admin, orderId);
      throw error;
    }
  });
