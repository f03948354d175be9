/**
 * Signing up from a family invitation (issue 44, migration 20261129000500,
 * lib/actions/invitee-sign-up.ts): the invitation e-mail proves the address, so an account made
 * from it for exactly the invited address is confirmed at once; any other case is the ordinary
 * sign-up, unconfirmed until its own e-mail is opened. Runs on a server with e-mail confirmations
 * on, as hosted (the shared test server confirms every sign-up at once).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { type InviteeSignUp, noteInviteMailed, signUpInvitee } from '@/lib/actions/invitee-sign-up';
import type { Database } from '@/lib/database.types';
import {
  closeClients,
  makeClient,
  spawnLocalServer,
  uniqueEmail,
  SERVER_START_TIMEOUT_MS,
  TEST_PASSWORD,
  type LocalServerProcess,
} from '../helpers';

jest.mock('server-only', () => ({}));

afterAll(closeClients);

let server: LocalServerProcess;
let member: SupabaseClient;

const typed = (client: SupabaseClient) => client as unknown as SupabaseClient<Database>;
const anon = () => makeClient(server.publishableKey, {}, server);
const service = () => makeClient(server.secretKey, {}, server);

beforeAll(async () => {
  server = await spawnLocalServer({ autoconfirm: false, emailMaxFrequency: '0s' });
  const email = uniqueEmail('inviting-member');
  const created = await service().auth.admin.createUser({ email, password: TEST_PASSWORD, email_confirm: true, user_metadata: { full_name: 'Rosa Member' } });
  if (created.error) throw created.error;
  member = anon();
  const signedIn = await member.auth.signInWithPassword({ email, password: TEST_PASSWORD });
  if (signedIn.error) throw signedIn.error;
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await server?.stop();
});

/** An invitation from the member, with the token create_family_invite returns to the member. */
async function invite(email: string): Promise<{ id: string; token: string }> {
  const { data, error } = await member.rpc('create_family_invite', { email });
  if (error) throw new Error(error.message);
  const [row] = data as Array<{ invite_id: string; token: string }>;
  return { id: row.invite_id, token: row.token };
}

/** As the app's server does after the invitation e-mail went out. */
async function inviteAndMail(email: string) {
  const created = await invite(email);
  await noteInviteMailed(typed(service()), created.token);
  return created;
}

/** The invitee on the invitation page: a fresh browser's client, and the app's service role. */
async function signUp(token: string, email: string): Promise<{ outcome: InviteeSignUp; visitor: SupabaseClient }> {
  const visitor = anon();
  const outcome = await signUpInvitee(
    { visitor: typed(visitor), service: typed(service()) },
    { token, email, password: TEST_PASSWORD, data: { full_name: 'Lucía Martín', preferred_language: 'es' }, emailRedirectTo: 'http://localhost:3000/api/auth/confirm?next=%2Fes%2Ffamily-invite' },
  );
  return { outcome, visitor };
}

/** The stored account of an address: whether its e-mail is confirmed. */
async function confirmedAt(email: string): Promise<string | null | undefined> {
  const { data, error } = await service().auth.admin.listUsers({ perPage: 1000 });
  if (error) throw error;
  const user = data.users.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`no account for ${email}`);
  return user.email_confirmed_at ?? null;
}

describe('an e-mailed invitation, still open, for exactly the invited address', () => {
  it('creates the account confirmed and signed in, and that session accepts the invitation', async () => {
    const email = uniqueEmail('proven');
    const { token } = await inviteAndMail(email);
    const { outcome, visitor } = await signUp(token, email);
    expect(outcome).toEqual({ provenByInvitation: true, signedIn: true });
    expect(await confirmedAt(email)).toEqual(expect.any(String));

    const { data: profile } = await visitor.from('profiles').select('full_name, preferred_language').maybeSingle();
    expect(profile).toEqual({ full_name: 'Lucía Martín', preferred_language: 'es' });
    const accepted = await visitor.rpc('accept_family_invite', { token });
    expect(accepted.error).toBeNull();
    expect(accepted.data).toMatchObject({ status: 'active' });
  });

  it('matches the address without regard to case or spaces around it', async () => {
    const email = uniqueEmail('proven-case');
    const { token } = await inviteAndMail(email);
    const { data } = await service().rpc('family_invite_proves_email', { token, email: `  ${email.toUpperCase()} ` });
    expect(data).toBe(true);
  });
});

describe('everything else is the ordinary sign-up, unconfirmed', () => {
  it('another address than the invited one', async () => {
    const { token } = await inviteAndMail(uniqueEmail('meant'));
    const other = uniqueEmail('other');
    const { outcome } = await signUp(token, other);
    expect(outcome).toMatchObject({ provenByInvitation: false, session: null, error: null });
    expect(await confirmedAt(other)).toBeNull();
  });

  it('an expired invitation', async () => {
    const email = uniqueEmail('expired');
    const { id, token } = await inviteAndMail(email);
    await service().from('family_invites').update({ expires_at: new Date(Date.now() - 1000).toISOString() }).eq('id', id);
    const { outcome } = await signUp(token, email);
    expect(outcome).toMatchObject({ provenByInvitation: false, session: null, error: null });
    expect(await confirmedAt(email)).toBeNull();
  });

  it('an invitation already used (accepted) or declined', async () => {
    const accepted = uniqueEmail('used');
    const used = await inviteAndMail(accepted);
    await service().from('family_invites').update({ accepted_at: new Date().toISOString() }).eq('id', used.id);
    expect((await signUp(used.token, accepted)).outcome).toMatchObject({ provenByInvitation: false, session: null });
    expect(await confirmedAt(accepted)).toBeNull();

    const refused = uniqueEmail('declined');
    const declined = await inviteAndMail(refused);
    expect((await anon().rpc('decline_family_invite', { token: declined.token })).error).toBeNull();
    expect((await signUp(declined.token, refused)).outcome).toMatchObject({ provenByInvitation: false, session: null });
    expect(await confirmedAt(refused)).toBeNull();
  });

  it('a token the member got by calling create_family_invite directly, never e-mailed by the app', async () => {
    const email = uniqueEmail('never-mailed');
    const { token } = await invite(email);
    const { outcome } = await signUp(token, email);
    expect(outcome).toMatchObject({ provenByInvitation: false, session: null, error: null });
    expect(await confirmedAt(email)).toBeNull();
  });

  it('the old link after a resend, and a new token the member took by calling resend_family_invite directly', async () => {
    const email = uniqueEmail('resent');
    const first = await inviteAndMail(email);
    const { data, error } = await member.rpc('resend_family_invite', { invite_id: first.id });
    expect(error).toBeNull();
    const [{ token: second }] = data as Array<{ token: string }>;
    const check = (token: string) => service().rpc('family_invite_proves_email', { token, email });
    expect((await check(first.token)).data).toBe(false);
    expect((await check(second)).data).toBe(false);
    // Once the app's server has e-mailed the new one, it proves the address.
    await noteInviteMailed(typed(service()), second);
    expect((await check(second)).data).toBe(true);
    expect((await check(first.token)).data).toBe(false);
  });
});

describe('who may ask and note', () => {
  it('refuses both functions to visitors and members: only the app\'s server (service role) calls them', async () => {
    const email = uniqueEmail('guarded');
    const { token } = await invite(email);
    for (const client of [anon(), member]) {
      expect((await client.rpc('note_family_invite_mailed', { token })).error).not.toBeNull();
      expect((await client.rpc('family_invite_proves_email', { token, email })).error).not.toBeNull();
    }
    // Nothing was noted by those attempts.
    expect((await service().rpc('family_invite_proves_email', { token, email })).data).toBe(false);
  });
});
