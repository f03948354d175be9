import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/**
 * TOTP as GoTrue enrols and checks it (pquerna/otp defaults, internal/api/mfa.go): a 20-byte
 * secret in base32, SHA-1, six digits, 30-second steps, one step of clock skew either way.
 */
const PERIOD = 30;
const DIGITS = 6;
const SKEW_STEPS = 1;

function totpFor(secret: string, issuer = '', label = ''): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: DIGITS, period: PERIOD, secret: Secret.fromBase32(secret) });
}

export interface NewTotpKey {
  secret: string;
  uri: string;
  /** SVG markup, as GoTrue answers it (supabase-js makes it a data: URL). */
  qrCode: string;
}

export async function newTotpKey(issuer: string, accountName: string): Promise<NewTotpKey> {
  const secret = new Secret({ size: 20 }).base32;
  const uri = totpFor(secret, issuer, accountName).toString();
  const qrCode = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H', margin: 1 });
  return { secret, uri, qrCode };
}

export function totpCodeIsValid(code: string, secret: string, at: number = Date.now()): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  return totpFor(secret).validate({ token: code, timestamp: at, window: SKEW_STEPS }) !== null;
}

