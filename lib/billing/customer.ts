import type { BillingDeps } from './billing-deps';

export type BillingMember = { id: string; email: string | null; name: string | null; locale: string };

/** The member's Stripe customer id, or null before their first checkout. */
export async function findBillingCustomer(deps: Pick<BillingDeps, 'admin'>, memberId: string): Promise<string | null> {
  const { data, error } = await deps.admin
    .from('billing_customers')
    .select('customer_reference')
    .eq('user_id', memberId)
    .eq('provider', 'stripe')
    .maybeSingle();
  if (error) throw new Error(`billing customer read failed: ${error.message}`);
  return data?.customer_reference ?? null;
}

/**
 * The member's Stripe customer, created and bound before their first checkout (Stripe's advice:
 * one customer per user, made by the server, never from what the browser sends). Two requests at
 * once are safe: Stripe's idempotency key makes them create one customer, and the binding is
 * written once and re-read.
 */
export async function ensureBillingCustomer(deps: BillingDeps, member: BillingMember): Promise<string> {
  const existing = await findBillingCustomer(deps, member.id);
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
  const { error } = await deps.admin
    .from('billing_customers')
    .upsert({ user_id: member.id, provider: 'stripe', customer_reference: customer.id }, { onConflict: 'user_id', ignoreDuplicates: true });
  if (error) throw new Error(`billing customer write failed: ${error.message}`);
  const bound = await findBillingCustomer(deps, member.id);
  if (!bound) throw new Error('billing customer missing after write');
  return bound;
}
