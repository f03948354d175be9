/** The options of the local Stripe server, and how main.ts reads them from the environment. */
export interface LocalStripeOptions {
  /** 0 = any free port. Default 12111. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Where state.json lives; `memory://` keeps state in memory only. Default `.data/stripe-local`. */
  dataDir?: string;
  /** The only API key accepted. Default `sk_test_local_ice_sos`. */
  secretKey?: string;
  /** Where events are POSTed; none when unset. */
  webhookUrl?: string | null;
  /** `whsec_…` used to sign deliveries; required with webhookUrl. */
  webhookSecret?: string | null;
  /** Origin used in checkout, portal and invoice URLs. Default http://<host>:<port>. */
  publicUrl?: string | null;
  /** Shown on the pages and as the statement descriptor. Default "ICE SOS". */
  merchantName?: string;
  /** First webhook retry delay in ms (doubles each time). Default 1000; tests shorten it. */
  webhookRetryBaseMs?: number;
  /** Where log lines go (listening line, webhook failures, bugs). Default console.log. */
  log?: (line: string) => void;
}

export const DEFAULTS = {
  port: 12111,
  host: '127.0.0.1',
  dataDir: '.data/stripe-local',
  secretKey: 'sk_test_local_ice_sos',
  merchantName: 'ICE SOS',
} as const;

export function optionsFromEnv(env: Record<string, string | undefined>): LocalStripeOptions {
  const port = env.STRIPE_LOCAL_PORT ? Number(env.STRIPE_LOCAL_PORT) : undefined;
  if (port !== undefined && (!Number.isInteger(port) || port < 0 || port > 65535)) throw new Error(`STRIPE_LOCAL_PORT must be a port number, not ${env.STRIPE_LOCAL_PORT}`);
  return {
    port,
    host: env.STRIPE_LOCAL_HOST || undefined,
    dataDir: env.STRIPE_LOCAL_DATA_DIR || undefined,
    secretKey: env.STRIPE_SECRET_KEY || undefined,
    webhookUrl: env.STRIPE_WEBHOOK_URL || null,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET || null,
    publicUrl: env.STRIPE_LOCAL_PUBLIC_URL || null,
    merchantName: env.STRIPE_LOCAL_MERCHANT_NAME || undefined,
  };
}
