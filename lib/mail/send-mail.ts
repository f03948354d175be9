import 'server-only';
import { mailConfig } from './config';
import { localMailboxTransport } from './local-mailbox';
import { smtpTransport } from './smtp';
import type { MailMessage, MailTransport } from './types';

let cached: { key: string; transport: MailTransport | null } | null = null;

/** The transport for this environment, built once (SMTP keeps its connections between sends). */
export function currentMailTransport(): MailTransport | null {
  const key = `${process.env.SMTP_URL ?? ''}|${process.env.MAIL_FROM ?? ''}|${process.env.NEXT_PUBLIC_SUPABASE_URL ?? ''}`;
  if (cached?.key === key) return cached.transport;
  const config = mailConfig(process.env);
  const transport =
    config.kind === 'smtp'
      ? smtpTransport(config.url, config.from)
      : config.kind === 'local-mailbox'
        ? localMailboxTransport(config.supabaseUrl)
        : null;
  if (!transport && config.kind === 'none') console.warn(`E-mail is switched off: ${config.reason}`);
  cached = { key, transport };
  return transport;
}

/**
 * Sends one e-mail through the configured transport. Returns false (and logs) when no transport is
 * configured or the send failed, so callers decide whether a lost e-mail matters to them.
 */
export async function sendMail(message: MailMessage): Promise<boolean> {
  const transport = currentMailTransport();
  if (!transport) return false;
  try {
    await transport.send(message);
    return true;
  } catch (error) {
    console.error(`Sending e-mail through ${transport.kind} failed`, error);
    return false;
  }
}
