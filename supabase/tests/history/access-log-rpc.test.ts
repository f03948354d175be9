/**
 * get_my_access_log (20261124000900): the member's own access log with the reader's name, also after
 * the link has ended, the alarm a read happened during, period filter and pagination; never another
 * member's rows, never a stranger's or a call-centre agent's name.
 */
import { randomUUID } from 'node:crypto';
import { closeClients, newUserClient, serviceClient, type SignedInUser } from '../helpers';
import { linkFamily, makeAdmin, must } from '../rls/support';

afterAll(closeClients);

const FAR_PAST = '2000-01-01T00:00:00Z';
const FAR_FUTURE = '2100-01-01T00:00:00Z';

let member: SignedInUser;
let carer: SignedInUser;
let carerLinkId: string;

beforeAll(async () => {
  member = await newUserClient(undefined, { data: { full_name: 'Maria Member' } });
  carer = await newUserClient(undefined, { data: { full_name: 'Carla Carer' } });
  must(await member.client.from('medical_profiles').insert({ user_id: member.user.id, blood_type: 'A+' }).select('user_id'), 'medical profile');
  carerLinkId = await linkFamily(member.user.id, carer.user.id, { view_medical: true, location_access: 'during_sos', role: 'carer' });
});

type LogRow = { id: number; resource: string; reader_capacity: string; reader_name: string | null; reader_deleted: boolean; sos_event_id: string | null; total_count: number };

const logFor = async (who: SignedInUser, args: Partial<{ period_from: string; period_to: string; page_limit: number; page_offset: number }> = {}): Promise<LogRow[]> => {
  const { data, error } = await who.client.rpc('get_my_access_log', { period_from: FAR_PAST, period_to: FAR_FUTURE, ...args });
  expect(error).toBeNull();
  return (data ?? []) as LogRow[];
};

describe('get_my_access_log', () => {
  it('names a carer who read, with role, resource and the alarm that was open, even after the link ended', async () => {
    const event = must(await member.client.rpc('raise_sos', { client_request_id: randomUUID(), latitude: 52.1, longitude: 4.3 }), 'raise') as { id: string };
    must(await carer.client.rpc('get_member_medical_profile', { member: member.user.id }), 'medical read');
    must(await carer.client.rpc('get_sos_location', { event_id: event.id }), 'location read');
    await member.client.rpc('end_sos', { event_id: event.id, outcome: 'resolved' });

    // The link ends (and is even deleted): profiles RLS no longer shows the carer, the log still does.
    must(await serviceClient().from('family_links').delete().eq('id', carerLinkId).select('id'), 'delete link');
    const { data: visibleProfile } = await member.client.from('profiles').select('full_name').eq('user_id', carer.user.id);
    expect(visibleProfile).toEqual([]);

    const rows = await logFor(member);
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.resource).sort()).toEqual(['location', 'medical_profile']);
    for (const row of rows) {
      expect(row).toMatchObject({ reader_name: 'Carla Carer', reader_capacity: 'carer', reader_deleted: false, sos_event_id: event.id, total_count: 2 });
    }
  });

  it('shows the call centre without the agent name', async () => {
    const admin = await newUserClient(undefined, { data: { full_name: 'Agent Secret' } });
    await makeAdmin(admin);
    must(await admin.client.rpc('get_member_medical_profile', { member: member.user.id }), 'admin read');
    const [latest] = await logFor(member, { page_limit: 1 });
    expect(latest).toMatchObject({ reader_capacity: 'admin', reader_name: null, resource: 'medical_profile', sos_event_id: null });
    expect(JSON.stringify(await logFor(member))).not.toContain('Agent Secret');
  });

  it('filters by period and paginates with a stable total', async () => {
    const all = await logFor(member);
    expect(all.length).toBe(3);
    const firstPage = await logFor(member, { page_limit: 2, page_offset: 0 });
    const secondPage = await logFor(member, { page_limit: 2, page_offset: 2 });
    expect(firstPage.map((r) => r.id)).toEqual(all.slice(0, 2).map((r) => r.id));
    expect(secondPage.map((r) => r.id)).toEqual(all.slice(2).map((r) => r.id));
    expect(firstPage[0].total_count).toBe(3);
    expect(await logFor(member, { period_from: FAR_PAST, period_to: '2001-01-01T00:00:00Z' })).toEqual([]);
    // Out-of-range paging is clamped, not an error.
    expect((await logFor(member, { page_limit: 100000, page_offset: -5 })).length).toBe(3);
  });

  it('returns nothing of other members: a stranger and the reader see only their own (empty) log', async () => {
    const stranger = await newUserClient(undefined, { data: { full_name: 'Stranger Danger' } });
    expect(await logFor(stranger)).toEqual([]);
    expect(await logFor(carer)).toEqual([]);
  });

  it('refuses visitors', async () => {
    const { anonClient } = await import('../helpers');
    const { error } = await anonClient().rpc('get_my_access_log', { period_from: FAR_PAST, period_to: FAR_FUTURE });
    expect(error).not.toBeNull();
  });
});
