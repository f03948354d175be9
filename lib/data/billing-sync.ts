import type { SupabaseClient } from '@supabase/supabase-js';
import type { SubscriptionSnapshot } from '@/lib/billing/subscription-snapshot';
import type { Database } from '@/lib/database.types';

/**
 * The writes that keep our copy of billing in step with Stripe (docs/architecture.md#payments),
 * with the service role: members may read their billing rows but never write them. Called by
 * lib/billing/sync.ts and lib/billing/webhook.ts, which decide what Stripe's objects mean.
 * No 'server-only': npm run bench:billing runs the webhook under plain tsx
 * (scripts/support/billing-replay.ts).
 */
type AdminClient = SupabaseClient<Database>;

/** Writes one subscription as Stripe has it now (one row per item, in one transaction). Returns the member it belongs to (null: no member's). */
export async function writeSubscriptionSnapshot(admin: AdminClient, snapshot: SubscriptionSnapshot): Promise<string | null> {
  const { data, error } = await admin.rpc('sync_billing_subscription', { s: snapshot });
  if (error) throw new Error(`sync_billing_subscription failed for ${snapshot.id}: ${error.message}`);
  return data;
}

/**
 * Moves the pending order bound to checkout session `sessionId` to `status`, with the payment
 * that settled it. Only a pending order changes: a late event never puts a paid, shipped or
 * cancelled order back.
 */
export async function settleCheckoutOrder(admin: AdminClient, sessionId: string, status: 'paid' | 'cancelled' | 'failed', payment: string | null): Promise<void> {
  const { error } = await admin
    .from('orders')
    .update({ status, provider_payment: payment })
    .eq('provider', 'stripe')
    .eq('provider_reference', sessionId)
    .eq('status', 'pending');
  if (error) throw new Error(`order update failed for ${sessionId}: ${error.message}`);
}

/**
 * Claims a webhook event for handling, once per event id (private.billing_events): `claimed` is
 * false for a repeat. A claim that could not be written gives the backend's message instead.
 */
export async function claimBillingEvent(admin: AdminClient, eventId: string, eventType: string): Promise<{ claimed: boolean } | { failure: string }> {
  const { data, error } = await admin.rpc('claim_billing_event', { event_id: eventId, event_type: eventType });
  if (error) return { failure: error.message };
  return { claimed: data !== false };
}

/** Forgets a claimed event whose handling failed, so Stripe's retry is handled in full. The backend's message when that failed, else null. */
export async function releaseBillingEvent(admin: AdminClient, eventId: string): Promise<string | null> {
  const { error } = await admin.rpc('release_billing_event', { event_id: eventId });
  return error ? error.message : null;
}
