/**
 * Billing tests' set-up: the Stripe stand-in (packages/stripe-local) started in-process, the real
 * `stripe` package pointed at it, the service-role client of the test server, and the catalogue's
 * prices made there, exactly as `npm run dev` does it.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import Stripe from 'stripe';
import { syncCataloguePrices } from '@/lib/billing/catalogue-prices';
import type { BillingDeps } from '@/lib/billing/billing-deps';
import type { Database } from '@/lib/database.types';
import { startLocalStripe } from '@ice-sos/stripe-local/server';
import { newUserClient, serviceClient, type SignedInUser } from '../helpers';
import { payCheckout } from '../../../scripts/support/stripe-checkout-page';

export const STRIPE_KEY = 'sk_test_billing_tests';
export const WEBHOOK_SECRET = 'whsec_billing_tests_secret';

export type BillingWorld = BillingDeps & { close(): Promise<void>; url: string };

export async function startBillingWorld(): Promise<BillingWorld> {
  const server = await startLocalStripe({ port: 0, dataDir: 'memory://', secretKey: STRIPE_KEY });
  const { port } = new URL(server.url);
  const stripe = new Stripe(STRIPE_KEY, { host: '127.0.0.1', port: Number(port), protocol: 'http', maxNetworkRetries: 0 });
  const admin = serviceClient() as unknown as SupabaseClient<Database>;
  await syncCataloguePrices({ stripe, admin });
  return { stripe, admin, url: server.url, close: () => server.close() };
}

export async function planPrice(admin: SupabaseClient<Database>, name: string): Promise<string> {
  const { data, error } = await admin.from('subscription_plans').select('stripe_price_id').eq('name', name).single();
  if (error || !data.stripe_price_id) throw new Error(`no price for ${name}`);
  return data.stripe_price_id;
}

/** A new member with a bound Stripe customer. */
export async function memberWithCustomer(world: BillingWorld): Promise<{ member: SignedInUser; customer: string }> {
  const { ensureBillingCustomer } = await import('@/lib/billing/customer');
  const member = await newUserClient();
  const customer = await ensureBillingCustomer(world, { id: member.user.id, email: member.user.email ?? null, name: 'Test Member', locale: 'en' });
  return { member, customer };
}

/** A paid subscription through the checkout page, as a member pays it. */
export async function paidSubscription(world: BillingWorld, customer: string, lines: { price: string; quantity: number }[], card = '4242 4242 4242 4242') {
  const session = await world.stripe.checkout.sessions.create({
    mode: 'subscription',
    customer,
    line_items: lines,
    success_url: 'http://localhost:3000/welcome?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://localhost:3000/register?checkout=cancelled',
  });
  const outcome = await payCheckout(session.url!, card);
  return { session, outcome };
}

/** Every event the stand-in made so far, oldest first. */
export async function allEvents(stripe: Stripe): Promise<Stripe.Event[]> {
  const events: Stripe.Event[] = [];
  for await (const event of stripe.events.list({ limit: 100 })) events.push(event);
  return events.reverse();
}

/** A delivery as Stripe makes it: the raw JSON and its Stripe-Signature header. */
export function signed(stripe: Stripe, event: Stripe.Event, secret = WEBHOOK_SECRET, timestamp?: number) {
  const payload = JSON.stringify(event, null, 2);
  return { payload, header: stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }) };
}
