import { isLocalUrl } from '@/lib/mail/config';
import { isDeliverablePushEndpoint, PUSH_ENDPOINT_MAX_LENGTH } from '@/lib/push/push-service-endpoint';
import { normalisePhone } from '@/lib/registration/phone';
import { STATUS_CHANNELS, type StatusChannel } from '@/lib/status/summary';
import { z } from '@/lib/zod';

/**
 * The synthetic alarm ("status probe") the dispatcher raises for the public status page
 * (docs/product.md#status-page), decided from the environment (pure, unit-tested), like the push
 * and SMS settings:
 *   - STATUS_PROBE_INTERVAL_MS: how often (default 60000); `0` or `off` = not run; at least 5000,
 *     a whole number of seconds (the database spaces alarms by it, in seconds).
 *   - STATUS_PROBE_MEMBER_EMAIL / STATUS_PROBE_FAMILY_EMAIL: the two accounts the dispatcher creates
 *     for it alone (defaults on .invalid, which never routes), so no real person is ever alarmed.
 *   - STATUS_PROBE_CONTACT_EMAIL / STATUS_PROBE_CONTACT_PHONE: where its e-mail and SMS go; unset =
 *     that channel is not measured (and the page says so).
 *   - STATUS_PROBE_PUSH_SUBSCRIPTION: PushSubscription.toJSON() of a device kept for it; unset =
 *     push is not measured.
 * A malformed value throws an error naming the variable, at start-up.
 */
export const STATUS_PROBE_DEFAULT_INTERVAL_MS = 60_000;
/** Faster than this the probe would be most of what the dispatcher does. */
export const STATUS_PROBE_MIN_INTERVAL_MS = 5_000;
/** Slower than this the page's last-hour figures would rest on one alarm or none. */
export const STATUS_PROBE_MAX_INTERVAL_MS = 3_600_000;
export const STATUS_PROBE_DEFAULT_MEMBER_EMAIL = 'status-probe@ice-sos.invalid';
export const STATUS_PROBE_DEFAULT_FAMILY_EMAIL = 'status-probe-family@ice-sos.invalid';

export type StatusProbePush = { endpoint: string; p256dh: string; auth: string };

export type StatusProbeConfig =
  | { enabled: false }
  | {
      enabled: true;
      intervalMs: number;
      memberEmail: string;
      familyEmail: string;
      contactEmail: string | null;
      contactPhone: string | null;
      push: StatusProbePush | null;
    };

const email = z.email().max(254).transform((value) => value.toLowerCase());
const unpadded = z.string().trim().transform((value) => value.replace(/=+$/, ''));
const pushSubscription = z.object({
  endpoint: z.string().trim().max(PUSH_ENDPOINT_MAX_LENGTH),
  keys: z.object({
    // An uncompressed P-256 point (65 bytes, the first one 4, hence the leading "B") and the
    // 16-byte authentication secret, as lib/validation/push.ts takes them from browsers.
    p256dh: unpadded.pipe(z.string().regex(/^B[A-Za-z0-9_-]{86}$/, 'keys.p256dh is not a base64url P-256 public key')),
    auth: unpadded.pipe(z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'keys.auth is not a base64url 16-byte secret')),
  }),
});

type Env = Record<string, string | undefined>;

function set(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function malformed(name: string, why: string): Error {
  return new Error(`${name} is malformed: ${why} (see .env.example, "Status page")`);
}

function intervalMs(raw: string | undefined): number | null {
  if (raw === undefined) return STATUS_PROBE_DEFAULT_INTERVAL_MS;
  if (raw === '0' || raw.toLowerCase() === 'off') return null;
  const name = 'STATUS_PROBE_INTERVAL_MS';
  if (!/^\d+$/.test(raw)) throw malformed(name, `"${raw}" is not a number of milliseconds; use 0 or off to switch the probe off`);
  const value = Number(raw);
  if (value < STATUS_PROBE_MIN_INTERVAL_MS) throw malformed(name, `at least ${STATUS_PROBE_MIN_INTERVAL_MS} (or 0/off), got ${value}`);
  if (value > STATUS_PROBE_MAX_INTERVAL_MS) throw malformed(name, `at most ${STATUS_PROBE_MAX_INTERVAL_MS} (an hour), got ${value}`);
  if (value % 1000 !== 0) throw malformed(name, `a whole number of seconds, e.g. 60000, got ${value}`);
  return value;
}

function address(env: Env, name: string, fallback: string | null): string | null {
  const raw = set(env, name);
  if (raw === undefined) return fallback;
  const parsed = email.safeParse(raw);
  if (!parsed.success) throw malformed(name, `"${raw}" is not an e-mail address`);
  return parsed.data;
}

function phone(env: Env): string | null {
  const name = 'STATUS_PROBE_CONTACT_PHONE';
  const raw = set(env, name);
  if (raw === undefined) return null;
  // International form only, as emergency contacts' numbers (lib/validation/emergency-contacts.ts).
  const normalised = raw.startsWith('+') ? normalisePhone(raw, null) : null;
  if (!normalised) throw malformed(name, `"${raw}" is not a phone number in international form (+ and country code)`);
  return normalised;
}

function push(env: Env): StatusProbePush | null {
  const name = 'STATUS_PROBE_PUSH_SUBSCRIPTION';
  const raw = set(env, name);
  if (raw === undefined) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw malformed(name, 'not JSON; use PushSubscription.toJSON() of the probe device: {"endpoint": "https://…", "keys": {"p256dh": "…", "auth": "…"}}');
  }
  const parsed = pushSubscription.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw malformed(name, issue.path.length > 0 && !issue.message.startsWith('keys.') ? `${issue.path.join('.')}: ${issue.message}` : issue.message);
  }
  const { endpoint, keys } = parsed.data;
  // A push service, or (only while the Supabase URL is local) the local server's push stand-in,
  // /_push/<id>: the same rule the dispatcher sends by (lib/notify/push-send.ts).
  if (!isDeliverablePushEndpoint(endpoint, isLocalUrl(env.NEXT_PUBLIC_SUPABASE_URL))) {
    throw malformed(name, `the endpoint ${endpoint} is not on a known push service (FCM, Mozilla, Apple, Windows)`);
  }
  return { endpoint, p256dh: keys.p256dh, auth: keys.auth };
}

export function statusProbeConfig(env: Env): StatusProbeConfig {
  const interval = intervalMs(set(env, 'STATUS_PROBE_INTERVAL_MS'));
  if (interval === null) return { enabled: false };
  const memberEmail = address(env, 'STATUS_PROBE_MEMBER_EMAIL', STATUS_PROBE_DEFAULT_MEMBER_EMAIL) as string;
  const familyEmail = address(env, 'STATUS_PROBE_FAMILY_EMAIL', STATUS_PROBE_DEFAULT_FAMILY_EMAIL) as string;
  if (memberEmail === familyEmail) {
    throw new Error('STATUS_PROBE_MEMBER_EMAIL and STATUS_PROBE_FAMILY_EMAIL must differ: the probe alarms one account and tells the other (see .env.example, "Status page")');
  }
  return {
    enabled: true,
    intervalMs: interval,
    memberEmail,
    familyEmail,
    contactEmail: address(env, 'STATUS_PROBE_CONTACT_EMAIL', null),
    contactPhone: phone(env),
    push: push(env),
  };
}

/** The channels the probe measures: in-app always, the others only with a recipient configured. */
export function probeChannels(config: Extract<StatusProbeConfig, { enabled: true }>): StatusChannel[] {
  const has: Record<StatusChannel, boolean> = {
    in_app: true,
    push: config.push !== null,
    email: config.contactEmail !== null,
    sms: config.contactPhone !== null,
  };
  return STATUS_CHANNELS.filter((channel) => has[channel]);
}

/** The dispatcher's start-up line about the probe: its interval and what it measures, or that it is off. */
export function describeStatusProbe(config: StatusProbeConfig): string {
  if (!config.enabled) return 'status probe off (STATUS_PROBE_INTERVAL_MS=0): the status page measures no synthetic alarm';
  const measured = probeChannels(config);
  const unmeasured = STATUS_CHANNELS.filter((channel) => !measured.includes(channel));
  return (
    `status probe every ${config.intervalMs / 1000} s, measuring ${measured.join(', ')}` +
    (unmeasured.length > 0 ? `; not measured (no recipient set): ${unmeasured.join(', ')}` : '')
  );
}
