import 'server-only';
import { currentMailTransport } from '@/lib/mail/send-mail';
import { smsConfig } from './sms-config';
import { localOutboxTransport, twilioSmsTransport, type SmsTransport } from './sms-transports';

/**
 * One delivery attempt on a channel. Throws with the provider's reason when it fails, so the
 * fan-out records the error on the notification row and retries it.
 */
export type OutgoingMessage = { channel: 'email' | 'sms'; to: string; subject: string; body: string };

let smsCache: { key: string; transport: SmsTransport | null; reason: string | null } | null = null;

function currentSmsTransport(): { transport: SmsTransport | null; reason: string | null } {
  const env = process.env;
  const key = [env.SMS_PROVIDER_URL, env.SMS_PROVIDER_TOKEN, env.SMS_FROM, env.NEXT_PUBLIC_SUPABASE_URL].join('|');
  if (smsCache?.key !== key) {
    const config = smsConfig(env);
    const transport =
      config.kind === 'http'
        ? twilioSmsTransport(config.url, config.token, config.from)
        : config.kind === 'local-outbox'
          ? localOutboxTransport(config.supabaseUrl)
          : null;
    smsCache = { key, transport, reason: config.kind === 'none' ? config.reason : null };
  }
  return smsCache;
}

export async function deliverMessage(message: OutgoingMessage, signal?: AbortSignal): Promise<void> {
  if (message.channel === 'sms') {
    const { transport, reason } = currentSmsTransport();
    if (!transport) throw new Error(`SMS is switched off: ${reason}`);
    await transport.send({ to: message.to, body: message.body }, signal);
    return;
  }
  const mail = currentMailTransport();
  if (!mail) throw new Error('E-mail is switched off: SMTP_URL is not set and the Supabase URL is not local');
  await mail.send({ to: message.to, subject: message.subject, text: message.body }, signal);
}
