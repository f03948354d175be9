'use server';

import { authedAction, fail } from '@/lib/actions/safe-action';
import { siteOrigin } from '@/lib/actions/site-origin';
import { billingDeps, currentSubscription } from '@/lib/billing/member-billing';
import { contactLimitAfterChange, contactsToRemove, prorationDueNow } from '@/lib/billing/plan-change';
import { sendBillingReceipt } from '@/lib/billing/receipts';
import { isPaymentConfigured } from '@/lib/billing/stripe-client';
import { subscriptionOverview } from '@/lib/billing/subscription-overview';
import { writeSubscription } from '@/lib/billing/sync';
import { billablePlanRefs } from '@/lib/data/billing';
import { findBillingCustomer } from '@/lib/data/billing-customers';
import { getPathname } from '@/lib/i18n/navigation';
import { locales, type Locale } from '@/lib/i18n/routing';
import { routes } from '@/lib/routes';
import { cancellationSchema, planChangeSchema, withdrawalSchema } from '@/lib/validation/subscription';
import { z } from '@/lib/zod';

/**
 * The subscription page's actions (issue 20). Each starts from the member's own Stripe customer
 * (never an id from the browser), makes the change at Stripe, and writes the result to our copy at
 * once, so the page shows it without waiting for the webhook. Member pages render per request, so
 * the client's router.refresh() is all that is needed; nothing is revalidated here (revalidating the
 * root layout would also throw away every cached public page for nothing).
 */

const localeArg = z.enum(locales);

async function subscriptionPageUrl(locale: Locale): Promise<string> {
  return `${await siteOrigin()}${getPathname({ href: routes.subscription, locale })}`;
}

/** The member's current subscription and its overview, or the end of the action. */
async function mine(memberId: string) {
  if (!isPaymentConfigured()) return fail('failed');
  const deps = billingDeps();
  const current = await currentSubscription(deps, memberId);
  if (!current) return fail('notFound');
  const plans = await billablePlanRefs(deps.admin);
  return { deps, plans, ...current, overview: subscriptionOverview(current.subscription, plans, new Date()) };
}

/** "Update payment method": Stripe's billing portal for the member's own customer. */
export const openBillingPortal = authedAction.bindArgsSchemas([localeArg]).action(async ({ bindArgsParsedInputs: [locale], ctx: { user } }) => {
  if (!isPaymentConfigured()) return fail('failed');
  const deps = billingDeps();
  const customer = await findBillingCustomer(deps.admin, user.id);
  if (!customer) return fail('notFound');
  const session = await deps.stripe.billingPortal.sessions.create({ customer, return_url: await subscriptionPageUrl(locale as Locale), locale: locale as Locale });
  return { url: session.url };
});

/** The cost of a change of plan, shown before it is confirmed, and whether contacts must be chosen. */
export const previewPlanChange = authedAction.inputSchema(planChangeSchema.pick({ planId: true })).action(async ({ parsedInput: { planId }, ctx: { user, supabase } }) => {
  const { deps, plans, subscription, overview } = await mine(user.id);
  const plan = plans.find((candidate) => candidate.id === planId);
  const base = overview.items.find((item) => item.role === 'base');
  if (!plan?.stripePriceId || !base || plan.region === 'es') return { status: 'unknownPlan' as const };
  if (plan.stripePriceId === base.priceId) return { status: 'samePlan' as const };
  const prorationDate = Math.floor(Date.now() / 1000);
  const preview = await deps.stripe.invoices.createPreview({
    customer: subscription.customer as string,
    subscription: subscription.id,
    subscription_details: { items: [{ id: base.itemId, price: plan.stripePriceId }], proration_date: prorationDate, proration_behavior: 'always_invoice' },
  });
  const { data: contacts } = await supabase.from('emergency_contacts').select('id, name').eq('user_id', user.id).order('priority');
  const limit = contactLimitAfterChange(overview.items, plan);
  const newTotal = overview.total - base.unitAmount * base.quantity + Math.round(plan.price * 100) * base.quantity;
  return {
    status: 'preview' as const,
    planName: plan.name,
    dueNow: prorationDueNow(preview),
    currency: preview.currency,
    newTotal,
    contactLimit: limit,
    contacts: (contacts ?? []).length > limit ? (contacts ?? []) : null,
  };
});

/** Changes the base plan, charging or crediting the difference for the rest of the period. */
export const changePlan = authedAction.inputSchema(planChangeSchema).action(async ({ parsedInput: { planId, keepContactIds }, ctx: { user, supabase } }) => {
  const { deps, plans, subscription, overview } = await mine(user.id);
  const plan = plans.find((candidate) => candidate.id === planId);
  const base = overview.items.find((item) => item.role === 'base');
  if (!plan?.stripePriceId || !base || plan.region === 'es') return { status: 'unknownPlan' as const };
  if (plan.stripePriceId === base.priceId) return { status: 'samePlan' as const };
  const { data: contacts, error: contactsError } = await supabase.from('emergency_contacts').select('id').eq('user_id', user.id);
  if (contactsError) throw new Error(`contacts read failed: ${contactsError.message}`);
  const choice = contactsToRemove((contacts ?? []).map((contact) => contact.id), keepContactIds, contactLimitAfterChange(overview.items, plan));
  if (!choice.ok) return { status: 'chooseContacts' as const };

  const updated = await deps.stripe.subscriptions.update(subscription.id, {
    items: [{ id: base.itemId, price: plan.stripePriceId }],
    proration_behavior: 'always_invoice',
  });
  await writeSubscription(deps, updated);
  if (choice.remove.length > 0) {
    // Removed only after the change went through: a refused change keeps every contact.
    const { error } = await supabase.from('emergency_contacts').delete().eq('user_id', user.id).in('id', choice.remove);
    if (error) console.error('Removing contacts after a downgrade failed', error.message);
  }
  return { status: 'changed' as const, planName: plan.name };
});

/** Cancels with 30 days' notice, to the end of the billing period that contains that day. */
export const scheduleCancellation = authedAction
  .inputSchema(cancellationSchema)
  .bindArgsSchemas([localeArg])
  .action(async ({ parsedInput: { expectedDate }, bindArgsParsedInputs: [locale], ctx: { user } }) => {
    const { deps, subscription, overview } = await mine(user.id);
    if (overview.cancelAt) return { status: 'scheduled' as const, date: overview.cancelAt };
    const date = overview.cancellationDateIfAskedNow;
    if (Date.parse(date) !== Date.parse(expectedDate)) return { status: 'dateChanged' as const, date };
    const updated = await deps.stripe.subscriptions.update(subscription.id, { cancel_at: Math.floor(Date.parse(date) / 1000), proration_behavior: 'none' });
    await writeSubscription(deps, updated);
    await sendBillingReceipt(user.email, locale as Locale, { kind: 'cancellation', effectiveDate: date, subscriptionUrl: await subscriptionPageUrl(locale as Locale) });
      return { status: 'scheduled' as const, date };
  });

/** Takes a scheduled cancellation back, any time before it takes effect. */
export const undoCancellation = authedAction.bindArgsSchemas([localeArg]).action(async ({ bindArgsParsedInputs: [locale], ctx: { user } }) => {
  const { deps, subscription, overview } = await mine(user.id);
  if (!overview.cancelAt) return { status: 'notScheduled' as const };
  const updated = await deps.stripe.subscriptions.update(subscription.id, { cancel_at: '', proration_behavior: 'none' });
  await writeSubscription(deps, updated);
  await sendBillingReceipt(user.email, locale as Locale, { kind: 'cancellationUndone', subscriptionUrl: await subscriptionPageUrl(locale as Locale) });
  return { status: 'undone' as const };
});

/**
 * The EU right of withdrawal for contracts made online: within 14 days of signing up, the contract
 * ends at once and every payment made under it is refunded in full.
 */
export const withdrawFromContract = authedAction
  .inputSchema(withdrawalSchema)
  .bindArgsSchemas([localeArg])
  .action(async ({ bindArgsParsedInputs: [locale], ctx: { user } }) => {
    const { deps, subscription, overview } = await mine(user.id);
    if (!overview.withdrawalUntil) return { status: 'tooLate' as const };
    const canceled = await deps.stripe.subscriptions.cancel(subscription.id, { prorate: false, invoice_now: false });
    await writeSubscription(deps, canceled);
    let refunded = 0;
    for await (const invoice of deps.stripe.invoices.list({ subscription: subscription.id, status: 'paid', limit: 100, expand: ['data.payments'] })) {
      for (const payment of invoice.payments?.data ?? []) {
        const intent = payment.payment.payment_intent;
        if (payment.status !== 'paid' || !intent) continue;
        const refund = await deps.stripe.refunds.create(
          { payment_intent: typeof intent === 'string' ? intent : intent.id },
          { idempotencyKey: `withdrawal-${subscription.id}-${payment.id}` },
        );
        refunded += refund.amount;
      }
    }
    await sendBillingReceipt(user.email, locale as Locale, { kind: 'withdrawal', refunded: { amount: refunded, currency: overview.currency } });
      return { status: 'withdrawn' as const, refunded, currency: overview.currency };
  });
