/**
 * A fresh idempotency key for one "Start" (start_check_in's client_request_id): a retry after a lost
 * answer sends the same key and gets the same check-in back, never a second one. A random UUID where
 * the browser has crypto.randomUUID (secure contexts), else 16 random bytes as hex.
 */
export function newCheckInRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
