import type { MailboxMessage } from '../../local/mail/mailbox';
import { testServer } from './test-server';

export type { MailboxMessage };

/** E-mails the local server "sent" (auth and app), oldest first; optionally only those to `to`. */
export async function readMailbox(to?: string): Promise<MailboxMessage[]> {
  const query = to ? `?to=${encodeURIComponent(to)}` : '';
  const response = await fetch(`${testServer().url}/_mailbox${query}`);
  if (!response.ok) throw new Error(`GET /_mailbox answered ${response.status}`);
  return (await response.json()) as MailboxMessage[];
}

export async function clearMailbox(to?: string): Promise<void> {
  const query = to ? `?to=${encodeURIComponent(to)}` : '';
  await fetch(`${testServer().url}/_mailbox${query}`, { method: 'DELETE' });
}

/** The first http(s) link in a message's text (confirmation, magic-link and recovery mails). */
export function firstLink(message: MailboxMessage): string | null {
  return /(https?:\/\/[^\s"'<>]+)/.exec(message.text ?? message.html ?? '')?.[1] ?? null;
}
