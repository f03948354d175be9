/**
 * A registration's emergency contacts are asked once the member confirms their e-mail address
 * (migration 20261129000400, docs/product.md#emergency-contacts): the confirmation queues one
 * consent request per contact, never two however often the link is opened or however many
 * dispatchers take the queue at once, and begin_queued_contact_consent_request starts each as "Ask
 * now" does (begin_emergency_contact_message: the link, the 'sending' rows, the limits). Contacts
 * that waited for the plan are asked when they move in; one the member adds on the contacts page is
 * asked by the page itself, not queued a second time.
 *
 * On a server of its own that does not confirm sign-ups at once, as in production: the member
 * registers (sign-up, then record_registration as registerAccount calls it) and confirms with the
 * e-mailed link's token, as /api/auth/confirm does.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  closeClients,
  firstLink,
  makeClient,
  readMailbox,
  spawnLocalServer,
  uniqueEmail,
  SERVER_START_TIMEOUT_MS,
  TEST_PASSWORD,
  type LocalServerProcess,
} from '../helpers';
import { uniquePhone } from './support';

afterAll(closeClients);

const FAMILY_CONNECTION = 'b0000000-0000-4000-8000-000000000003';
const PREMIUM = 'b0000000-0000-4000-8000-000000000002';

type Given = { name: string; relationship: string; phone: string | null; email: string | null };
type Started = { member_id: string; contact_id: string; channel: string; address: string; language: string; contact_name: string; token: string | null };

const luis = (): Given => ({ name: 'Luis García', relationship: 'son', phone: uniquePhone(), email: null });
const marta = (): Given => ({ name: 'Marta Ruiz', relationship: 'neighbour', phone: null, email: uniqueEmail('marta') });

describe('consent requests for the contacts given at registration', () => {
  let server: LocalServerProcess;

  beforeAll(async () => {
    server = await spawnLocalServer({ autoconfirm: false, emailMaxFrequency: '0s' });
  }, SERVER_START_TIMEOUT_MS);

  afterAll(async () => {
    await server?.stop();
  });

  const anon = (): SupabaseClient => makeClient(server.publishableKey, {}, server);
  const service = (): SupabaseClient => makeClient(server.secretKey, {}, server);

  /**
   * Signs up (no session: the address is not confirmed) and records the registration as
   * registerAccount does; `plan` first gives the account a plan, so every contact fits at once.
   * Answers the member and the token of the confirmation link.
   */
  async function register(contacts: Given[], plan = false) {
    const email = uniqueEmail('registers');
    const signedUp = await anon().auth.signUp({ email, password: TEST_PASSWORD, options: { data: { full_name: 'Ana Tester', preferred_language: 'es' } } });
    expect(signedUp.error).toBeNull();
    expect(signedUp.data.session).toBeNull();
    const userId = signedUp.data.user!.id;
    if (plan) expect((await service().from('subscriptions').insert({ user_id: userId, plan_id: FAMILY_CONNECTION, status: 'active' })).error).toBeNull();
    const recorded = await service().rpc('record_registration', {
      member: userId,
      p: { protectedPerson: 'self', protectedName: 'Ana Tester', phone: '+34600123456', country: 'ES', language: 'es', planId: PREMIUM, spainCallCentre: false, contacts, healthDataConsent: false },
    });
    expect(recorded.error).toBeNull();
    const [mail] = await readMailbox(email, server);
    const tokenHash = new URL(firstLink(mail) ?? '').searchParams.get('token_hash') ?? '';
    expect(tokenHash).not.toBe('');
    return { email, userId, tokenHash };
  }

  const confirm = (tokenHash: string) => anon().auth.verifyOtp({ type: 'email', token_hash: tokenHash });

  /** Takes the whole queue as the dispatcher does, until it is empty: every started request's rows. */
  async function drainQueue(): Promise<Started[]> {
    const client = service();
    const started: Started[] = [];
    for (;;) {
      const { data, error } = await client.rpc('begin_queued_contact_consent_request');
      expect(error).toBeNull();
      if (!data?.length) return started;
      started.push(...(data as Started[]));
    }
  }

  /** The member's contacts by name, with their answer rows. */
  async function contactsOf(userId: string) {
    const { data: contacts } = await service().from('emergency_contacts').select('id, name').eq('user_id', userId).order('priority');
    const { data: consents } = await service().from('emergency_contact_consents').select('contact_id, status, requested_at, token_hash').eq('member_id', userId);
    return (contacts ?? []).map((contact) => ({ ...contact, consent: consents?.find((row) => row.contact_id === contact.id) }));
  }

  /** How many consent requests (sends, not channels) each of the member's contacts got. */
  async function requestsPerContact(userId: string): Promise<Record<string, number>> {
    const { data } = await service().from('emergency_contact_messages').select('contact_id, batch_id').eq('member_id', userId).eq('kind', 'consent_request');
    const batches = new Map<string, Set<string>>();
    for (const row of data ?? []) batches.set(row.contact_id, (batches.get(row.contact_id) ?? new Set()).add(row.batch_id));
    return Object.fromEntries([...batches].map(([contact, sends]) => [contact, sends.size]));
  }

  const ofMember = (started: Started[], userId: string) => started.filter((row) => row.member_id === userId);

  it('queues nothing before the confirmation, then exactly one request per contact, however often the link is opened', async () => {
    const given = [luis(), marta()];
    const { userId, tokenHash } = await register(given, true);
    const [first, second] = await contactsOf(userId);
    expect([first.name, second.name]).toEqual(['Luis García', 'Marta Ruiz']);
    expect(first.consent).toMatchObject({ status: 'pending', requested_at: null });

    // Not confirmed: whoever typed the address may not own it, so nobody is asked yet.
    expect(ofMember(await drainQueue(), userId)).toEqual([]);

    expect((await confirm(tokenHash)).error).toBeNull();
    // The link opened again: refused by Auth, and nothing queued twice.
    expect((await confirm(tokenHash)).error).not.toBeNull();

    const started = ofMember(await drainQueue(), userId);
    // One request each, by each contact's own channel, in their language, with a link.
    expect(started.map((row) => [row.contact_name, row.channel, row.address, row.language])).toEqual([
      ['Luis García', 'sms', given[0].phone, 'es'],
      ['Marta Ruiz', 'email', given[1].email, 'es'],
    ]);
    expect(started.every((row) => /^[0-9a-f]{64}$/.test(row.token ?? ''))).toBe(true);
    expect(await requestsPerContact(userId)).toEqual({ [first.id]: 1, [second.id]: 1 });
    for (const contact of await contactsOf(userId)) {
      expect(contact.consent).toMatchObject({ status: 'pending', requested_at: expect.any(String), token_hash: expect.any(String) });
    }

    // Later passes find nothing more for this member.
    expect(ofMember(await drainQueue(), userId)).toEqual([]);
    expect(await requestsPerContact(userId)).toEqual({ [first.id]: 1, [second.id]: 1 });
  });

  it('asks each contact once when two confirmations and two dispatchers race', async () => {
    const { userId, tokenHash } = await register([luis(), marta()], true);
    const confirmations = await Promise.all([confirm(tokenHash), confirm(tokenHash)]);
    expect(confirmations.filter((answer) => answer.error === null).length).toBeGreaterThanOrEqual(1);

    const [one, two] = await Promise.all([drainQueue(), drainQueue()]);
    const started = ofMember([...one, ...two], userId);
    expect(started.map((row) => row.contact_name).sort()).toEqual(['Luis García', 'Marta Ruiz']);
    const contacts = await contactsOf(userId);
    expect(await requestsPerContact(userId)).toEqual(Object.fromEntries(contacts.map((contact) => [contact.id, 1])));
  });

  it('asks a contact who waited for the plan when it moves in, and leaves one added on the contacts page to the page', async () => {
    // No plan yet: Luis fits (one contact), Marta waits for the plan.
    const { email, userId, tokenHash } = await register([luis(), marta()]);
    expect((await contactsOf(userId)).map((contact) => contact.name)).toEqual(['Luis García']);
    expect((await confirm(tokenHash)).error).toBeNull();
    expect(ofMember(await drainQueue(), userId).map((row) => row.contact_name)).toEqual(['Luis García']);

    // The plan becomes active: Marta moves in and is asked, once.
    expect((await service().from('subscriptions').insert({ user_id: userId, plan_id: FAMILY_CONNECTION, status: 'active' })).error).toBeNull();
    const [, waited] = await contactsOf(userId);
    expect(waited).toMatchObject({ name: 'Marta Ruiz', consent: { status: 'pending', requested_at: null } });
    expect(ofMember(await drainQueue(), userId).map((row) => [row.contact_id, row.contact_name])).toEqual([[waited.id, 'Marta Ruiz']]);

    // A contact the member adds later on the contacts page: "Add" asks at once through the same
    // function as "Ask now" (lib/actions/emergency-contacts.ts), so the queue does not ask again.
    const member = makeClient(server.publishableKey, {}, server);
    expect((await member.auth.signInWithPassword({ email, password: TEST_PASSWORD })).error).toBeNull();
    const added = await member
      .from('emergency_contacts')
      .insert({ user_id: userId, name: 'Pedro Gil', email: uniqueEmail('pedro'), channels: ['email'], priority: 3 })
      .select('id')
      .single();
    expect(added.error).toBeNull();
    const asked = await service().rpc('begin_emergency_contact_message', { member: userId, contact_id: added.data!.id, kind: 'consent_request' });
    expect(asked.error).toBeNull();
    expect(asked.data).toEqual([expect.objectContaining({ contact_name: 'Pedro Gil', channel: 'email', token: expect.stringMatching(/^[0-9a-f]{64}$/) })]);
    expect(ofMember(await drainQueue(), userId)).toEqual([]);

    const contacts = await contactsOf(userId);
    expect(contacts.map((contact) => contact.consent?.requested_at)).toEqual([expect.any(String), expect.any(String), expect.any(String)]);
    expect(await requestsPerContact(userId)).toEqual(Object.fromEntries(contacts.map((contact) => [contact.id, 1])));
  });

  it('is the server\'s alone: members and visitors cannot take the queue (it hands out link tokens)', async () => {
    const { email, tokenHash } = await register([luis()]);
    expect((await confirm(tokenHash)).error).toBeNull();
    const member = makeClient(server.publishableKey, {}, server);
    expect((await member.auth.signInWithPassword({ email, password: TEST_PASSWORD })).error).toBeNull();
    for (const client of [member, anon()]) {
      const { data, error } = await client.rpc('begin_queued_contact_consent_request');
      expect(error).not.toBeNull();
      expect(data).toBeNull();
    }
  });
});
