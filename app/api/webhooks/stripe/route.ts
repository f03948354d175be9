import { handleStripeWebhook } from '@/lib/billing/webhook';
import { getStripe, isPaymentConfigured, stripeSettings } from '@/lib/billing/stripe-client';
import { readLimitedBody } from '@/lib/http/read-limited-body';
import { createAdminClient } from '@/lib/supabase/admin';

// Webhooks are never cached and always read the request.
export const dynamic = 'force-dynamic';

/**
 * Stripe's events are at most a few hundred kB; a body past this is not one of them, and reading
 * stops there, so nobody can make us hold an unbounded body before the signature check fails.
 */
const STRIPE_EVENT_BODY_LIMIT = 1024 * 1024;

/**
 * Stripe's webhook endpoint. The body is read as raw text: the signature covers the exact bytes,
 * so it must be checked before any parsing (docs/architecture.md#payments).
 */
export async function POST(request: Request): Promise<Response> {
  if (!isPaymentConfigured()) return Response.json({ error: 'Payment is not configured' }, { status: 503 });
  const body = await readLimitedBody(request, STRIPE_EVENT_BODY_LIMIT);
  if ('tooLarge' in body) return Response.json({ error: 'Payload too large' }, { status: 413 });
  const answer = await handleStripeWebhook(
    { stripe: getStripe(), admin: createAdminClient(), webhookSecret: stripeSettings().webhookSecret },
    body.text,
    request.headers.get('stripe-signature'),
  );
  return Response.json(answer.body, { status: answer.status });
}
