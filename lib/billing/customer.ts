import { bindBillingCustomer, findBillingCustomer } from '@/lib/data/billing-customers';
import type { BillingDeps } from './billing-deps';

export type BillingMember = { id: string; email: string | null; name: string | null; locale: string };

/**
 * The member's Stripe customer, created and bound before their first checkout (Stripe's advice:
 * one customer per user, made by the server, never from what the browser sends). Two requests at
 * once are safe: Stripe's idempotency key makes them create one customer, and the binding is
 * written once and re-read.
 */
export async function ensureBillingCustomer(deps: BillingDeps, member: BillingMember): Promise<string> {
  const existing = await findBillingCustomer(deps.admin, member.id);
  if (existing) return existing;
  const customer = await deps.stripe.customers.create(
    {
      email: member.email ?? undefined,
      name: member.name ?? undefined,
      preferred_locales: [member.locale],
      metadata: { user_id: member.id },
    },
    { idempotencyKey: `ice-sos-customer-${member.id}` },
  );
  await bindBillingCustomer(deps.admin, member.id, customer.id);
  const bound = await findBillingCustomer(deps.admin, member.id);
  if (!bound) throw new Error('billing customer missing after write');
  return bound;
}
