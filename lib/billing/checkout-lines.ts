import { isGlobalPlan } from '@/lib/plans';

/** A plan as checkout needs it: what it is called (canonical English name) and its Stripe price. */
export type BillablePlan = { id: string; name: string; region: string | null; stripePriceId: string | null };

/** What a member chose to pay for. */
export type CheckoutSelection = {
  planId: string;
  /** The 24/7 Call Centre Spain, billed monthly beside the plan. */
  spainCallCentre: boolean;
  /** Extra family members or carers, billed per person through the Family Sharing plan. */
  extraFamilyMembers: number;
};

export const MAX_EXTRA_FAMILY_MEMBERS = 10;

/** The per-person add-on, found by its canonical English name like the core plan (docs/product.md#rules). */
export const FAMILY_SHARING_PLAN_NAME = 'Family Sharing';

export type CheckoutLine = { price: string; quantity: number };
export type CheckoutLinesResult = { ok: true; lines: CheckoutLine[] } | { ok: false; reason: 'unknownPlan' | 'notForSale' | 'addOnUnavailable' };

/** The Spain call-centre plan: the active regional plan for Spain. */
export function spainCallCentrePlan<P extends Pick<BillablePlan, 'region'>>(plans: readonly P[]): P | undefined {
  return plans.find((plan) => plan.region === 'es');
}

/**
 * Turns a choice into Stripe line items. The base plan must be a global plan with a price; each
 * add-on must exist and be priced, or checkout refuses (never a silently smaller order). Stripe
 * refuses the same price twice in one session, so extra family members on the Family Sharing plan
 * itself raise its quantity.
 */
export function checkoutLines(selection: CheckoutSelection, plans: readonly BillablePlan[]): CheckoutLinesResult {
  const base = plans.find((plan) => plan.id === selection.planId);
  if (!base || !isGlobalPlan(base)) return { ok: false, reason: 'unknownPlan' };
  if (!base.stripePriceId) return { ok: false, reason: 'notForSale' };
  const lines: CheckoutLine[] = [{ price: base.stripePriceId, quantity: 1 }];

  if (selection.spainCallCentre) {
    const spain = spainCallCentrePlan(plans);
    if (!spain?.stripePriceId) return { ok: false, reason: 'addOnUnavailable' };
    lines.push({ price: spain.stripePriceId, quantity: 1 });
  }

  const extra = Math.max(0, Math.min(MAX_EXTRA_FAMILY_MEMBERS, Math.trunc(selection.extraFamilyMembers)));
  if (extra > 0) {
    const sharing = plans.find((plan) => plan.name === FAMILY_SHARING_PLAN_NAME);
    if (!sharing?.stripePriceId) return { ok: false, reason: 'addOnUnavailable' };
    const same = lines.find((line) => line.price === sharing.stripePriceId);
    if (same) same.quantity += extra;
    else lines.push({ price: sharing.stripePriceId, quantity: extra });
  }
  return { ok: true, lines };
}
