import { linkIn, type Mail } from '../../e2e/support/mailbox';

/** The confirmation link of the newest auth e-mail to `to` in the local mailbox, waiting up to 15 s. */
export async function waitForConfirmationLink(supabaseUrl: string, to: string): Promise<URL> {
  for (let waited = 0; waited < 15_000; waited += 250) {
    const response = await fetch(`${supabaseUrl}/_mailbox?to=${encodeURIComponent(to)}`);
    const mail = response.ok ? ((await response.json()) as Mail[]).filter((m) => m.source === 'auth').at(-1) : undefined;
    if (mail) return linkIn(mail);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no confirmation e-mail to ${to} within 15 s`);
}
