import { type PlanDetail, missingPlanDetails } from './plan-details';

/**
 * What the plan hand-off (/register, signed in) shows, for anyone signed in (issue 44): paying
 * already → the subscription page, never a second checkout; a detail checkout needs is missing →
 * that detail, asked once; otherwise → the checkout. Whether a registration exists decides
 * nothing here: it only preselects the plan chosen in it. (The hand-off used to send everyone
 * without a registration to the whole registration form, which brought them back to the hand-off:
 * a family member who signed up from an invitation went round in that circle.)
 */
export type HandOffStep = { kind: 'subscribed' } | { kind: 'details'; missing: PlanDetail[] } | { kind: 'checkout' };

export function handOffStep({ paying, profile }: { paying: boolean; profile: { country: string | null; phone: string | null } | null }): HandOffStep {
  if (paying) return { kind: 'subscribed' };
  const missing = missingPlanDetails(profile);
  return missing.length > 0 ? { kind: 'details', missing } : { kind: 'checkout' };
}
