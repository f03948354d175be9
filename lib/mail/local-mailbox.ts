import type { MailMessage, MailTransport } from './types';

/**
 * The local Supabase-compatible server's mailbox (`POST /_mailbox`, loopback only; see
 * packages/supabase-local/README.md): in development and tests every app e-mail lands there,
 * readable with `GET /_mailbox?to=`. Hosted Supabase has no such endpoint, so this is chosen only for a local URL.
 */
export function localMailboxTransport(supabaseUrl: string): MailTransport {
  const endpoint = new URL('/_mailbox', supabaseUrl).toString();
  return {
    kind: 'local-mailbox',
    async send(message: MailMessage, signal?: AbortSignal) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(message),
        signal,
      });
      if (!response.ok) throw new Error(`local mailbox answered ${response.status}`);
    },
  };
}
