/**
 * Retries of a failed e-mail or SMS: 1 s, 2 s, 4 s, 8 s after each failure, then given up (status
 * failed, shown on the member's receipt). A contact alert is worth a few tries, but after about
 * 15 s the call centre, family and 112 matter more than one more attempt at a dead address.
 */
export const MAX_DELIVERY_ATTEMPTS = 5;
const FIRST_RETRY_MS = 1_000;
const RETRY_CAP_MS = 60_000;

/** Delay before the next attempt after `attempts` attempts failed (attempts ≥ 1). */
export function deliveryRetryDelayMs(attempts: number): number {
  const exponent = Math.max(0, Math.min(Math.floor(attempts) - 1, 16));
  return Math.min(FIRST_RETRY_MS * 2 ** exponent, RETRY_CAP_MS);
}

/** What to record after a failed attempt: retry later, or give up. */
export function afterFailedAttempt(attempts: number, now: number): { status: 'queued'; nextAttemptAt: string } | { status: 'failed' } {
  if (attempts >= MAX_DELIVERY_ATTEMPTS) return { status: 'failed' };
  return { status: 'queued', nextAttemptAt: new Date(now + deliveryRetryDelayMs(attempts)).toISOString() };
}
