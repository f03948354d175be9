/**
 * The local Stripe stand-in for `npm run dev` and `npm start` (scripts/run-with-backend.ts): when
 * no STRIPE_SECRET_KEY is set, @ice-sos/stripe-local (packages/stripe-local) runs on loopback and
 * the app is handed its key, its webhook secret and its address, so the `stripe` package talks to
 * it instead of api.stripe.com.
 * These values only open the stand-in on this machine, like the local Supabase keys in .env.
 */
import path from 'node:path';

export const LOCAL_STRIPE_SECRET_KEY = 'sk_test_local_ice_sos';
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_local_ice_sos_webhooks';
const DEFAULT_PORT = '12111';

export type LocalStripe = { apiBaseUrl: string; serverEnv: NodeJS.ProcessEnv };

/** Whether to run the stand-in: only when no real key is configured. */
export function wantsLocalStripe(env: NodeJS.ProcessEnv): boolean {
  return !env.STRIPE_SECRET_KEY?.trim();
}

/**
 * Sets STRIPE_* for the app in `env`, and returns the stand-in's own environment: its state beside
 * the local database (or in memory when the database is), and the app's webhook route as the
 * endpoint it delivers signed events to.
 */
export function localStripeEnv(root: string, env: NodeJS.ProcessEnv, appPort: string): LocalStripe {
  const port = env.STRIPE_LOCAL_PORT?.trim() || DEFAULT_PORT;
  const apiBaseUrl = `http://127.0.0.1:${port}`;
  env.STRIPE_SECRET_KEY = LOCAL_STRIPE_SECRET_KEY;
  env.STRIPE_WEBHOOK_SECRET = LOCAL_STRIPE_WEBHOOK_SECRET;
  env.STRIPE_API_BASE_URL = apiBaseUrl;
  const inMemory = env.SUPABASE_LOCAL_DATA_DIR === 'memory://';
  return {
    apiBaseUrl,
    serverEnv: {
      ...env,
      STRIPE_LOCAL_PORT: port,
      STRIPE_LOCAL_DATA_DIR: env.STRIPE_LOCAL_DATA_DIR || (inMemory ? 'memory://' : path.join(root, '.data', 'stripe-local')),
      STRIPE_WEBHOOK_URL: `http://localhost:${appPort}/api/webhooks/stripe`,
    },
  };
}
