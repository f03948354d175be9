import type { BillingDeps } from './billing-deps';
import type { CataloguePlanRef } from './subscription-overview';

/** Every active plan with what the subscription page needs (read with the service role: prices and limits are public anyway). */
export async function billablePlanRefs(deps: Pick<BillingDeps, 'admin'>): Promise<CataloguePlanRef[]> {
  const { data, error } = await deps.admin
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
