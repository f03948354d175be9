import webpush from 'web-push';
import {
  describeStatusProbe,
  probeChannels,
  STATUS_PROBE_DEFAULT_FAMILY_EMAIL,
  STATUS_PROBE_DEFAULT_MEMBER_EMAIL,
  statusProbeConfig,
} from '@/lib/status-probe/config';

// A browser subscription's keys: a P-256 public key (65 bytes) and a 16-byte secret, base64url.
const p256dh = webpush.generateVAPIDKeys().publicKey;
const auth = Buffer.alloc(16, 7).toString('base64url');
const subscription = (endpoint: string, keys: Record<string, string> = { p256dh, auth }) => JSON.stringify({ endpoint, expirationTime: null, keys });
const fcm = 'https://fcm.googleapis.com/fcm/send/abc:def';
const LOCAL = { NEXT_PUBLIC_SUPABASE_URL: 'http://127.0.0.1:54321' };
const HOSTED = { NEXT_PUBLIC_SUPABASE_URL: 'https://abcd.supabase.co' };

describe('statusProbeConfig', () => {
  it('runs every minute by default, for the two .invalid accounts, measuring in-app alone', () => {
    const config = statusProbeConfig({});
    expect(config).toEqual({
      enabled: true,
      intervalMs: 60_000,
      memberEmail: STATUS_PROBE_DEFAULT_MEMBER_EMAIL,
      familyEmail: STATUS_PROBE_DEFAULT_FAMILY_EMAIL,
      contactEmail: null,
      contactPhone: null,
      push: null,
    });
    expect(STATUS_PROBE_DEFAULT_MEMBER_EMAIL).toMatch(/\.invalid$/);
    expect(STATUS_PROBE_DEFAULT_FAMILY_EMAIL).toMatch(/\.invalid$/);
    if (!config.enabled) throw new Error('expected the probe on');
    expect(probeChannels(config)).toEqual(['in_app']);
  });

  it.each(['0', 'off', 'OFF', ' off '])('is off with STATUS_PROBE_INTERVAL_MS=%j, whatever else is set', (value) => {
    expect(statusProbeConfig({ STATUS_PROBE_INTERVAL_MS: value, STATUS_PROBE_CONTACT_PHONE: 'not a number' })).toEqual({ enabled: false });
  });

  it('treats an empty interval as unset', () => {
    expect(statusProbeConfig({ STATUS_PROBE_INTERVAL_MS: '  ' })).toMatchObject({ enabled: true, intervalMs: 60_000 });
  });

  it('takes every channel’s recipient, normalising the addresses and the number', () => {
    const config = statusProbeConfig({
      ...HOSTED,
      STATUS_PROBE_INTERVAL_MS: '5000',
      STATUS_PROBE_MEMBER_EMAIL: 'Probe@Ops.Example',
      STATUS_PROBE_FAMILY_EMAIL: 'probe-family@ops.example',
      STATUS_PROBE_CONTACT_EMAIL: ' swallow@ops.example ',
      STATUS_PROBE_CONTACT_PHONE: '+1 202 555 0100',
      STATUS_PROBE_PUSH_SUBSCRIPTION: subscription(fcm, { p256dh: `${p256dh}=`, auth: `${auth}==` }),
    });
    expect(config).toEqual({
      enabled: true,
      intervalMs: 5_000,
      memberEmail: 'probe@ops.example',
      familyEmail: 'probe-family@ops.example',
      contactEmail: 'swallow@ops.example',
      contactPhone: '+12025550100',
      push: { endpoint: fcm, p256dh, auth },
    });
    if (!config.enabled) throw new Error('expected the probe on');
    expect(probeChannels(config)).toEqual(['in_app', 'push', 'email', 'sms']);
  });

  it.each([
    ['abc', /STATUS_PROBE_INTERVAL_MS is malformed: "abc" is not a number/],
    ['-5', /STATUS_PROBE_INTERVAL_MS is malformed/],
    ['4999', /STATUS_PROBE_INTERVAL_MS is malformed: at least 5000/],
    ['7500', /STATUS_PROBE_INTERVAL_MS is malformed: a whole number of seconds/],
    ['3601000', /STATUS_PROBE_INTERVAL_MS is malformed: at most 3600000/],
  ])('refuses the interval %j, naming the variable', (value, message) => {
    expect(() => statusProbeConfig({ STATUS_PROBE_INTERVAL_MS: value })).toThrow(message);
  });

  it('names the variable of a malformed address or number', () => {
    expect(() => statusProbeConfig({ STATUS_PROBE_MEMBER_EMAIL: 'nobody' })).toThrow(/^STATUS_PROBE_MEMBER_EMAIL is malformed/);
    expect(() => statusProbeConfig({ STATUS_PROBE_FAMILY_EMAIL: 'a@' })).toThrow(/^STATUS_PROBE_FAMILY_EMAIL is malformed/);
    expect(() => statusProbeConfig({ STATUS_PROBE_CONTACT_EMAIL: 'x' })).toThrow(/^STATUS_PROBE_CONTACT_EMAIL is malformed/);
    // A national number has no country to read it with.
    expect(() => statusProbeConfig({ STATUS_PROBE_CONTACT_PHONE: '600 123 456' })).toThrow(/^STATUS_PROBE_CONTACT_PHONE is malformed: .*international/);
    expect(() => statusProbeConfig({ STATUS_PROBE_CONTACT_PHONE: '+1 555' })).toThrow(/^STATUS_PROBE_CONTACT_PHONE is malformed/);
  });

  it('refuses one account for both roles: the member is alarmed, the family told', () => {
    expect(() => statusProbeConfig({ STATUS_PROBE_MEMBER_EMAIL: 'same@ops.example', STATUS_PROBE_FAMILY_EMAIL: 'SAME@ops.example' })).toThrow(/must differ/);
  });

  it('names what is wrong with a push subscription', () => {
    const withPush = (value: string, env: Record<string, string> = HOSTED) => () => statusProbeConfig({ ...env, STATUS_PROBE_PUSH_SUBSCRIPTION: value });
    expect(withPush('{endpoint')).toThrow(/^STATUS_PROBE_PUSH_SUBSCRIPTION is malformed: not JSON/);
    expect(withPush(JSON.stringify({ endpoint: fcm }))).toThrow(/^STATUS_PROBE_PUSH_SUBSCRIPTION is malformed: keys/);
    expect(withPush(subscription(fcm, { p256dh: 'short', auth }))).toThrow(/keys\.p256dh is not a base64url P-256 public key/);
    expect(withPush(subscription(fcm, { p256dh, auth: 'short' }))).toThrow(/keys\.auth is not a base64url 16-byte secret/);
    // Only push services' hosts: the dispatcher posts there and must never be aimed elsewhere.
    expect(withPush(subscription('https://push.attacker.example/x'))).toThrow(/not on a known push service/);
  });

  it('takes the local push stand-in only while the Supabase URL is local', () => {
    const local = subscription('http://127.0.0.1:54321/_push/status-probe-1');
    expect(statusProbeConfig({ ...LOCAL, STATUS_PROBE_PUSH_SUBSCRIPTION: local })).toMatchObject({
      push: { endpoint: 'http://127.0.0.1:54321/_push/status-probe-1', p256dh, auth },
    });
    expect(() => statusProbeConfig({ ...HOSTED, STATUS_PROBE_PUSH_SUBSCRIPTION: local })).toThrow(/not on a known push service/);
    expect(() => statusProbeConfig({ ...LOCAL, STATUS_PROBE_PUSH_SUBSCRIPTION: subscription('http://127.0.0.1:54321/rest/v1/x') })).toThrow(
      /not on a known push service/,
    );
  });
});

describe('describeStatusProbe', () => {
  it('says the interval and which channels are measured and which are not', () => {
    const config = statusProbeConfig({ STATUS_PROBE_CONTACT_EMAIL: 'swallow@ops.example' });
    expect(describeStatusProbe(config)).toBe('status probe every 60 s, measuring in_app, email; not measured (no recipient set): push, sms');
  });

  it('says when it is off', () => {
    expect(describeStatusProbe({ enabled: false })).toMatch(/^status probe off \(STATUS_PROBE_INTERVAL_MS=0\)/);
  });
});
