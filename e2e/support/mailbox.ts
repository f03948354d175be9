import { expect } from '@playwright/test';
import { supabaseUrl } from './env';

/** One message in the local server's mailbox (packages/supabase-local/mail). */
export type Mail = { id: number; to: string; subject: string; text?: string; html?: string; source: 'auth' | 'app'; sentAt: string };

async function listMail(to: string): Promise<Mail[]> {
  const response = await fetch(`${supabaseUrl}/_mailbox?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`mailbox answered ${response.status}`);
  return (await response.json()) as Mail[];
}

/** Waits for the newest auth e-mail to `to` that arrived after `afterId` (default: any). */
export async function waitForMail(to: string, afterId = 0): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      found = (await listMail(to)).filter((m) => m.source === 'auth' && m.id > afterId).at(-1);
      return Boolean(found);
    }, { message: `an e-mail to ${to}`, timeout: 10_000 })
    .toBe(true);
  return found as Mail;
}

/** The id of the newest message to `to`, so a later wait only sees what comes next. */
export async function lastMailId(to: string): Promise<number> {
  return (await listMail(to)).at(-1)?.id ?? 0;
}

/** The one-time code printed in an auth e-mail ("Your login code is: 123456"). */
export function codeIn(mail: Mail): string {
  const match = /\b(\d{6,10})\b/.exec(mail.text ?? '');
  if (!match) throw new Error(`no code in e-mail "${mail.subject}"`);
  return match[1];
}

/** The link in an auth e-mail: the app's confirm route with token_hash and type (supabase/templates). */
export function linkIn(mail: Mail): URL {
  const match = /https?:\/\/\S+\/api\/auth\/confirm\?\S+/.exec(mail.text ?? '');
  if (!match) throw new Error(`no link in e-mail "${mail.subject}"`);
  return new URL(match[0]);
}
