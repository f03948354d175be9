/**
 * The seeded demo admin's second factor (supabase/seed.sql, local only). The secret is read from
 * the seed, so the seed stays the one place it is written; `npm run demo:totp`, the e2e admin
 * persona and the backend tests all compute the current code from it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';

const SEED = path.join(__dirname, '..', '..', 'supabase', 'seed.sql');
const ADMIN_FACTOR = /'e1000000-0000-4000-8000-000000000003',[^;]*?'totp', 'verified', '([A-Z2-7]+)'/;

/** The demo admin's TOTP secret (base32), as the seed writes it. */
export function demoAdminTotpSecret(): string {
  const match = ADMIN_FACTOR.exec(readFileSync(SEED, 'utf8'));
  if (!match) throw new Error(`No TOTP factor for the demo admin in ${SEED}`);
  return match[1];
}

/**
 * The 6-digit code an authenticator app shows for `secret` now (or `offsetSeconds` from now): SHA-1,
 * 30-second steps, as GoTrue's TOTP factors (RFC 6238 defaults).
 */
export function totpCode(secret: string, offsetSeconds = 0): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offsetSeconds * 1000,
  });
}
