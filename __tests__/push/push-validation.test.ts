import { applicationServerKey, madeWithKey } from '@/lib/push/application-server-key';
import { pushSubscriptionSchema, removePushSubscriptionSchema } from '@/lib/validation/push';

const p256dh = `B${'x'.repeat(86)}`;
const auth = 'y'.repeat(22);
const valid = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc:DEF_123-x', keys: { p256dh, auth }, language: 'es' as const };

describe('pushSubscriptionSchema', () => {
  it('takes a browser’s subscription as PushSubscription.toJSON() gives it, stripping base64 padding', () => {
    const parsed = pushSubscriptionSchema.parse({ ...valid, keys: { p256dh: `${p256dh}=`, auth: `${auth}==` }, userAgent: `  ${'U'.repeat(300)}` });
    expect(parsed.keys).toEqual({ p256dh, auth });
    expect(parsed.userAgent).toHaveLength(200);
    expect(pushSubscriptionSchema.parse({ ...valid, endpoint: 'https://web.push.apple.com/QGuQyavXutnMH' }).endpoint).toBe('https://web.push.apple.com/QGuQyavXutnMH');
    expect(pushSubscriptionSchema.parse({ ...valid, endpoint: 'https://updates.push.services.mozilla.com:443/wpush/v2/gAAA' }).userAgent).toBeUndefined();
  });

  it.each([
    ['plain http', 'http://fcm.googleapis.com/fcm/send/x'],
    ['an IP address', 'https://10.0.0.1/push'],
    ['an IPv6 address', 'https://[::1]/push'],
    ['localhost', 'https://localhost/push'],
    ['a host without a domain', 'https://intranet/push'],
    ['no path', 'https://fcm.googleapis.com'],
    ['whitespace', 'https://fcm.googleapis.com/a b'],
    ['credentials', 'https://user@fcm.googleapis.com/x'],
    ['an endless URL', `https://fcm.googleapis.com/${'a'.repeat(1024)}`],
  ])('refuses an endpoint with %s', (_what, endpoint) => {
    expect(pushSubscriptionSchema.safeParse({ ...valid, endpoint }).success).toBe(false);
    expect(removePushSubscriptionSchema.safeParse({ endpoint }).success).toBe(false);
  });

  it('refuses keys of the wrong shape and an unknown language', () => {
    expect(pushSubscriptionSchema.safeParse({ ...valid, keys: { p256dh: `A${'x'.repeat(86)}`, auth } }).success).toBe(false);
    expect(pushSubscriptionSchema.safeParse({ ...valid, keys: { p256dh, auth: 'short' } }).success).toBe(false);
    expect(pushSubscriptionSchema.safeParse({ ...valid, keys: { p256dh: p256dh.replace('x', '+'), auth } }).success).toBe(false);
    expect(pushSubscriptionSchema.safeParse({ ...valid, keys: undefined }).success).toBe(false);
    expect(pushSubscriptionSchema.safeParse({ ...valid, language: 'de' }).success).toBe(false);
  });
});

describe('applicationServerKey', () => {
  it('turns the base64url VAPID key into the bytes PushManager.subscribe takes', () => {
    const bytes = applicationServerKey('BAEC_-8');
    expect([...bytes]).toEqual([4, 1, 2, 255, 239]);
  });

  it('tells whether a subscription was made with this key', () => {
    const key = applicationServerKey('BAEC_-8');
    expect(madeWithKey(new Uint8Array([4, 1, 2, 255, 239]).buffer, key)).toBe(true);
    expect(madeWithKey(new Uint8Array([4, 1, 2, 255, 238]).buffer, key)).toBe(false);
    expect(madeWithKey(null, key)).toBe(false);
  });
});
