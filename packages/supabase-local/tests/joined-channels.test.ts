/** @jest-environment node */
import type { Channel } from '../realtime/channel';
import { JoinedChannels } from '../realtime/joined-channels';
import type { RealtimeSocket } from '../realtime/realtime-socket';
import type { PostgresBinding } from '../realtime/subscriber';

const socket = (name: string) => ({ name }) as unknown as RealtimeSocket;

function channel(topic: string, bindings: number = 0): Channel {
  return {
    topic,
    joinRef: '1',
    bindings: Array.from({ length: bindings }, (_, id) => ({ id, event: '*', schema: 'public', table: 'sos_events', filters: [], select: null }) as unknown as PostgresBinding),
    auth: { key: 'k', role: 'authenticated', claims: {} } as Channel['auth'],
    private: true,
    policies: null,
    broadcastSelf: false,
    broadcastAck: false,
    presenceKey: '',
    presenceMeta: null,
  };
}

const names = (joined: Iterable<{ socket: RealtimeSocket }>) => [...joined].map(({ socket }) => (socket as unknown as { name: string }).name);

describe('JoinedChannels: where a message looks for its listeners', () => {
  it('finds the channels of one topic, in join order, and nothing for another topic', () => {
    const joined = new JoinedChannels();
    const [a, b, c] = [socket('a'), socket('b'), socket('c')];
    joined.add(a, channel('realtime:sos:1'));
    joined.add(b, channel('realtime:sos:2'));
    joined.add(c, channel('realtime:sos:1'));
    expect(names(joined.onTopic('realtime:sos:1'))).toEqual(['a', 'c']);
    expect(names(joined.onTopic('realtime:sos:2'))).toEqual(['b']);
    expect(names(joined.onTopic('realtime:sos:3'))).toEqual([]);
    expect(joined.size).toBe(3);
  });

  it('lists only channels with postgres_changes bindings as listeners to row changes', () => {
    const joined = new JoinedChannels();
    const [a, b] = [socket('a'), socket('b')];
    joined.add(a, channel('realtime:sos:1'));
    joined.add(b, channel('realtime:incidents', 2));
    expect(names(joined.listeningToChanges())).toEqual(['b']);
  });

  it('forgets a channel that left, and a topic once its last channel left', () => {
    const joined = new JoinedChannels();
    const [a, b] = [socket('a'), socket('b')];
    const first = channel('realtime:incidents', 1);
    joined.add(a, first);
    joined.add(b, channel('realtime:incidents'));
    joined.remove(a, first);
    expect(names(joined.onTopic('realtime:incidents'))).toEqual(['b']);
    expect(names(joined.listeningToChanges())).toEqual([]);
    expect(joined.size).toBe(1);
  });

  it('keeps the newer channel when a socket joins a topic again and the old one then leaves', () => {
    const joined = new JoinedChannels();
    const a = socket('a');
    const old = channel('realtime:sos:1');
    const again = channel('realtime:sos:1', 1);
    joined.add(a, old);
    joined.add(a, again);
    joined.remove(a, old);
    expect([...joined.onTopic('realtime:sos:1')].map(({ channel: found }) => found)).toEqual([again]);
    expect(names(joined.listeningToChanges())).toEqual(['a']);
    expect(joined.size).toBe(1);
  });
});
