/**
 * `npm run stripe:catalogue`: gives every active plan and product a Stripe price and writes its id
 * into the catalogue (lib/billing/catalogue-prices.ts). Uses STRIPE_SECRET_KEY (and
 * STRIPE_API_BASE_URL for the local stand-in) and the service-role Supabase key from the
 * environment. `npm run dev` and `npm start` run it by themselves against the local stand-in.
 */
import path from 'node:path';
import { loadEnvConfig } from '@next/env';
import { createClient } from '@supabase/supabase-js';
import Stripe from 'stripe';
import ws from 'ws';
import { syncCataloguePrices, type CataloguePriceChange } from '../lib/billing/catalogue-prices';
import { readStripeSettings } from '../lib/billing/stripe-config';
import type { Database } from '../lib/database.types';

export async function syncCatalogueToStripe(env: NodeJS.ProcessEnv = process.env): Promise<CataloguePriceChange[]> {
  const settings = readStripeSettings(env);
  if (!settings) throw new Error('STRIPE_SECRET_KEY is not set');
  const url = env.NEXT_PUBLIC_SUPABASE_URL;
  const key = env.SUPABASE_SECRET_KEY;
  if (!url || !key) throw new Error('NEXT_PUBLIC_SUPABASE_URL and SUPABASE_SECRET_KEY must be set');
  const stripe = new Stripe(settings.secretKey, { maxNetworkRetries: 2, ...(settings.connection ?? {}) });
  // Node 20 has no WebSocket of its own; supabase-js builds its realtime client even when unused.
  const admin = createClient<Database>(url, key, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: ws as never } });
  return syncCataloguePrices({ stripe, admin });
}

if (require.main === module) {
  loadEnvConfig(path.resolve(__dirname, '..'));
  syncCatalogueToStripe()
    .then((changes) => {
      for (const change of changes) console.log(`${change.kind} ${change.name}: ${change.price}${change.created ? ' (new price)' : ''}`);
      console.log(changes.length === 0 ? 'Every plan and product already has its Stripe price.' : `${changes.length} catalogue row(s) updated.`);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
