/**
 * What happens when the checkout page's form is paid with a valid card. The card is checked first:
 * a decline changes nothing and leaves the session open for another try, as on Stripe. Otherwise, in
 * subscription mode: customer (created if needed), card attached and made the default, subscription
 * with its first invoice paid; in payment mode: a succeeded PaymentIntent. Then the session is
 * complete and checkout.session.completed is sent last, as Stripe does.
 */
import type { Ctx } from '../core/context';
import { emitEvent } from '../core/events';
import type { CheckoutSessionRecord, CustomerRecord } from '../core/state';
import { checkoutSessionJson } from '../resources/checkout-sessions';
import { createCustomer, emitCustomerCreated, updateCustomer } from '../resources/customers';
import { attachPaymentMethod, createCardPaymentMethod, type CardInput } from '../resources/payment-methods';
import { chargeCard } from './charging';
import { createSubscription } from './lifecycle';
import { attachDecline, behaviorOf, chargeDecline, type Decline } from './test-cards';

export type CompletionResult = { ok: true } | { ok: false; decline: Decline };

export function completeCheckout(ctx: Ctx, session: CheckoutSessionRecord, card: CardInput): CompletionResult {
  const behavior = behaviorOf(card.number);
  const decline = session.amount_total > 0 ? chargeDecline(behavior) : attachDecline(behavior);
  if (decline) return { ok: false, decline };

  let customer: CustomerRecord | null = session.customer ? ctx.state.customers[session.customer] : null;
  if (!customer && session.mode === 'subscription') {
    customer = createCustomer(ctx, { email: card.email, name: card.name });
    emitCustomerCreated(ctx, customer);
  }
  const method = createCardPaymentMethod(ctx, card);
  if (customer) attachPaymentMethod(ctx, method, customer.id);

  if (session.mode === 'subscription' && customer) {
    const owner = customer;
    updateCustomer(ctx, owner, () => {
      owner.default_payment_method = method.id;
      owner.currency = owner.currency ?? session.currency;
    });
    const priced = session.line_items.map((line) => ({ price: ctx.state.prices[line.price], quantity: line.quantity }));
    const { subscription, invoice } = createSubscription(ctx, {
      customer: owner,
      recurring: priced.filter(({ price }) => price.recurring),
      oneTime: priced.filter(({ price }) => !price.recurring),
      metadata: session.subscription_metadata,
      description: session.subscription_description,
      trialDays: session.trial_period_days,
      method,
    });
    session.subscription = subscription.id;
    session.invoice = invoice.id;
  } else {
    const { intent } = chargeCard(ctx, {
      amount: session.amount_total,
      currency: session.currency,
      customer: customer?.id ?? null,
      method,
      description: session.payment_intent_description,
      metadata: session.payment_intent_metadata,
      receiptEmail: card.email,
      invoice: null,
    });
    session.payment_intent = intent.id;
  }
  session.status = 'complete';
  session.payment_status = session.amount_total > 0 ? 'paid' : 'no_payment_required';
  session.customer = customer?.id ?? null;
  session.customer_details = { email: card.email, name: card.name };
  emitEvent(ctx, 'checkout.session.completed', checkoutSessionJson(ctx, session));
  return { ok: true };
}

/** success_url with Stripe's `{CHECKOUT_SESSION_ID}` template filled in. */
export function successUrl(session: CheckoutSessionRecord): string | null {
  return session.success_url ? session.success_url.split('{CHECKOUT_SESSION_ID}').join(session.id) : null;
}
