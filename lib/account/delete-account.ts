import type { SupabaseClient } from '@supabase/supabase-js';
import type Stripe from 'stripe';
import { writeSubscription } from '@/lib/billing/sync';
import { hasUncanceledStripeSubscription } from '@/lib/data/billing';
import { findBillingCustomer } from '@/lib/data/billing-customers';
import type { Database } from '@/lib/database.types';

/**
 * What deleting an account works with: the member's own client (their session, under RLS) for
 * what they may read themselves, the service-role client only for what no member may do (the
 * billing customer binding, the billing copy, deleting the auth user), and Stripe when payment is
 * configured. The service role never reads data on the member's behalf.
 */
export type AccountDeletionDeps = { member: SupabaseClient<Database>; admin: SupabaseClient<Database>; stripe: Stripe | null };

/** The member still pays through Stripe, but Stripe is not configured here: deleting would leave them billed. */
export class BillingStillRunningError extends Error {
  constructor() {
    super('The member has a running Stripe subscription and payment is not configured');
  }
}

/** Stripe subscription states that still bill (or may bill) the member. */
const ENDED: ReadonlySet<Stripe.Subscription.Status> = new Set(['canceled', 'incomplete_expired']);

/**
 * Ends every Stripe subscription of the member's customer at once (no further charge), and writes
 * the canceled state to our copy, so the billing record we keep says how it ended.
 */
async function endStripeSubscriptions(deps: { admin: SupabaseClient<Database>; stripe: Stripe }, memberId: string): Promise<void> {
  const customer = await findBillingCustomer(deps.admin, memberId);
  if (!customer) return;
  for await (const subscription of deps.stripe.subscriptions.list({ customer, status: 'all', limit: 100 })) {
    if (ENDED.has(subscription.status)) continue;
    const canceled = await deps.stripe.subscriptions.cancel(subscription.id, { prorate: false, invoice_now: false });
    await writeSubscription(deps, canceled);
  }
}

/**
 * Deletes a member's account (issue 21), in the only order that never leaves them half-deleted
 * and still paying: first their Stripe subscriptions end (if Stripe cannot be reached, this throws
 * and nothing is deleted); then the auth user is deleted, which cascades through their profile to
 * everything that is theirs, while migration 20261124000800 keeps their subscriptions and orders,
 * detached, as billing records.
 */
export async function deleteAccount(deps: AccountDeletionDeps, memberId: string): Promise<void> {
  if (deps.stripe) {
    await endStripeSubscriptions({ admin: deps.admin, stripe: deps.stripe }, memberId);
  } else {
    if (await hasUncanceledStripeSubscription(deps.member, memberId)) throw new BillingStillRunningError();
  }
  const { error } = await deps.admin.auth.admin.deleteUser(memberId);
  if (error) throw new Error(`Deleting the auth user failed: ${error.message}`);
}
