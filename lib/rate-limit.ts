import { createHmac } from 'node:crypto';
import { DEFAULT_CLIENT_ADDRESS_HEADER, withoutIpv4Mapping } from '@/lib/security/client-address.mjs';

/**
 * The client address behind a request, for per-address rate limits, read from one header only:
 * the one named by CLIENT_ADDRESS_HEADER, which our own front (locally) or the platform's edge (in
 * production, e.g. Vercel's `x-real-ip`) sets from the connection, overwriting what a client sent.
 * Never X-Forwarded-For: Next passes a client's value through, so a client could pick its own
 * bucket. Null when the header is missing or not an address; the limit then falls back to the
 * e-mail address alone.
 */
export function clientAddress(headers: Pick<Headers, 'get'>, header = process.env.CLIENT_ADDRESS_HEADER || DEFAULT_CLIENT_ADDRESS_HEADER): string | null {
  const candidate = headers.get(header)?.trim();
  if (!candidate || candidate.length > 64 || !/^[0-9a-fA-F:.]+$/.test(candidate)) return null;
  return withoutIpv4Mapping(candidate).toLowerCase();
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
