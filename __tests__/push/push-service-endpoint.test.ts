import { isPushServiceEndpoint } from '@/lib/push/push-service-endpoint';
import { pushSubscriptionSchema } from '@/lib/validation/push';
import { PUSH_ENDPOINT_CASES } from './fixtures/push-endpoints';

describe('push service endpoints', () => {
  it.each(PUSH_ENDPOINT_CASES)('$endpoint → allowed: $allowed', ({ endpoint, allowed }) => {
    expect(isPushServiceEndpoint(endpoint)).toBe(allowed);
  });

  it('the form refuses a subscription on any other host', () => {
    const keys = { p256dh: `B${'a'.repeat(86)}`, auth: 'a'.repeat(22) };
    expect(pushSubscriptionSchema.safeParse({ endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys, language: 'en' }).success).toBe(true);
    expect(pushSubscriptionSchema.safeParse({ endpoint: 'https://push.example.com/x', keys, language: 'en' }).success).toBe(false);
  });
});
