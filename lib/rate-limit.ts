import { createHmac } from 'node:crypto';

/**
 * The client address behind a request, for per-address rate limits. The first hop of
 * X-Forwarded-For is the visitor as seen by the nearest proxy (Next's own server and hosting load
 * balancers set it); X-Real-IP is the fallback. Null when neither is usable: the limit then falls
 * back to the e-mail address alone.
 */
export function clientAddress(headers: Pick<Headers, 'get'>): string | null {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  const candidate = forwarded || headers.get('x-real-ip')?.trim();
  if (!candidate || candidate.length > 64 || !/^[0-9a-fA-F:.[\]]+$/.test(candidate)) return null;
  // IPv4-mapped IPv6 (::ffff:1.2.3.4) is the same visitor as 1.2.3.4.
  return candidate.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1').toLowerCase();
}

/**
 * Hex HMAC-SHA-256 of the address with a server secret (contact_messages.ip_hash): equal addresses
 * give equal hashes, so sends can be counted, but the address itself is never stored and cannot be
 * recovered by trying every IPv4 address without the secret.
 */
export function hashClientAddress(address: string, secret: string): string {
  return createHmac('sha256', secret).update(address).digest('hex');
}

/** The database's answer when the per-address limit is reached (submit_contact_message). */
export const RATE_LIMIT_ERROR_CODE = 'ICE30';

export function isRateLimitError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === RATE_LIMIT_ERROR_CODE;
}
