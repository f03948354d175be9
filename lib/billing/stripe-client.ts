import 'server-only';
import Stripe from 'stripe';
import { readStripeSettings, type StripeSettings } from './stripe-config';

/** Raised when a payment path runs without Stripe configured; pages check `isPaymentConfigured` first. */
export class PaymentNotConfiguredError extends Error {
  constructor() {
    super('Payment is not configured: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (README, "Payments").');
    this.name = 'PaymentNotConfiguredError';
  }
}

let cached: { settings: StripeSettings; stripe: Stripe } | null = null;

/** Whether this deployment can take payments (a key is set). */
export function isPaymentConfigured(): boolean {
  return readStripeSettings() !== null;
}

export function stripeSettings(): StripeSettings {
  const settings = readStripeSettings();
  if (!settings) throw new PaymentNotConfiguredError();
  return settings;
}

/**
 * The one Stripe client of the server. Unlike a Supabase user client it holds no per-request state
 * (only the account key), so one instance is shared, as Stripe advises. Network retries are the
 * package's own (idempotency keys on every POST make them safe).
 */
export function getStripe(): Stripe {
  const settings = stripeSettings();
  if (cached?.settings.secretKey === settings.secretKey && cached.settings.connection?.port === settings.connection?.port) return cached.stripe;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'ICE SOS' },
    ...(settings.connection ?? {}),
  });
  cached = { settings, stripe };
  return stripe;
}
