import { spainCallCentrePlan } from '@/lib/billing/checkout-lines';
import type { CataloguePlan } from '@/lib/data/catalogue';
import { isGlobalPlan, pickCorePlan } from '@/lib/plans';
import type { OfferedAddOn, OfferedPlan } from './dialogue';

/**
 * The plans a newcomer chooses from: the global plans, core plan first (spec: Emma offers the core
 * plan first), the others in catalogue order. Regional plans (the Spain call centre) are not a
 * choice of their own: Emma offers the Spain service as an add-on when the country is Spain.
 */
export function offeredPlans(plans: readonly CataloguePlan[]): OfferedPlan[] {
  const global = plans.filter(isGlobalPlan);
  const core = pickCorePlan(global);
  const ordered = core ? [core, ...global.filter((plan) => plan !== core)] : global;
  return ordered.map((plan) => ({
    id: plan.id,
    name: plan.name,
    price: plan.price,
    currency: plan.currency,
    contactLimit: plan.maxEmergencyContacts,
  }));
}

/**
 * The Spain call-centre add-on Emma offers in Spain, priced as checkout will charge it: the Spain
 * plan (lib/billing/checkout-lines.ts), not the regional service shown on /regional-center/spain.
 * Null when the catalogue does not sell it.
 */
export function spainServiceOffer(plans: readonly CataloguePlan[]): OfferedAddOn | null {
  const spain = spainCallCentrePlan(plans);
  return spain ? { price: spain.price, currency: spain.currency } : null;
}

/** The schema's view of the catalogue: a plan's contact limit, null for a plan not offered. */
export function contactLimitIn(plans: readonly OfferedPlan[]) {
  return (planId: string): number | null => plans.find((plan) => plan.id === planId)?.contactLimit ?? null;
}
