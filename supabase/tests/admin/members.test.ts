/**
 * The admin's members area (issue 22; migration 20261124001600_admin_members), through supabase-js
 * on the local server: only admins list members or read one member's summary (with the e-mail
 * address, which nobody else reads); the search matches names and addresses case-insensitively
 * and takes % and _ literally; paging counts every match; an admin changes roles (audited), but
 * nobody removes the last admin or their own admin role; a member changes no role; and an admin's
 * read of a medical ID or a position through the existing functions lands in the member's access
 * log as an admin read.
 */
import { randomUUID } from 'node:crypto';
import { getMemberDetail, getMemberList } from '@/lib/data/admin-members';
import { getAdminOverview } from '@/lib/data/admin-overview';
import type { ServerSupabaseClient } from '@/lib/supabase/server';
import { anonClient, closeClients, newUserClient, passSecondFactor, serviceClient, uniqueEmail, type SignedInUser } from '../helpers';
import { PREMIUM_PLAN_ID, makeAdmin, must, subscribe } from '../rls/support';

// The data functions are server-only modules; here they run in Node with a test client.
jest.mock('server-only', () => ({}));

const tag = randomUUID().slice(0, 8);
let admin: SignedInUser;
let member: SignedInUser;
let other: SignedInUser;

beforeAll(async () => {
  [admin, member, other] = await Promise.all([
    newUserClient(uniqueEmail('members-admin')),
    newUserClient(`members-${tag}-marta@example.test`, { data: { full_name: `Marta ${tag} Ruiz` } }),
    newUserClient(uniqueEmail(`members-${tag}-other`), { data: { full_name: `Pérez 100% ${tag}` } }),
  ]);
  await makeAdmin(admin);
  await subscribe(member.user.id, PREMIUM_PLAN_ID, 'active');
  await member.client.from('emergency_contacts').insert([
    { user_id: member.user.id, name: 'Luis Ruiz', phone: '+34600000001' },
    { user_id: member.user.id, name: 'Ana Ruiz', phone: '+34600000002' },
  ]);
});
afterAll(closeClients);

const service = () => serviceClient();
/** What these tests read of a list row (the test clients are untyped). */
type ListRow = { user_id: string; full_name: string | null; email: string };
const list = (client: SignedInUser['client'], args: { search?: string; page_number?: number; page_size?: number }) => client.rpc('admin_list_members', args);
const roleOf = async (userId: string) => must(await service().from('profiles').select('role').eq('user_id', userId).single(), 'reading a role').role;

/** A fresh admin with a second factor, so tests can demote them without touching the shared one. */
async function freshAdmin(): Promise<SignedInUser> {
  const who = await newUserClient(uniqueEmail('members-fresh-admin'));
  await makeAdmin(who);
  return who;
}

/**
 * Makes `keep` the only admins for the duration of `body`, then restores everyone. The service
 * role arranges this (the trigger lets trusted roles through); backend tests run in band, so no
 * other file is running meanwhile.
 */
async function withOnlyAdmins(keep: SignedInUser[], body: () => Promise<void>) {
  const kept = keep.map((who) => who.user.id);
  const admins = must(await service().from('profiles').select('user_id').eq('role', 'admin'), 'listing admins').map((row) => row.user_id as string);
  const others = admins.filter((id) => !kept.includes(id));
  if (others.length) must(await service().from('profiles').update({ role: 'user' }).in('user_id', others).select('user_id'), 'demoting the others');
  try {
    await body();
  } finally {
    if (others.length) must(await service().from('profiles').update({ role: 'admin' }).in('user_id', others).select('user_id'), 'restoring the others');
  }
}

describe('people who are not admins', () => {
  it('get an error and no rows from both functions, anonymous or signed in', async () => {
    for (const client of [member.client, anonClient()]) {
      const rows = await list(client, {});
      expect(rows.data).toBeNull();
      expect(rows.error).not.toBeNull();
      const summary = await client.rpc('admin_member_summary', { member: other.user.id });
      expect(summary.data).toBeNull();
      expect(summary.error).not.toBeNull();
    }
    const refused = await list(member.client, { search: tag });
    expect(refused.error).toMatchObject({ code: 'ICE80', hint: 'admin_members_forbidden' });
    expect(refused.status).toBe(403);
  });

  it('an admin without the second factor is refused like a member', async () => {
    const halfway = await newUserClient(uniqueEmail('members-aal1'));
    must(await service().from('profiles').update({ role: 'admin' }).eq('user_id', halfway.user.id).select('role'), 'making an aal1 admin');
    expect((await list(halfway.client, {})).error).toMatchObject({ code: 'ICE80' });
    must(await service().from('profiles').update({ role: 'user' }).eq('user_id', halfway.user.id).select('role'), 'undoing it');
  });

  it('a member cannot change their own role or anyone else’s', async () => {
    const own = await member.client.from('profiles').update({ role: 'admin' }).eq('user_id', member.user.id);
    expect(own.error).toMatchObject({ code: '42501', hint: 'role_change_forbidden' });
    await member.client.from('profiles').update({ role: 'user' }).eq('user_id', admin.user.id);
    await member.client.from('profiles').update({ role: 'admin' }).eq('user_id', other.user.id);
    expect([await roleOf(member.user.id), await roleOf(admin.user.id), await roleOf(other.user.id)]).toEqual(['user', 'admin', 'user']);
  });
});

describe('the member list', () => {
  it('gives admins each member with e-mail, plan, subscription statuses and last alarm', async () => {
    const alarm = must(await member.client.rpc('raise_sos', { client_request_id: randomUUID(), latitude: 40.42, longitude: -3.7, accuracy: 8 }), 'raising an alarm') as { id: string; started_at: string };
    const rows = must(await list(admin.client, { search: tag }), 'listing');
    expect(rows).toEqual([
      expect.objectContaining({ user_id: member.user.id, email: member.email, full_name: `Marta ${tag} Ruiz`, role: 'user', plan_name: 'Premium Protection', subscription_statuses: ['active'], total_count: 2 }),
      expect.objectContaining({ user_id: other.user.id, email: other.email, plan_name: null, subscription_statuses: [], last_alarm_at: null, total_count: 2 }),
    ]);
    expect(Date.parse(rows[0].last_alarm_at)).toBe(Date.parse(alarm.started_at));
  });

  it('searches names and e-mail addresses, case-insensitively and trimmed', async () => {
    const byName = must(await list(admin.client, { search: `  MARTA ${tag.toUpperCase()}  ` }), 'by name');
    expect(byName.map((row: ListRow) => row.user_id)).toEqual([member.user.id]);
    const byEmail = must(await list(admin.client, { search: `MEMBERS-${tag}-Marta@EXAMPLE.test` }), 'by e-mail');
    expect(byEmail.map((row: ListRow) => row.user_id)).toEqual([member.user.id]);
  });

  it('takes % and _ as the characters they are, not as wildcards', async () => {
    const percent = must(await list(admin.client, { search: `100% ${tag}` }), 'percent');
    expect(percent.map((row: ListRow) => row.user_id)).toEqual([other.user.id]);
    const onlyPercent = must(await list(admin.client, { search: '%', page_size: 100 }), 'a lone percent');
    expect(onlyPercent.length).toBeGreaterThan(0);
    expect(onlyPercent.every((row: ListRow) => `${row.full_name}${row.email}`.includes('%'))).toBe(true);
    // As a LIKE wildcard, _ would match the space in "Marta <tag>"; as a character it matches nothing.
    expect(must(await list(admin.client, { search: `Marta_${tag}` }), 'underscore')).toEqual([]);
  });

  it('pages the matches with the total on every page, in name order', async () => {
    const first = must(await list(admin.client, { search: tag, page_number: 1, page_size: 1 }), 'page 1');
    const second = must(await list(admin.client, { search: tag, page_number: 2, page_size: 1 }), 'page 2');
    expect([first.length, second.length, first[0].total_count, second[0].total_count]).toEqual([1, 1, 2, 2]);
    expect([first[0].user_id, second[0].user_id]).toEqual([member.user.id, other.user.id]);
    expect(must(await list(admin.client, { search: tag, page_number: 3, page_size: 1 }), 'page 3')).toEqual([]);
  });

  it('answers an overlong search or a bad page with a 400 app error, never a 5xx', async () => {
    for (const args of [{ search: 'x'.repeat(101) }, { page_number: 0 }, { page_size: 0 }, { page_size: 101 }]) {
      const bad = await list(admin.client, args);
      expect(bad.error).toMatchObject({ code: 'ICE81', hint: 'admin_members_invalid_request' });
      expect(bad.status).toBe(400);
    }
    expect((await list(admin.client, { search: 'x'.repeat(100) })).error).toBeNull();
  });

  it('is read by the app with the protection state the member dashboard computes', async () => {
    const client = admin.client as unknown as ServerSupabaseClient;
    const page = await getMemberList(client, { q: tag, page: 1 });
    expect(page.total).toBe(2);
    expect(page.members.map((row) => [row.userId, row.planName, row.protection])).toEqual([
      [member.user.id, 'Premium Protection', { protected: true, reason: null }],
      [other.user.id, null, { protected: false, reason: 'noPlan' }],
    ]);
    // A page past the end still knows how many there are.
    expect((await getMemberList(client, { q: tag, page: 9 })).total).toBe(2);
  });

  it("is what the overview's members figure counts: everyone with an account", async () => {
    const client = admin.client as unknown as ServerSupabaseClient;
    const [overview, list] = await Promise.all([getAdminOverview(client), getMemberList(client, { q: '', page: 1 })]);
    const { count: profiles } = await service().from('profiles').select('user_id', { count: 'exact', head: true });
    expect(list.total).toBe(profiles);
    expect(overview.members).toBe(list.total);
  });
});

describe("a member's summary", () => {
  it('gives admins the e-mail, name, role, contacts count and the alarm of the latest position, no medical data', async () => {
    const rows = must(await admin.client.rpc('admin_member_summary', { member: member.user.id }), 'summary');
    expect(rows).toEqual([expect.objectContaining({ user_id: member.user.id, email: member.email, full_name: `Marta ${tag} Ruiz`, role: 'user', emergency_contact_count: 2 })]);
    expect(Object.keys(rows[0]).sort()).toEqual(['created_at', 'email', 'emergency_contact_count', 'full_name', 'last_located_alarm_id', 'role', 'user_id']);
    expect(rows[0].last_located_alarm_id).toEqual(expect.any(String));
    expect(must(await admin.client.rpc('admin_member_summary', { member: randomUUID() }), 'unknown')).toEqual([]);
  });

  it('is read by the app with subscription, devices and the alarms', async () => {
    const detail = await getMemberDetail(admin.client as unknown as ServerSupabaseClient, member.user.id);
    expect(detail).toMatchObject({ email: member.email, contactCount: 2, protection: { protected: true } });
    expect(detail?.subscriptions.map((s) => [s.plan.name, s.status])).toEqual([['Premium Protection', 'active']]);
    expect(detail?.alarms.length).toBeGreaterThan(0);
    expect(await getMemberDetail(admin.client as unknown as ServerSupabaseClient, randomUUID())).toBeNull();
  });
});

describe('role changes', () => {
  it('an admin promotes and demotes a member, and both are audited', async () => {
    const target = await newUserClient(uniqueEmail('members-target'));
    expect((await admin.client.from('profiles').update({ role: 'admin' }).eq('user_id', target.user.id).select('role')).data).toEqual([{ role: 'admin' }]);
    expect((await admin.client.from('profiles').update({ role: 'user' }).eq('user_id', target.user.id).select('role')).data).toEqual([{ role: 'user' }]);
    const audit = must(await service().from('admin_audit').select('actor_id, action, before, after').eq('entity_id', target.user.id).order('id'), 'audit');
    expect(audit).toEqual([
      { actor_id: admin.user.id, action: 'member.role', before: { role: 'user' }, after: { role: 'admin' } },
      { actor_id: admin.user.id, action: 'member.role', before: { role: 'admin' }, after: { role: 'user' } },
    ]);
  });

  it('an admin cannot remove their own admin role (ICE83), another admin can', async () => {
    const [leaving, colleague] = await Promise.all([freshAdmin(), freshAdmin()]);
    const own = await leaving.client.from('profiles').update({ role: 'user' }).eq('user_id', leaving.user.id);
    expect(own.error).toMatchObject({ code: 'ICE83', hint: 'own_admin_role' });
    expect(own.status).toBe(409);
    expect(await roleOf(leaving.user.id)).toBe('admin');
    expect((await colleague.client.from('profiles').update({ role: 'user' }).eq('user_id', leaving.user.id)).error).toBeNull();
    expect(await roleOf(leaving.user.id)).toBe('user');
    must(await service().from('profiles').update({ role: 'user' }).eq('user_id', colleague.user.id).select('role'), 'tidying up');
  });

  it('nobody removes the last admin (ICE82)', async () => {
    const last = await freshAdmin();
    await withOnlyAdmins([last], async () => {
      const own = await last.client.from('profiles').update({ role: 'user' }).eq('user_id', last.user.id);
      expect(own.error).toMatchObject({ code: 'ICE82', hint: 'last_admin' });
      expect(own.status).toBe(409);
      expect(await roleOf(last.user.id)).toBe('admin');
    });
    must(await service().from('profiles').update({ role: 'user' }).eq('user_id', last.user.id).select('role'), 'tidying up');
  });

  it('two admins demoting each other at once leave one of them an admin', async () => {
    const [a, b] = await Promise.all([freshAdmin(), freshAdmin()]);
    await withOnlyAdmins([a, b], async () => {
      await Promise.all([
        a.client.from('profiles').update({ role: 'user' }).eq('user_id', b.user.id),
        b.client.from('profiles').update({ role: 'user' }).eq('user_id', a.user.id),
      ]);
      expect([await roleOf(a.user.id), await roleOf(b.user.id)].filter((role) => role === 'admin')).toHaveLength(1);
    });
    must(await service().from('profiles').update({ role: 'user' }).in('user_id', [a.user.id, b.user.id]).select('role'), 'tidying up');
  });

  it('the service role still arranges admins freely (first-admin set-up, back office)', async () => {
    const solo = await newUserClient(uniqueEmail('members-solo'));
    must(await service().from('profiles').update({ role: 'admin' }).eq('user_id', solo.user.id).select('role'), 'promoting');
    await passSecondFactor(solo.client);
    await withOnlyAdmins([solo], async () => {
      expect((await service().from('profiles').update({ role: 'user' }).eq('user_id', solo.user.id)).error).toBeNull();
      must(await service().from('profiles').update({ role: 'admin' }).eq('user_id', solo.user.id).select('role'), 'restoring');
    });
    must(await service().from('profiles').update({ role: 'user' }).eq('user_id', solo.user.id).select('role'), 'tidying up');
  });
});

describe("an admin's reads of a member's medical ID and position", () => {
  const logOf = async () =>
    must(await member.client.from('access_log').select('reader_id, resource, sos_event_id, reader_capacity').eq('reader_id', admin.user.id).order('id'), 'access log');

  it('are written to the member’s access log as admin reads, which the member sees', async () => {
    await member.client.from('medical_profiles').insert({ user_id: member.user.id, blood_type: 'O+' });
    const medical = await admin.client.rpc('get_member_medical_profile', { member: member.user.id });
    expect(medical.error).toBeNull();
    expect(medical.data).toEqual([expect.objectContaining({ blood_type: 'O+' })]);

    const [summary] = must(await admin.client.rpc('admin_member_summary', { member: member.user.id }), 'summary');
    const location = await admin.client.rpc('get_sos_location', { event_id: summary.last_located_alarm_id });
    expect(location.data).toEqual([expect.objectContaining({ latitude: 40.42, longitude: -3.7 })]);

    expect(await logOf()).toEqual([
      { reader_id: admin.user.id, resource: 'medical_profile', sos_event_id: null, reader_capacity: 'admin' },
      { reader_id: admin.user.id, resource: 'location', sos_event_id: summary.last_located_alarm_id, reader_capacity: 'admin' },
    ]);
  });
});
