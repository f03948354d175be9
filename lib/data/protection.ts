import type { Database } from '@/lib/database.types';
import { isProtected } from './member-dashboard-rules';

type SubscriptionStatus = Database['public']['Enums']['subscription_status'];

/**
 * Why a member is not protected, in the words the overview uses:
 * - noPlan: no subscription row at all;
 * - paymentProblem: a payment failed and Stripe is retrying (past_due; Stripe's "unpaid" is stored
 *   as past_due too, see lib/billing/subscription-snapshot.ts);
 * - notCompleted: checkout was started but the first payment never completed (incomplete);
 * - ended: the plan was cancelled or ran out (canceled).
 */
export type UnprotectedReason = 'noPlan' | 'paymentProblem' | 'notCompleted' | 'ended';

export type Protection = { protected: true; reason: null } | { protected: false; reason: UnprotectedReason };

/**
 * Protected or not, with the reason when not. A member may hold several subscription rows (an old
 * cancelled one and a new one): one that protects wins, then the reason that asks the member to
 * act soonest (a payment to fix before a plan to restart).
 */
export function protectionOf(statuses: readonly SubscriptionStatus[]): Protection {
  if (isProtected(statuses)) return { protected: true, reason: null };
  if (statuses.includes('past_due')) return { protected: false, reason: 'paymentProblem' };
  if (statuses.includes('incomplete')) return { protected: false, reason: 'notCompleted' };
  if (statuses.includes('canceled')) return { protected: false, reason: 'ended' };
  return { protected: false, reason: 'noPlan' };
}

/** A subscription row with its plan's region, as the member pages read it. */
export type PlanCoverageRow = { status: SubscriptionStatus; subscription_plans: { region: string | null } | null };

/**
 * Whether the member's alarms also reach the Spain call centre: an active or trialing regional
 * plan for Spain (region 'es'). Copy that names the call centre asks this first, so a member on
 * another plan is never told the call centre will answer.
 */
export function coversCallCentre(rows: readonly PlanCoverageRow[]): boolean {
  return rows.some((row) => isProtected([row.status]) && row.subscription_plans?.region === 'es');
}
