import { randomUUID } from 'node:crypto';
import { anonClient, closeClients, newUserClient, readMailbox, testServer, type MailboxMessage, type SignedInUser } from '../helpers';
import { codeBehindTokenHash } from '../helpers/email-code';

afterAll(closeClients);

/**
 * Secure e-mail change (issue 17, item 5; config.toml `double_confirm_changes = true`): both the
 * old and the new address must confirm, in either order, before the account's address changes.
 * Before, the old mailbox alone moved the account to an address nobody had proven to own.
 */
async function onlyMail(email: string): Promise<MailboxMessage> {
  const mails = await readMailbox(email);
  expect(mails).toHaveLength(1);
  return mails[0];
}

const tokenHashOf = (mail: MailboxMessage) => /token_hash=([0-9a-f]+)/.exec(mail.html ?? '')?.[1] ?? '';
/** The mail shows no code (no page of the app takes one); Auth still accepts the one behind its link. */
const codeOf = (mail: MailboxMessage) => codeBehindTokenHash(mail.to, tokenHashOf(mail));

async function startChange() {
  const user = await newUserClient();
  const newEmail = `moved-${randomUUID().slice(0, 8)}@example.com`;
  expect((await user.client.auth.updateUser({ email: newEmail })).error).toBeNull();
  const [toOld, toNew] = [await onlyMail(user.email), await onlyMail(newEmail)];
  return { user, newEmail, toOld, toNew };
}

/** The account's address as the auth server has it now (GET /user with the user's own token). */
const addressOf = async (user: SignedInUser) => (await user.client.auth.getUser()).data.user?.email;
const canSignIn = async (email: string, password: string) => !(await anonClient().auth.signInWithPassword({ email, password })).error;

describe('an e-mail change needs both addresses', () => {
  it('mails each address its own link; the old one alone changes nothing, the new one then completes it', async () => {
    const { user, newEmail, toOld, toNew } = await startChange();
    expect(toOld.subject).toBe(toNew.subject);
    expect(tokenHashOf(toOld)).not.toBe(tokenHashOf(toNew));

    const first = await anonClient().auth.verifyOtp({ type: 'email_change', token_hash: tokenHashOf(toOld) });
    expect(first.error).toBeNull();
    expect(first.data.session).toBeNull();
    expect(await addressOf(user)).toBe(user.email);
    expect(await canSignIn(newEmail, user.password)).toBe(false);
    // The same link again is spent, and still changes nothing.
    expect((await anonClient().auth.verifyOtp({ type: 'email_change', token_hash: tokenHashOf(toOld) })).error).not.toBeNull();
    expect(await addressOf(user)).toBe(user.email);

    const second = await anonClient().auth.verifyOtp({ type: 'email_change', token_hash: tokenHashOf(toNew) });
    expect(second.error).toBeNull();
    expect(await addressOf(user)).toBe(newEmail);
    expect(await canSignIn(newEmail, user.password)).toBe(true);
    expect(await canSignIn(user.email, user.password)).toBe(false);
  });

  it('works in the other order and with the codes instead of the links', async () => {
    const { user, newEmail, toOld, toNew } = await startChange();
    const [codeNew, codeOld] = [await codeOf(toNew), await codeOf(toOld)];
    expect((await anonClient().auth.verifyOtp({ type: 'email_change', email: newEmail, token: codeNew })).error).toBeNull();
    expect(await addressOf(user)).toBe(user.email);
    expect((await anonClient().auth.verifyOtp({ type: 'email_change', email: user.email, token: codeOld })).error).toBeNull();
    expect(await addressOf(user)).toBe(newEmail);
  });

  it('answers the first link as GoTrue does (a message, no session) and completes on the second', async () => {
    const { user, newEmail, toOld, toNew } = await startChange();
    const verifyUrl = (hash: string) =>
      `${testServer().url}/auth/v1/verify?token=${hash}&type=email_change&redirect_to=${encodeURIComponent('http://localhost:3000/')}`;
    const first = await fetch(verifyUrl(tokenHashOf(toNew)), { redirect: 'manual' });
    expect(first.status).toBe(303);
    const firstTarget = new URL(first.headers.get('location') ?? '');
    expect(new URLSearchParams(firstTarget.hash.slice(1)).get('message')).toBe(
      'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    );
    expect(firstTarget.hash).not.toContain('access_token');
    expect(await addressOf(user)).toBe(user.email);

    const second = await fetch(verifyUrl(tokenHashOf(toOld)), { redirect: 'manual' });
    expect(second.status).toBe(303);
    expect(second.headers.get('location')).toContain('access_token=');
    expect(await addressOf(user)).toBe(newEmail);
  });
});
