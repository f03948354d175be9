import { z } from '@/lib/zod';

/**
 * How the server reaches Stripe. In production STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET) are
 * the account's; STRIPE_API_BASE_URL is unset and the package talks to api.stripe.com. Locally,
 * `npm run dev`/`npm start` start the Stripe-compatible stand-in (packages/stripe-local) when no
 * key is set, and hand the app its key, secret and loopback URL (scripts/run-with-backend.ts). The app code
 * is the same for both: only the package's host, port and protocol change.
 */
const stripeEnvSchema = z.object({
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, 'must be a Stripe secret or restricted key (sk_… or rk_…)'),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_[A-Za-z0-9_+/=]+$/, 'must be a webhook signing secret (whsec_…)'),
  STRIPE_API_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
});

export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  /** The package's connection settings: only set when talking to something other than api.stripe.com. */
  connection: { host: string; port: number; protocol: 'http' | 'https' } | null;
};

/** null when payment is not configured (no key): the pages then say payment is unavailable. */
export function readStripeSettings(source: Record<string, string | undefined> = process.env): StripeSettings | null {
  if (!source.STRIPE_SECRET_KEY) return null;
  const env = stripeEnvSchema.parse({
    STRIPE_SECRET_KEY: source.STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: source.STRIPE_WEBHOOK_SECRET,
    STRIPE_API_BASE_URL: source.STRIPE_API_BASE_URL || undefined,
  });
  let connection: StripeSettings['connection'] = null;
  if (env.STRIPE_API_BASE_URL) {
    const url = new URL(env.STRIPE_API_BASE_URL);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    connection = { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
  }
  return { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, connection };
}
