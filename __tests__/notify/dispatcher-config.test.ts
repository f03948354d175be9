import { dispatcherOptionsFromEnv, leaseSecondsFor } from '@/lib/notify/dispatcher';
import { authorizeBearerRequest } from '@/lib/security/bearer-request';

describe('dispatcher options', () => {
  it('defaults to a 10 s adapter timeout under a 30 s lease', () => {
    expect(dispatcherOptionsFromEnv({})).toEqual({ concurrency: 16, pollMs: 500, timeoutMs: 10_000, leaseSeconds: 30 });
  });

  it('always leases a row for longer than an attempt may take', () => {
    for (const timeoutMs of [500, 2_000, 10_000, 120_000]) expect(leaseSecondsFor(timeoutMs) * 1000).toBeGreaterThan(timeoutMs + 5_000);
    expect(dispatcherOptionsFromEnv({ SOS_DELIVERY_TIMEOUT_MS: '2000' }).leaseSeconds).toBe(14);
  });

  it('ignores values out of range instead of running with them', () => {
    expect(dispatcherOptionsFromEnv({ SOS_DELIVERY_TIMEOUT_MS: '0', SOS_DISPATCH_POLL_MS: 'fast', SOS_DISPATCH_CONCURRENCY: '-3' })).toEqual(
      dispatcherOptionsFromEnv({}),
    );
  });
});

describe('the dispatch endpoint’s secret', () => {
  it('is switched off without SOS_DISPATCH_SECRET', () => {
    expect(authorizeBearerRequest('Bearer anything', undefined)).toBe('switched-off');
    expect(authorizeBearerRequest('Bearer anything', '  ')).toBe('switched-off');
  });

  it('allows only the exact bearer secret', () => {
    expect(authorizeBearerRequest('Bearer s3cret-value', 's3cret-value')).toBe('allowed');
    expect(authorizeBearerRequest('bearer s3cret-value', 's3cret-value')).toBe('allowed');
    for (const wrong of [null, '', 's3cret-value', 'Bearer s3cret', 'Bearer s3cret-value2', 'Basic s3cret-value']) {
      expect(authorizeBearerRequest(wrong, 's3cret-value')).toBe('unauthorized');
    }
  });
});
