/**
 * Local recipients for the status page's synthetic alarm (docs/product.md#status-page), for `npm
 * run dev` and `npm start` with a local Supabase URL (scripts/run-with-backend.ts), so every channel
 * is measured on this machine and nothing leaves it:
 *   - e-mail to an address on .invalid, which never routes; the local mailbox (/_mailbox) keeps it;
 *   - SMS to +1 202 555 0100: 555-0100 to 555-0199 are reserved for fiction in every North American
 *     area code, yet the number is valid to the phone rules (libphonenumber); the local outbox
 *     (/_outbox) keeps it;
 *   - push to the local push service stand-in (/_push/<id> on the local server), as a browser
 *     subscription whose P-256 key pair and auth secret are made once and kept in
 *     .data/status-probe-push.json (git-ignored, readable by this user only), like .data/vapid.json.
 * Only variables that are unset get a default: one set empty stays empty, so that channel is not
 * measured. Production sets its own (.env.example, "Status page").
 */
import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const LOCAL_STATUS_PROBE_CONTACT_EMAIL = 'status-probe-contact@ice-sos.invalid';
export const LOCAL_STATUS_PROBE_CONTACT_PHONE = '+12025550100';

type Env = Record<string, string | undefined>;

/** The probe device's subscription, with the private key that could read its messages. */
type StoredDevice = { id: string; p256dh: string; auth: string; privateKey: string };

function readStored(file: string): StoredDevice | null {
  if (!existsSync(file)) return null;
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<StoredDevice>;
    const { id, p256dh, auth, privateKey } = stored;
    if (
      typeof id === 'string' &&
      /^[A-Za-z0-9_-]{1,200}$/.test(id) &&
      typeof p256dh === 'string' &&
      /^B[A-Za-z0-9_-]{86}$/.test(p256dh) &&
      typeof auth === 'string' &&
      /^[A-Za-z0-9_-]{22}$/.test(auth) &&
      typeof privateKey === 'string'
    ) {
      return { id, p256dh, auth, privateKey };
    }
  } catch {
    // A damaged file is replaced below: the probe's next setup takes the new subscription.
  }
  console.warn(`${file} is unreadable: making a new local push subscription for the status probe`);
  return null;
}

function newDevice(): StoredDevice {
  const ecdh = createECDH('prime256v1');
  const p256dh = ecdh.generateKeys().toString('base64url');
  return { id: `status-probe-${randomBytes(12).toString('base64url')}`, p256dh, auth: randomBytes(16).toString('base64url'), privateKey: ecdh.getPrivateKey().toString('base64url') };
}

function probeIsOff(env: Env): boolean {
  const interval = env.STATUS_PROBE_INTERVAL_MS?.trim().toLowerCase();
  return interval === '0' || interval === 'off';
}

/**
 * Sets STATUS_PROBE_CONTACT_EMAIL, STATUS_PROBE_CONTACT_PHONE and STATUS_PROBE_PUSH_SUBSCRIPTION in
 * `env` where unset; the subscription's endpoint is `/_push/<id>` on `supabaseUrl` (the local server).
 * Nothing is made while the probe is off.
 */
export function ensureLocalStatusProbe(root: string, env: Env, supabaseUrl: URL): void {
  if (probeIsOff(env)) return;
  env.STATUS_PROBE_CONTACT_EMAIL ??= LOCAL_STATUS_PROBE_CONTACT_EMAIL;
  env.STATUS_PROBE_CONTACT_PHONE ??= LOCAL_STATUS_PROBE_CONTACT_PHONE;
  if (env.STATUS_PROBE_PUSH_SUBSCRIPTION !== undefined) return;
  const file = path.join(root, '.data', 'status-probe-push.json');
  let device = readStored(file);
  if (!device) {
    device = newDevice();
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(device, null, 2)}\n`, { mode: 0o600 });
    console.log(`Made the status probe's local push subscription in ${path.relative(root, file)}`);
  }
  env.STATUS_PROBE_PUSH_SUBSCRIPTION = JSON.stringify({
    endpoint: `${supabaseUrl.origin}/_push/${device.id}`,
    expirationTime: null,
    keys: { p256dh: device.p256dh, auth: device.auth },
  });
}
