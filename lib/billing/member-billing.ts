import 'server-only';
import type Stripe from 'stripe';
import { billablePlanRefs } from '@/lib/data/billing';
import { findBillingCustomer } from '@/lib/data/billing-customers';
import { createAdminClient } from '@/lib/supabase/admin';
import type { BillingDeps } from './billing-deps';
import { getStripe, isPaymentConfigured } from './stripe-client';
import { stripeId } from './subscription-snapshot';
import { subscriptionOverview, type CataloguePlanRef, type SubscriptionOverview } from './subscription-overview';

export type InvoiceRow = { id: string; number: string | null; created: string; total: number; currency: string; status: string; url: string | null };

export type MemberBilling =
  | { configured: false }
  | { configured: true; unreachable: true }
  | { configured: true; customer: string | null; overview: SubscriptionOverview | null; invoices: InvoiceRow[]; plans: CataloguePlanRef[] };

/** Stripe states in which a subscription is still the member's current one. */
const CURRENT: ReadonlySet<Stripe.Subscription.Status> = new Set(['active', 'trialing', 'past_due', 'unpaid', 'incomplete', 'paused']);

export function billingDeps(): BillingDeps {
  return { stripe: getStripe(), admin: createAdminClient() };
}

/**
 * The member's current Stripe subscription, read live from Stripe with its payment method and
 * latest invoice, or null. Only subscriptions of the member's own customer are ever returned, so
 * every action that starts here acts on the member's own billing.
 */
export async function currentSubscription(deps: BillingDeps, memberId: string): Promise<{ customer: string; subscription: Stripe.Subscription } | null> {
  const customer = await findBillingCustomer(deps.admin, memberId);
  if (!customer) return null;
  const list = await deps.stripe.subscriptions.list({ customer, status: 'all', limit: 10 });
  const current = list.data.find((subscription) => CURRENT.has(subscription.status));
  if (!current) return null;
  const subscription = await deps.stripe.subscriptions.retrieve(current.id, { expand: ['default_payment_method', 'latest_invoice'] });
  if (stripeId(subscription.customer) !== customer) return null;
  return { customer, subscription };
}

async function customerCard(deps: BillingDeps, customer: string): Promise<Stripe.PaymentMethod | null> {
  const found = await deps.stripe.customers.retrieve(customer, { expand: ['invoice_settings.default_payment_method'] });
  if (found.deleted) return null;
  const method = found.invoice_settings?.default_payment_method;
  return method && typeof method === 'object' ? method : null;
}

/** Everything /full-dashboard/subscription shows, live from Stripe; a Stripe outage is a state, not an error page. */
export async function loadMemberBilling(memberId: string, now = new Date()): Promise<MemberBilling> {
  if (!isPaymentConfigured()) return { configured: false };
  try {
    return await readMemberBilling(memberId, now);
  } catch (error) {
    console.error('Reading billing from Stripe failed', error);
    return { configured: true, unreachable: true };
  }
}

async function readMemberBilling(memberId: string, now: Date): Promise<MemberBilling> {
  const deps = billingDeps();
  const plans = await billablePlanRefs(deps.admin);
  const current = await currentSubscription(deps, memberId);
  const customer = current?.customer ?? (await findBillingCustomer(deps.admin, memberId));
  if (!customer) return { configured: true, customer: null, overview: null, invoices: [], plans };
  const [card, invoices] = await Promise.all([
    current && typeof current.subscription.default_payment_method === 'object' && current.subscription.default_payment_method ? null : customerCard(deps, customer),
    deps.stripe.invoices.list({ customer, limit: 12 }),
  ]);
  return {
    configured: true,
    customer,
    overview: current ? subscriptionOverview(current.subscription, plans, now, card) : null,
    invoices: invoices.data
      .filter((invoice) => invoice.status !== 'draft')
      .map((invoice) => ({
        id: invoice.id ?? '',
        number: invoice.number,
        created: new Date(invoice.created * 1000).toISOString(),
        total: invoice.total,
        currency: invoice.currency,
        status: invoice.status ?? 'draft',
        url: invoice.hosted_invoice_url ?? null,
      })),
    plans,
  };
}
