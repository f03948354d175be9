import type { MailboxMessage } from '@ice-sos/supabase-local/mail/mailbox';
import type { TestServerInfo } from './local-server-process';
import { testServer } from './test-server';

export type { MailboxMessage };

/**
 * E-mails the local server "sent" (auth and app), oldest first; optionally only those to `to`.
 * The shared test server's unless another (a dedicated server of the test file) is given.
 */
export async function readMailbox(to?: string, server: Pick<TestServerInfo, 'url'> = testServer()): Promise<MailboxMessage[]> {
  const query = to ? `?to=${encodeURIComponent(to)}` : '';
  const response = await fetch(`${server.url}/_mailbox${query}`);
  if (!response.ok) throw new Error(`GET /_mailbox answered ${response.status}`);
  return (await response.json()) as MailboxMessage[];
}

export async function clearMailbox(to?: string, server: Pick<TestServerInfo, 'url'> = testServer()): Promise<void> {
  const query = to ? `?to=${encodeURIComponent(to)}` : '';
  await fetch(`${server.url}/_mailbox${query}`, { method: 'DELETE' });
}

/** The first http(s) link in a message's text (confirmation, magic-link and recovery mails). */
export function firstLink(message: MailboxMessage): string | null {
  return /(https?:\/\/[^\s"'<>]+)/.exec(message.text ?? message.html ?? '')?.[1] ?? null;
}
