import { createHmac } from 'node:crypto';

/**
 * Stripe's `Stripe-Signature` header: `t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, keyed with the
 * whole `whsec_…` string, exactly what `stripe.webhooks.constructEvent` checks. `t` is the real wall
 * time, not the server's advanced clock: receivers compare it with their own clock (5 min tolerance).
 */
export function signatureHeader(body: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}
