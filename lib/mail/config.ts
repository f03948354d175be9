import { z } from '@/lib/zod';

/**
 * Which mail transport to use, decided from the environment:
 *   1. SMTP_URL set → SMTP (production);
 *   2. otherwise a local Supabase URL (127.0.0.1, localhost) → the local server's mailbox;
 *   3. otherwise none: e-mail is skipped with a logged warning (in-app notices still work).
 * Pure, so the choice is unit-tested without a network.
 */
export type MailConfig =
  | { kind: 'smtp'; url: string; from: string }
  | { kind: 'local-mailbox'; supabaseUrl: string }
  | { kind: 'none'; reason: string };

const smtpUrl = z.url({ protocol: /^smtps?$/ });
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

export const DEFAULT_MAIL_FROM = 'ICE SOS <no-reply@localhost>';

export function isLocalUrl(url: string | undefined): boolean {
  if (!url) return false;
  try {
    return LOCAL_HOSTS.has(new URL(url).hostname);
  } catch {
    return false;
  }
}

export function mailConfig(env: Record<string, string | undefined>): MailConfig {
  const url = env.SMTP_URL?.trim();
  if (url) {
    if (!smtpUrl.safeParse(url).success) throw new Error('SMTP_URL is malformed: use smtp://… or smtps://… (see .env.example)');
    return { kind: 'smtp', url, from: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM };
  }
  const supabaseUrl = env.NEXT_PUBLIC_SUPABASE_URL;
  if (supabaseUrl && isLocalUrl(supabaseUrl)) return { kind: 'local-mailbox', supabaseUrl };
  return { kind: 'none', reason: 'SMTP_URL is not set and the Supabase URL is not local' };
}
