import { handleStripeWebhook } from '@/lib/billing/webhook';
import { getStripe, isPaymentConfigured, stripeSettings } from '@/lib/billing/stripe-client';
import { createAdminClient } from '@/lib/supabase/admin';

// Webhooks are never cached and always read the request.
export const dynamic = 'force-dynamic';

/**
 * Stripe's webhook endpoint. The body is read as raw text: the signature covers the exact bytes,
 * so it must be checked before any parsing (docs/architecture.md#payments).
 */
export async function POST(request: Request): Promise<Response> {
  if (!isPaymentConfigured()) return Response.json({ error: 'Payment is not configured' }, { status: 503 });
  const answer = await handleStripeWebhook(
    { stripe: getStripe(), admin: createAdminClient(), webhookSecret: stripeSettings().webhookSecret },
    await request.text(),
    request.headers.get('stripe-signature'),
  );
  return Response.json(answer.body, { status: answer.status });
}
