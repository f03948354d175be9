import type Stripe from 'stripe';
import type { CataloguePlanRef, OverviewItem } from './subscription-overview';

/**
 * The emergency-contact limit after a change of the base plan: the highest limit among the plans
 * the member keeps paying for (the new plan and any add-on), as the database computes it.
 */
export function contactLimitAfterChange(items: readonly OverviewItem[], newPlan: CataloguePlanRef): number {
  const addOns = items.filter((item) => item.role === 'addOn' && item.plan).map((item) => item.plan!.maxEmergencyContacts);
  return Math.max(newPlan.maxEmergencyContacts, ...addOns);
}

export type KeepChoice = { ok: true; remove: string[] } | { ok: false };

/**
 * A downgrade never drops contacts silently: when the member has more than the new limit, they say
 * which stay. The choice must name only their own contacts and at most the new limit; everything
 * not chosen is removed once the change is made.
 */
export function contactsToRemove(contactIds: readonly string[], keep: readonly string[] | undefined, limit: number): KeepChoice {
  if (contactIds.length <= limit) return { ok: true, remove: [] };
  if (!keep) return { ok: false };
  const kept = new Set(keep);
  if (kept.size === 0 || kept.size > limit || [...kept].some((id) => !contactIds.includes(id))) return { ok: false };
  return { ok: true, remove: contactIds.filter((id) => !kept.has(id)) };
}

const isProration = (line: Stripe.InvoiceLineItem) =>
  Boolean(line.parent?.subscription_item_details?.proration || line.parent?.invoice_item_details?.proration);

/** What a plan change costs now: the prorations of the preview (negative: a credit for later invoices). */
export function prorationDueNow(preview: Pick<Stripe.Invoice, 'lines'>): { amount: number; lines: { description: string; amount: number }[] } {
  const lines = preview.lines.data.filter(isProration).map((line) => ({ description: line.description ?? '', amount: line.amount }));
  return { amount: lines.reduce((sum, line) => sum + line.amount, 0), lines };
}
