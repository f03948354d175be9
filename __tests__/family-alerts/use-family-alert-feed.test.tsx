import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { useAcknowledgers } from '@/components/family-alerts/use-acknowledgers';
import { useFamilyAlertFeed } from '@/components/family-alerts/use-family-alert-feed';
import { type FakeChannel, fakeRealtimeClient, flushPromises, refusal } from '@/components/realtime/test-utils';
import type { LiveAlertLink } from '@/lib/data/family';
import { type SosEvent, getAcknowledgers } from '@/lib/data/sos';
import { type FamilyAlertFeed, getFamilyAlertFeed } from '@/lib/data/family-alerts';

const fake = fakeRealtimeClient();
// The family member whose feed this is: access changes naming them concern this page.
fake.signedInAs.id = 'u1';
jest.mock('@/lib/supabase/client', () => ({ createClient: () => fake.client }));
jest.mock('@/lib/data/family-alerts', () => ({ getFamilyAlertFeed: jest.fn() }));
jest.mock('@/lib/data/sos', () => ({ ...jest.requireActual('@/lib/data/sos'), getAcknowledgers: jest.fn() }));
const readFeed = jest.mocked(getFamilyAlertFeed);
const readAcknowledgers = jest.mocked(getAcknowledgers);

const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;

const link = (memberId: string): LiveAlertLink => ({ memberId, locationAccess: 'during_sos' });
const alarm = (id: string, memberId: string, status: SosEvent['status'] = 'active') =>
  ({ id, member_id: memberId, status, started_at: new Date().toISOString(), resolved_at: null }) as SosEvent;
const feed = (links: LiveAlertLink[], events: SosEvent[]): FamilyAlertFeed => ({ links, names: [], phones: [], events });
const eventMessage = (row: SosEvent) => ({ operation: 'UPDATE', table: 'sos_events', schema: 'public', record: row, old_record: null, id: 'message' });

const live = (name: string) => fake.channels.filter((c) => c.name === name && !c.removed);
const topic = (name: string): FakeChannel => {
  const [channel, ...more] = live(name);
  if (!channel || more.length) throw new Error(`expected one live channel for ${name}`);
  return channel;
};

/** The feed and one card's acknowledgements, as the family alert region uses them. */
function mount() {
  return renderHook(
    () => {
      const data = useFamilyAlertFeed('u1');
      const { acknowledgedBy } = useAcknowledgers('a1');
      return { events: data?.events.map((e) => `${e.id}:${e.status}`) ?? [], members: data?.links.map((l) => l.memberId) ?? [], acknowledgedBy };
    },
    { wrapper },
  );
}

beforeEach(() => {
  fake.channels.length = 0;
  fake.client.removeChannel.mockClear();
  readFeed.mockReset();
  readAcknowledgers.mockReset().mockResolvedValue([]);
});

describe('useFamilyAlertFeed', () => {
  it("joins the private topic of every member who shares alerts, next to the family links' changes", async () => {
    readFeed.mockResolvedValue(feed([link('m1'), link('m2')], []));
    mount();
    await waitFor(() => expect(live('sos:m2')).toHaveLength(1));
    expect(fake.channels.map((c) => [c.name, c.options])).toEqual([
      ['family-alerts-u1', undefined],
      ['sos:m1', { config: { private: true } }],
      ['sos:m2', { config: { private: true } }],
    ]);
    expect(topic('family-alerts-u1').listeners.map((l) => [l.type, l.filter.table])).toEqual([['postgres_changes', 'family_links']]);
  });

  it("shows a member's changed alarm from the message at once, then reads the feed again", async () => {
    readFeed.mockResolvedValue(feed([link('m1')], [alarm('a1', 'm1')]));
    const { result } = mount();
    await waitFor(() => expect(live('sos:m1')).toHaveLength(1));
    const reads = readFeed.mock.calls.length;
    readFeed.mockResolvedValue(feed([link('m1')], [alarm('a1', 'm1', 'acknowledged')]));

    act(() => topic('sos:m1').broadcast('sos_event', eventMessage(alarm('a1', 'm1', 'cancelled'))));
    expect(result.current.events).toEqual(['a1:cancelled']);
    await waitFor(() => expect(readFeed.mock.calls.length).toBe(reads + 1));
    await waitFor(() => expect(result.current.events).toEqual(['a1:acknowledged']));
  });

  it("reads who is on it again on an 'acknowledged' step, and not on other steps", async () => {
    readFeed.mockResolvedValue(feed([link('m1')], [alarm('a1', 'm1')]));
    const { result } = mount();
    await waitFor(() => expect(live('sos:m1')).toHaveLength(1));
    await waitFor(() => expect(readAcknowledgers).toHaveBeenCalledTimes(1));
    const channel = topic('sos:m1');
    act(() => channel.broadcast('sos_timeline_step', { step_id: 4, event_id: 'a1', kind: 'location', at: 'now', id: 'x' }));
    await act(() => flushPromises());
    expect(readAcknowledgers).toHaveBeenCalledTimes(1);

    readAcknowledgers.mockResolvedValue(['f9']);
    act(() => channel.broadcast('sos_timeline_step', { step_id: 5, event_id: 'a1', kind: 'acknowledged', at: 'now', id: 'y' }));
    await waitFor(() => expect(result.current.acknowledgedBy).toEqual(['f9']));
  });

  it('stops hearing a member whose link was revoked: rejoin refused, feed read again, topic left, nothing more shown', async () => {
    readFeed.mockResolvedValue(feed([link('m1'), link('m2')], [alarm('a1', 'm1')]));
    const { result } = mount();
    await waitFor(() => expect(live('sos:m2')).toHaveLength(1));
    const before = topic('sos:m1');
    act(() => before.setStatus('SUBSCRIBED'));

    // The member revokes the link: the database says so on the topic, and our read no longer has them.
    readFeed.mockResolvedValue(feed([link('m2')], []));
    act(() => before.broadcast('access_changed', { family_member_id: 'u1' }));
    await act(() => flushPromises());
    const rejoin = topic('sos:m1');
    expect(rejoin).not.toBe(before);
    act(() => rejoin.setStatus('CHANNEL_ERROR', refusal('sos:m1')));
    await waitFor(() => expect(result.current.members).toEqual(['m2']));
    expect(result.current.events).toEqual([]);
    await act(() => flushPromises());
    expect(live('sos:m1')).toHaveLength(0);
    expect(live('sos:m2')).toHaveLength(1);
    // Whatever the old channel still delivers changes nothing.
    act(() => before.broadcast('sos_event', eventMessage(alarm('a1', 'm1', 'acknowledged'))));
    expect(result.current.events).toEqual([]);
  });

  it('tries a refused topic again when our family links change, and only then', async () => {
    readFeed.mockResolvedValue(feed([link('m1')], []));
    mount();
    await waitFor(() => expect(live('sos:m1')).toHaveLength(1));
    // Paused and at once resumed: the read still lists m1, but the join was refused in between.
    act(() => topic('sos:m1').setStatus('CHANNEL_ERROR', refusal('sos:m1')));
    await waitFor(() => expect(live('sos:m1')).toHaveLength(0));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fake.channels.filter((c) => c.name === 'sos:m1')).toHaveLength(1);

    act(() => topic('family-alerts-u1').send({ eventType: 'UPDATE', new: {} }, 'family_links'));
    await waitFor(() => expect(live('sos:m1')).toHaveLength(1));
    expect(fake.channels.filter((c) => c.name === 'sos:m1')).toHaveLength(2);
  });

  it('does not try a refused topic again when the links change took that member away', async () => {
    readFeed.mockResolvedValue(feed([link('m1'), link('m2')], []));
    const { result } = mount();
    await waitFor(() => expect(live('sos:m2')).toHaveLength(1));
    act(() => topic('sos:m1').setStatus('CHANNEL_ERROR', refusal('sos:m1')));
    await waitFor(() => expect(live('sos:m1')).toHaveLength(0));

    readFeed.mockResolvedValue(feed([link('m2')], []));
    act(() => topic('family-alerts-u1').send({ eventType: 'UPDATE', new: {} }, 'family_links'));
    await waitFor(() => expect(result.current.members).toEqual(['m2']));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fake.channels.filter((c) => c.name === 'sos:m1')).toHaveLength(1);
    expect(live('sos:m2')).toHaveLength(1);
  });
});
