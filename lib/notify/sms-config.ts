import { z } from '@/lib/zod';
import { isLocalUrl } from '@/lib/mail/config';

/**
 * Which SMS transport to use, decided from the environment (pure, unit-tested):
 *   1. SMS_PROVIDER_URL + SMS_PROVIDER_TOKEN set → an HTTP provider speaking Twilio's Messages API
 *      (production; any provider with a Twilio-compatible endpoint works the same way);
 *   2. otherwise a local Supabase URL → the local server's SMS outbox (`POST /_outbox`);
 *   3. otherwise none: SMS notifications fail with a clear error and stay on the receipt.
 */
export type SmsConfig =
  | { kind: 'http'; url: string; token: string; from: string }
  | { kind: 'local-outbox'; supabaseUrl: string }
  | { kind: 'none'; reason: string };

const providerUrl = z.url({ protocol: /^https?$/ });

export function smsConfig(env: Record<string, string | undefined>): SmsConfig {
  const url = env.SMS_PROVIDER_URL?.trim();
  const token = env.SMS_PROVIDER_TOKEN?.trim();
  if (url || token) {
    if (!url || !token) throw new Error('Set both SMS_PROVIDER_URL and SMS_PROVIDER_TOKEN, or neither (see .env.example)');
    if (!providerUrl.safeParse(url).success) throw new Error('SMS_PROVIDER_URL is malformed: use http(s)://…');
    if (!token.includes(':')) throw new Error('SMS_PROVIDER_TOKEN must be "account-or-key-sid:secret" (HTTP Basic credentials)');
    const from = env.SMS_FROM?.trim();
    if (!from) throw new Error('SMS_FROM (the sending number or sender id) is required with SMS_PROVIDER_URL');
    return { kind: 'http', url, token, from };
  }
  const supabaseUrl = env.NEXT_PUBLIC_SUPABASE_URL;
  if (supabaseUrl && isLocalUrl(supabaseUrl)) return { kind: 'local-outbox', supabaseUrl };
  return { kind: 'none', reason: 'SMS_PROVIDER_URL is not set and the Supabase URL is not local' };
}
