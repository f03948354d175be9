import { contactChannels } from '@/lib/sos/contact-channels';
import { afterFailedAttempt, deliveryRetryDelayMs, MAX_DELIVERY_ATTEMPTS } from '@/lib/notify/retry';
import { smsConfig } from '@/lib/notify/sms-config';

describe('smsConfig', () => {
  it('uses the HTTP provider when URL, token and sender are set', () => {
    expect(
      smsConfig({ SMS_PROVIDER_URL: 'https://api.twilio.com/2010-04-01/Accounts/AC1/Messages.json', SMS_PROVIDER_TOKEN: 'AC1:secret', SMS_FROM: '+3490' }),
    ).toEqual({ kind: 'http', url: 'https://api.twilio.com/2010-04-01/Accounts/AC1/Messages.json', token: 'AC1:secret', from: '+3490' });
  });

  it('refuses half a configuration rather than silently dropping SMS', () => {
    expect(() => smsConfig({ SMS_PROVIDER_URL: 'https://sms.example.com' })).toThrow(/both/);
    expect(() => smsConfig({ SMS_PROVIDER_URL: 'ftp://x', SMS_PROVIDER_TOKEN: 'a:b', SMS_FROM: '1' })).toThrow(/malformed/);
    expect(() => smsConfig({ SMS_PROVIDER_URL: 'https://x.example', SMS_PROVIDER_TOKEN: 'nocolon', SMS_FROM: '1' })).toThrow(/Basic/);
    expect(() => smsConfig({ SMS_PROVIDER_URL: 'https://x.example', SMS_PROVIDER_TOKEN: 'a:b' })).toThrow(/SMS_FROM/);
  });

  it('falls back to the local outbox for a local Supabase URL, else to none', () => {
    expect(smsConfig({ NEXT_PUBLIC_SUPABASE_URL: 'http://127.0.0.1:54321' })).toEqual({ kind: 'local-outbox', supabaseUrl: 'http://127.0.0.1:54321' });
    expect(smsConfig({ NEXT_PUBLIC_SUPABASE_URL: 'https://abc.supabase.co' }).kind).toBe('none');
  });
});

describe('delivery retries', () => {
  it('waits 1, 2, 4, 8 s and gives up at the fifth failure', () => {
    expect([1, 2, 3, 4].map(deliveryRetryDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(afterFailedAttempt(1, 0)).toEqual({ status: 'queued', nextAttemptAt: new Date(1_000).toISOString() });
    expect(afterFailedAttempt(MAX_DELIVERY_ATTEMPTS, 0)).toEqual({ status: 'failed' });
  });
});

describe('contactChannels', () => {
  it('reads the JSON array the Data API returns, keeping only known channels in a fixed order', () => {
    expect(contactChannels(['sms', 'email'])).toEqual(['email', 'sms']);
    expect(contactChannels(['sms', 'in_app'])).toEqual(['sms']);
    expect(contactChannels('{email,sms}')).toEqual([]);
    expect(contactChannels(null)).toEqual([]);
  });
});
