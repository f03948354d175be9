import type { SupabaseClient } from '@supabase/supabase-js';
import type Stripe from 'stripe';
import type { Database } from '@/lib/database.types';

/**
 * What billing's server code works with, passed in rather than imported, so the webhook, the
 * return from checkout and the tests all run the same code against the same kinds of client: the
 * Stripe client (real Stripe or the local stand-in) and the service-role Supabase client.
 */
export type BillingDeps = {
  stripe: Stripe;
  admin: SupabaseClient<Database>;
};
