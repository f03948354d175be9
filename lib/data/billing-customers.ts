import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';

// No 'server-only': scripts/support/billing-replay.ts (npm run bench:billing) loads this under
// plain tsx. The client is always the service role: members cannot read billing_customers.
type AdminClient = SupabaseClient<Database>;

/** The member's Stripe customer id, or null before their first checkout. */
export async function findBillingCustomer(admin: AdminClient, memberId: string): Promise<string | null> {
  const { data, error } = await admin
    .from('billing_customers')
    .select('customer_reference')
    .eq('user_id', memberId)
    .eq('provider', 'stripe')
    .maybeSingle();
  if (error) throw new Error(`billing customer read failed: ${error.message}`);
  return data?.customer_reference ?? null;
}

/**
 * Binds `customerId` to the member unless a customer is bound already (the first writer wins, so
 * two checkouts started at once keep one binding; the caller reads it back).
 */
export async function bindBillingCustomer(admin: AdminClient, memberId: string, customerId: string): Promise<void> {
  const { error } = await admin
    .from('billing_customers')
    .upsert({ user_id: memberId, provider: 'stripe', customer_reference: customerId }, { onConflict: 'user_id', ignoreDuplicates: true });
  if (error) throw new Error(`billing customer write failed: ${error.message}`);
}
