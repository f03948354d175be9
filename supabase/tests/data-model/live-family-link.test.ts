/**
 * One rule for a live family link (active and not expired, decided by public.family_link_is_live
 * with the database's clock): every path that hands family access out must agree, to the second.
 * The paths: has_family_permission (behind every family policy), reading the member's SOS events,
 * get_linked_profiles, the two RPCs the app reads (my_sos_alert_links, sos_alert_recipients),
 * lib/data/family.ts on top of them, and the family's outbox rows of a raised alarm.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import { getFamilyReceivingAlerts, getMyLiveAlertLinks } from '@/lib/data/family';
import { anonClient, closeClients, newUserClient, serviceClient, type SignedInUser } from '../helpers';
import { EVERYTHING, linkFamily, type LinkGrant } from '../rls/support';

afterAll(closeClients);

type Typed = SupabaseClient<Database>;
const typed = (client: SupabaseClient) => client as unknown as Typed;
const admin = () => typed(serviceClient());

const PERMISSIONS = ['receive_sos_alerts', 'view_medical', 'view_device_status', 'view_activity', 'location_during_sos', 'location_always'];

interface Pair {
  member: SignedInUser;
  family: SignedInUser;
  linkId: string;
  eventId: string;
}

/** A member with an open SOS and a family member holding every permission on a link shaped by `grant`. */
async function pair(grant: LinkGrant): Promise<Pair> {
  const [member, family] = await Promise.all([
    newUserClient(undefined, { data: { full_name: 'Live Member' } }),
    newUserClient(undefined, { data: { full_name: 'Live Family' } }),
  ]);
  const linkId = await linkFamily(member.user.id, family.user.id, { ...EVERYTHING, ...grant });
  const { data: event, error } = await member.client.rpc('raise_sos', { client_request_id: randomUUID() });
  if (error) throw new Error(`raising SOS failed: ${error.message}`);
  return { member, family, linkId, eventId: (event as { id: string }).id };
}

/** What the family member gets through every path, each read as "granted or not". */
async function access({ member, family, eventId }: Pair): Promise<Record<string, boolean>> {
  const memberId = member.user.id;
  const familyId = family.user.id;
  const [permissions, events, profiles, myLinks, asMember, asService, libMine, libRecipients] = await Promise.all([
    Promise.all(PERMISSIONS.map((permission) => family.client.rpc('has_family_permission', { member: memberId, permission }))),
    family.client.from('sos_events').select('id').eq('id', eventId),
    family.client.rpc('get_linked_profiles'),
    typed(family.client).rpc('my_sos_alert_links'),
    typed(member.client).rpc('sos_alert_recipients', { member: memberId }),
    admin().rpc('sos_alert_recipients', { member: memberId }),
    getMyLiveAlertLinks(typed(family.client), familyId),
    getFamilyReceivingAlerts(typed(member.client), memberId),
  ]);
  for (const result of [...permissions, events, profiles, myLinks, asMember, asService]) expect(result.error).toBeNull();
  return {
    ...Object.fromEntries(PERMISSIONS.map((name, i) => [`has_family_permission:${name}`, permissions[i].data === true])),
    sos_events: (events.data ?? []).length > 0,
    get_linked_profiles: (profiles.data as Array<{ user_id: string }>).some((p) => p.user_id === memberId),
    my_sos_alert_links: (myLinks.data ?? []).some((l) => l.member_id === memberId && l.location_access === 'always'),
    'sos_alert_recipients (member)': (asMember.data ?? []).some((r) => r.family_member_id === familyId),
    'sos_alert_recipients (service role)': (asService.data ?? []).some((r) => r.family_member_id === familyId),
    getMyLiveAlertLinks: libMine.some((l) => l.memberId === memberId),
    getFamilyReceivingAlerts: libRecipients.includes(familyId),
  };
}

const everywhere = (granted: boolean) => expect.objectContaining(Object.fromEntries(
  [...PERMISSIONS.map((p) => `has_family_permission:${p}`), 'sos_events', 'my_sos_alert_links', 'sos_alert_recipients (member)',
    'sos_alert_recipients (service role)', 'getMyLiveAlertLinks', 'getFamilyReceivingAlerts'].map((k) => [k, granted]),
));

/** Raises a new alarm for the pair's member and says whether raise_sos queued an in-app alert for the family member. */
async function fanOutReaches({ member, family }: Pair): Promise<boolean> {
  const { data: event, error } = await typed(member.client).rpc('raise_sos', { client_request_id: randomUUID() });
  expect(error).toBeNull();
  expect((await admin().rpc('queue_family_sos_alerts', { only_event: event!.id })).error).toBeNull();
  const { data: rows } = await admin().from('notifications').select('id').eq('event_id', event!.id).eq('recipient_user_id', family.user.id);
  return (rows ?? []).length > 0;
}

/** The three cheapest reads of a link, one per kind of path. */
async function liveChecks({ member, family }: Pair) {
  const [permission, mine, recipients] = await Promise.all([
    family.client.rpc('has_family_permission', { member: member.user.id, permission: 'receive_sos_alerts' }),
    typed(family.client).rpc('my_sos_alert_links'),
    admin().rpc('sos_alert_recipients', { member: member.user.id }),
  ]);
  return { permission, mine, recipients };
}

const sleepUntil = (time: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, time - Date.now())));

describe('a live family link', () => {
  it('grants through every path while active and unexpired (the control)', async () => {
    const live = await pair({ expires_at: null });
    expect(await access(live)).toEqual(everywhere(true));
    expect((await access(live)).get_linked_profiles).toBe(true);
    expect(await fanOutReaches(live)).toBe(true);
  });

  it('grants nothing once expired, even by one second', async () => {
    const expired = await pair({ expires_at: new Date(Date.now() - 1000).toISOString() });
    const seen = await access(expired);
    expect(seen).toEqual(everywhere(false));
    expect(seen.get_linked_profiles).toBe(false);
    expect(await fanOutReaches(expired)).toBe(false);
  });

  it('is live until its expiry and dead right after it passes', async () => {
    const expiring = await pair({ expires_at: null });
    const memberId = expiring.member.user.id;
    // The deadline is set after the (slow) setup, and the cheap checks below must all come back
    // before it to prove anything; on a busy machine, try again with a fresh deadline.
    let expiresAt = 0;
    let before: Awaited<ReturnType<typeof liveChecks>> | null = null;
    for (let attempt = 0; attempt < 3 && !before; attempt++) {
      expiresAt = Date.now() + 2000;
      const set = await admin().from('family_links').update({ expires_at: new Date(expiresAt).toISOString() }).eq('id', expiring.linkId);
      expect(set.error).toBeNull();
      const checks = await liveChecks(expiring);
      if (Date.now() < expiresAt) before = checks;
    }
    expect(before).not.toBeNull();
    expect(before!.permission.data).toBe(true);
    expect(before!.mine.data).toEqual([{ member_id: memberId, location_access: 'always' }]);
    expect(before!.recipients.data).toEqual([{ family_member_id: expiring.family.user.id }]);

    await sleepUntil(expiresAt + 50);
    const after = await access(expiring);
    expect(after).toEqual(everywhere(false));
    expect(after.get_linked_profiles).toBe(false);
    expect(await fanOutReaches(expiring)).toBe(false);
  });

  it.each(['paused', 'revoked'] as const)('grants nothing while %s', async (status) => {
    const stopped = await pair({ status });
    const seen = await access(stopped);
    expect(seen).toEqual(everywhere(false));
    // A paused link still shows the other person's name and number; a revoked one does not.
    expect(seen.get_linked_profiles).toBe(status === 'paused');
    expect(await fanOutReaches(stopped)).toBe(false);
  });

  it('grants nothing once the member pauses it, and again when they resume', async () => {
    const link = await pair({});
    expect((await link.member.client.from('family_links').update({ status: 'paused' }).eq('id', link.linkId)).error).toBeNull();
    expect(await access(link)).toEqual(everywhere(false));
    expect((await link.member.client.from('family_links').update({ status: 'active' }).eq('id', link.linkId)).error).toBeNull();
    expect(await access(link)).toEqual(everywhere(true));
  });
});

describe('the link RPCs', () => {
  it('never tell a stranger, or the family member, about someone else’s links', async () => {
    const link = await pair({});
    const stranger = await newUserClient();
    const memberId = link.member.user.id;

    for (const asker of [stranger, link.family]) {
      const asked = await typed(asker.client).rpc('sos_alert_recipients', { member: memberId });
      expect(asked.error).toMatchObject({ code: '42501', hint: 'sos_alert_recipients_forbidden' });
      expect(asked.data).toBeNull();
    }
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await getFamilyReceivingAlerts(typed(stranger.client), memberId)).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Reading family links failed', expect.objectContaining({ code: '42501' }));
    warn.mockRestore();

    // my_sos_alert_links answers for the caller only: the stranger sees nothing of the pair.
    expect((await typed(stranger.client).rpc('my_sos_alert_links')).data).toEqual([]);
    expect(await getMyLiveAlertLinks(typed(stranger.client), link.family.user.id)).toEqual([]);
    expect((await typed(link.member.client).rpc('my_sos_alert_links')).data).toEqual([]);
  });

  it('are closed to visitors', async () => {
    const link = await pair({});
    const visitor = typed(anonClient());
    expect((await visitor.rpc('my_sos_alert_links')).error).not.toBeNull();
    expect((await visitor.rpc('sos_alert_recipients', { member: link.member.user.id })).error).not.toBeNull();
    expect((await visitor.rpc('family_link_is_live', { link_status: 'active', link_expires_at: new Date(Date.now() + 60_000).toISOString() })).error).not.toBeNull();
  });

  it('decide liveness with the database clock: family_link_is_live', async () => {
    const { client } = await newUserClient();
    const is = async (status: 'active' | 'paused' | 'revoked' | 'invited', offsetMs: number | null) =>
      (await typed(client).rpc('family_link_is_live', {
        link_status: status,
        link_expires_at: offsetMs === null ? (null as unknown as string) : new Date(Date.now() + offsetMs).toISOString(),
      })).data;
    expect(await is('active', null)).toBe(true);
    expect(await is('active', 60_000)).toBe(true);
    expect(await is('active', -1000)).toBe(false);
    expect(await is('paused', null)).toBe(false);
    expect(await is('revoked', null)).toBe(false);
    expect(await is('invited', null)).toBe(false);
  });

  it('is planned as conditions on the link, not as a function call per link', async () => {
    // A function with a SET clause is never inlined: each link checked cost two SQL function calls
    // (20261128000200_inlinable_family_link_liveness.sql). The plan must read the columns directly.
    const { data: plan, error } = await serviceClient().rpc('test_family_liveness_plan');
    expect(error).toBeNull();
    expect(plan).toMatch(/Filter: .*l\.status.*l\.expires_at/);
    expect(plan).not.toMatch(/family_link_is_live|family_link_has_expired/);
  });
});
