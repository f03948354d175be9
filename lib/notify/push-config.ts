/**
 * The VAPID identity the dispatcher signs Web Push requests with (RFC 8292), decided from the
 * environment (pure, unit-tested), like the SMS and mail settings:
 *   - VAPID_PUBLIC_KEY + VAPID_PRIVATE_KEY + VAPID_SUBJECT set → push is on. The public key is also
 *     what browsers subscribe with, so changing it orphans every subscription: generate it once
 *     per deployment and keep it as a secret (README, .env.example). Locally `npm run dev`/`npm
 *     start` generate a pair once and keep it in .data/vapid.json (scripts/run-with-backend.ts).
 *   - none of them set → push is off: push rows fail with this reason and stay on the receipt.
 *   - half a configuration, or a malformed key → an error naming the variable, at start-up.
 */
export type PushConfig =
  | { kind: 'vapid'; publicKey: string; privateKey: string; subject: string }
  | { kind: 'none'; reason: string };

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** Bytes of an unpadded base64url string, or null when it is not one. */
function base64urlBytes(value: string): Buffer | null {
  return BASE64URL.test(value) ? Buffer.from(value, 'base64url') : null;
}

/** An uncompressed P-256 point (65 bytes starting with 4), as browsers take it for applicationServerKey. */
export function isVapidPublicKey(value: string): boolean {
  const bytes = base64urlBytes(value);
  return bytes !== null && bytes.length === 65 && bytes[0] === 4;
}

function isVapidPrivateKey(value: string): boolean {
  return base64urlBytes(value)?.length === 32;
}

/** Push services accept a mailto: address or an https: URL where they can reach the sender. */
function isVapidSubject(value: string): boolean {
  return /^mailto:[^\s@]+@[^\s@]+$/.test(value) || /^https:\/\/\S+$/.test(value);
}

export function pushConfig(env: Record<string, string | undefined>): PushConfig {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  const subject = env.VAPID_SUBJECT?.trim();
  if (!publicKey && !privateKey) {
    return { kind: 'none', reason: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set' };
  }
  if (!publicKey || !privateKey) throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (see .env.example)');
  if (!isVapidPublicKey(publicKey)) throw new Error('VAPID_PUBLIC_KEY is malformed: a base64url P-256 public key (65 bytes, e.g. from `npx web-push generate-vapid-keys`)');
  if (!isVapidPrivateKey(privateKey)) throw new Error('VAPID_PRIVATE_KEY is malformed: a base64url P-256 private key (32 bytes)');
  if (!subject) throw new Error('VAPID_SUBJECT (mailto:you@example.com or an https: URL) is required with the VAPID keys');
  if (!isVapidSubject(subject)) throw new Error('VAPID_SUBJECT is malformed: use mailto:you@example.com or an https: URL');
  return { kind: 'vapid', publicKey, privateKey, subject };
}

/**
 * The key browsers subscribe with, for the page that offers push (read at request time, never
 * baked into the bundle): null when push is off or misconfigured, so the page says it is unavailable.
 */
export function vapidPublicKey(env: Record<string, string | undefined>): string | null {
  try {
    const config = pushConfig(env);
    return config.kind === 'vapid' ? config.publicKey : null;
  } catch {
    return null;
  }
}
