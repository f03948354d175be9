/**
 * The family alert feed (lib/data/family-alerts.ts) read as each kind of caller through the
 * real supabase-js client: the alarms and the phone of a member who shares alerts with the caller,
 * nothing of a member whose link does not send alerts, and nothing at all for a stranger.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import { getFamilyAlertFeed } from '@/lib/data/family-alerts';
import { closeClients, newUserClient, serviceClient, type SignedInUser } from '../helpers';
import { linkFamily } from '../rls/support';

afterAll(closeClients);

const typed = (client: SupabaseClient) => client as unknown as SupabaseClient<Database>;

async function memberWithPhone(name: string, phone: string | null): Promise<SignedInUser> {
  const member = await newUserClient(undefined, { data: { full_name: name } });
  const { error } = await serviceClient().from('profiles').update({ full_name: name, phone }).eq('user_id', member.user.id);
  if (error) throw new Error(`setting the phone failed: ${error.message}`);
  return member;
}

async function raise(member: SignedInUser): Promise<string> {
  const { data, error } = await member.client.rpc('raise_sos', { client_request_id: randomUUID() });
  if (error) throw new Error(`raising SOS failed: ${error.message}`);
  return (data as { id: string }).id;
}

const feedOf = (user: SignedInUser) => getFamilyAlertFeed(typed(user.client), user.user.id);

describe('family alert feed', () => {
  it('gives family with the alert permission the alarm and the member’s phone, and nothing of a link without it', async () => {
    const [sharing, silent, family] = await Promise.all([
      memberWithPhone('Sharing Member', '+34 600 111 222'),
      memberWithPhone('Silent Member', '+31 6 1234 5678'),
      newUserClient(),
    ]);
    await Promise.all([
      linkFamily(sharing.user.id, family.user.id, { receive_sos_alerts: true, location_access: 'during_sos' }),
      linkFamily(silent.user.id, family.user.id, { view_medical: true }),
    ]);
    const [sharingEvent, silentEvent] = await Promise.all([raise(sharing), raise(silent)]);

    const feed = await feedOf(family);
    expect(feed.links.map((l) => l.memberId)).toEqual([sharing.user.id]);
    expect(feed.events.map((e) => e.id)).toContain(sharingEvent);
    expect(feed.events.map((e) => e.id)).not.toContain(silentEvent);
    // The silent member's phone is readable through get_linked_profiles, but no alert needs it.
    expect(feed.phones).toEqual([{ userId: sharing.user.id, phone: '+34 600 111 222' }]);
    expect(feed.names).toEqual(expect.arrayContaining([{ userId: sharing.user.id, name: 'Sharing Member' }]));
  });

  it('has no phone for a member without one, and nothing for a stranger', async () => {
    const [member, family, stranger] = await Promise.all([memberWithPhone('No Phone', null), newUserClient(), newUserClient()]);
    await linkFamily(member.user.id, family.user.id, { receive_sos_alerts: true });
    const eventId = await raise(member);

    const feed = await feedOf(family);
    expect(feed.events.map((e) => e.id)).toContain(eventId);
    expect(feed.phones).toEqual([]);

    const theirs = await feedOf(stranger);
    expect(theirs).toEqual({ links: [], names: expect.any(Array), phones: [], events: [] });
    expect(theirs.names.map((n) => n.userId)).not.toContain(member.user.id);
  });
});
