import type { SupabaseClient } from '@supabase/supabase-js';
import type { BillablePlan } from '@/lib/billing/checkout-lines';
import type { CataloguePlanRef } from '@/lib/billing/subscription-overview';
import type { Database } from '@/lib/database.types';

type Client = SupabaseClient<Database>;

/** The active plans with their Stripe prices (price ids are public at Stripe too). */
export async function getBillablePlans(client: Client): Promise<BillablePlan[]> {
  const { data, error } = await client
    .from('subscription_plans')
    .select('id, name, region, stripe_price_id')
    .eq('is_active', true)
    .order('sort_order', { ascending: true });
  if (error) throw new Error(`billable plans read failed: ${error.message}`);
  return data.map((row) => ({ id: row.id, name: row.name, region: row.region, stripePriceId: row.stripe_price_id }));
}

/** Every active plan with what the subscription page needs (read with the service role: prices and limits are public anyway). */
export async function billablePlanRefs(client: Client): Promise<CataloguePlanRef[]> {
  const { data, error } = await client
    .from('subscription_plans')
    .select('id, name, region, max_emergency_contacts, stripe_price_id, price, sort_order')
    .eq('is_active', true)
    .order('sort_order', { ascending: true });
  if (error) throw new Error(`plans read failed: ${error.message}`);
  return data.map((plan) => ({
    id: plan.id,
    name: plan.name,
    region: plan.region,
    maxEmergencyContacts: plan.max_emergency_contacts,
    stripePriceId: plan.stripe_price_id,
    price: Number(plan.price),
  }));
}

export type MemberSubscriptionRow = {
  id: string;
  status: Database['public']['Enums']['subscription_status'];
  quantity: number;
  currentPeriodEnd: string | null;
  cancelAt: string | null;
  provider: string;
  providerSubscription: string | null;
  plan: { id: string; name: string; price: number; currency: string; region: string | null };
};

/** The member's subscription rows (one per item), newest first, read under RLS. */
export async function getMemberSubscriptions(client: Client, memberId: string): Promise<MemberSubscriptionRow[]> {
  const { data, error } = await client
    .from('subscriptions')
    .select('id, status, quantity, current_period_end, cancel_at, provider, provider_subscription, created_at, subscription_plans (id, name, price, currency, region)')
    .eq('user_id', memberId)
    .order('created_at', { ascending: false });
  if (error) throw new Error(`subscriptions read failed: ${error.message}`);
  return data.flatMap((row) => {
    const plan = row.subscription_plans;
    if (!plan) return [];
    return [
      {
        id: row.id,
        status: row.status,
        quantity: row.quantity,
        currentPeriodEnd: row.current_period_end,
        cancelAt: row.cancel_at,
        provider: row.provider,
        providerSubscription: row.provider_subscription,
        plan: { id: plan.id, name: plan.name, price: Number(plan.price), currency: plan.currency, region: plan.region },
      },
    ];
  });
}

/**
 * Whether the member still has a Stripe subscription that is not canceled, read with the member's
 * own client under RLS; naming the member keeps an admin to their own rows. Throws when unread.
 */
export async function hasUncanceledStripeSubscription(client: Client, memberId: string): Promise<boolean> {
  const { data, error } = await client.from('subscriptions').select('id').eq('user_id', memberId).eq('provider', 'stripe').neq('status', 'canceled').limit(1);
  if (error) throw new Error(`Reading subscriptions failed: ${error.message}`);
  return data.length > 0;
}
