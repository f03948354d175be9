import { act, renderHook } from '@testing-library/react';
import { REJOIN_SPACING_MS } from './private-topics';
import { type FakeChannel, fakeRealtimeClient, flushPromises, refusal } from './test-utils';
import { type RealtimeSource, useRealtimeRevalidation } from './use-realtime-revalidation';

const fake = fakeRealtimeClient();
jest.mock('@/lib/supabase/client', () => ({ createClient: () => fake.client }));

/** A resource on member m1's private topic: `ping` messages become changes, the rest is ignored. */
const topicSource = (name = 'sos:m1'): RealtimeSource<number> => ({
  channel: name,
  private: true,
  on: { ping: (payload, emit) => emit(Number(payload.n)) },
});

const settle = () => act(() => flushPromises());
const live = (name = 'sos:m1') => fake.channels.filter((c) => c.name === name && !c.removed);
const only = (name = 'sos:m1'): FakeChannel => {
  const channels = live(name);
  if (channels.length !== 1) throw new Error(`expected one live channel for ${name}, found ${channels.length}`);
  return channels[0];
};

function mountTwo() {
  const first = { revalidate: jest.fn(), onChange: jest.fn() };
  const second = { revalidate: jest.fn(), onChange: jest.fn() };
  const a = renderHook(() => useRealtimeRevalidation(topicSource(), first));
  const b = renderHook(() => useRealtimeRevalidation(topicSource(), second));
  return { first, second, a, b };
}

beforeEach(() => {
  fake.channels.length = 0;
  fake.client.removeChannel.mockClear();
});
afterEach(() => jest.useRealTimers());

describe('private topics shared by several hooks', () => {
  it('opens one private channel and subscribes it once, however many hooks listen', async () => {
    const { first, second } = mountTwo();
    await settle();
    expect(fake.channels).toHaveLength(1);
    const channel = only();
    expect(channel.options).toEqual({ config: { private: true } });
    expect(channel.subscribeCalls).toBe(1);
    expect(channel.listeners.map((l) => [l.type, l.filter])).toEqual([['broadcast', { event: '*' }]]);

    // Every SUBSCRIBED reaches every hook: the first join and each rejoin.
    act(() => channel.setStatus('SUBSCRIBED'));
    act(() => channel.setStatus('CHANNEL_ERROR', new Error('socket closed')));
    act(() => channel.setStatus('SUBSCRIBED'));
    expect(first.revalidate).toHaveBeenCalledTimes(2);
    expect(second.revalidate).toHaveBeenCalledTimes(2);

    // Messages go to each hook's handler by event name; other events are nobody's change.
    act(() => channel.broadcast('ping', { n: 7 }));
    act(() => channel.broadcast('something_else', { n: 8 }));
    expect(first.onChange.mock.calls.map(([change]) => change)).toEqual([7]);
    expect(second.onChange.mock.calls.map(([change]) => change)).toEqual([7]);
  });

  it("hands realtime the user's token before joining, so the join never goes out as anonymous", async () => {
    let tokenSet = () => {};
    fake.client.realtime.setAuth.mockImplementationOnce(() => new Promise<void>((resolve) => (tokenSet = resolve)));
    renderHook(() => useRealtimeRevalidation(topicSource(), { revalidate: jest.fn() }));
    await settle();
    expect(fake.client.realtime.setAuth).toHaveBeenCalled();
    expect(fake.channels).toHaveLength(0);
    tokenSet();
    await settle();
    expect(only().subscribeCalls).toBe(1);
  });

  it('lets a hook that arrives on a joined topic read at once, and removes the channel only when the last hook leaves', async () => {
    const { first, a, b } = mountTwo();
    await settle();
    const channel = only();
    act(() => channel.setStatus('SUBSCRIBED'));

    const late = jest.fn();
    const c = renderHook(() => useRealtimeRevalidation(topicSource(), { revalidate: late }));
    await settle();
    expect(late).toHaveBeenCalledTimes(1);
    expect(channel.subscribeCalls).toBe(1);

    a.unmount();
    c.unmount();
    expect(fake.client.removeChannel).not.toHaveBeenCalled();
    act(() => channel.broadcast('ping', { n: 1 }));
    expect(first.onChange).not.toHaveBeenCalled();

    b.unmount();
    expect(fake.client.removeChannel).toHaveBeenCalledTimes(1);
    expect(fake.client.removeChannel).toHaveBeenCalledWith(channel);
  });

  it('joins anew after the last hook left and came back, once the old channel is gone', async () => {
    const first = renderHook(() => useRealtimeRevalidation(topicSource(), { revalidate: jest.fn() }));
    await settle();
    first.unmount();
    const again = jest.fn();
    renderHook(() => useRealtimeRevalidation(topicSource(), { revalidate: again }));
    await settle();
    expect(fake.channels).toHaveLength(2);
    const channel = only();
    expect(channel.subscribeCalls).toBe(1);
    act(() => channel.setStatus('SUBSCRIBED'));
    expect(again).toHaveBeenCalledTimes(1);
  });
});

describe('access_changed', () => {
  it('leaves and rejoins the topic and reads every resource on it again', async () => {
    jest.useFakeTimers();
    const { first, second } = mountTwo();
    await settle();
    const old = only();
    act(() => old.setStatus('SUBSCRIBED'));
    first.revalidate.mockClear();
    second.revalidate.mockClear();

    act(() => old.broadcast('access_changed', { family_member_id: 'f1' }));
    expect(fake.client.removeChannel).toHaveBeenCalledWith(old);
    expect(first.revalidate).toHaveBeenCalledTimes(1);
    expect(second.revalidate).toHaveBeenCalledTimes(1);
    await settle();
    const rejoined = only();
    expect(rejoined).not.toBe(old);
    expect(rejoined.subscribeCalls).toBe(1);
    // The old channel's last words (its CLOSED after the leave) change nothing.
    act(() => old.setStatus('CLOSED'));
    act(() => rejoined.setStatus('SUBSCRIBED'));
    expect(first.revalidate).toHaveBeenCalledTimes(2);
    expect(second.revalidate).toHaveBeenCalledTimes(2);
  });

  it('is ignored by everyone but the family member it names: no rejoin, no read', async () => {
    const { first, second } = mountTwo();
    await settle();
    const channel = only();
    act(() => channel.setStatus('SUBSCRIBED'));
    first.revalidate.mockClear();
    second.revalidate.mockClear();
    act(() => channel.broadcast('access_changed', { family_member_id: 'someone-else' }));
    await settle();
    expect(fake.client.removeChannel).not.toHaveBeenCalled();
    expect(first.revalidate).not.toHaveBeenCalled();
    expect(only()).toBe(channel);
  });

  it('rejoins at most once per REJOIN_SPACING_MS, collapsing a burst', async () => {
    jest.useFakeTimers();
    renderHook(() => useRealtimeRevalidation(topicSource(), { revalidate: jest.fn() }));
    await settle();
    act(() => only().broadcast('access_changed', {}));
    await settle();
    const second = only();
    act(() => second.setStatus('SUBSCRIBED'));
    act(() => {
      second.broadcast('access_changed', {});
      second.broadcast('access_changed', {});
    });
    await settle();
    expect(fake.channels).toHaveLength(2);
    expect(second.removed).toBe(false);

    act(() => jest.advanceTimersByTime(REJOIN_SPACING_MS));
    await settle();
    expect(second.removed).toBe(true);
    expect(fake.channels).toHaveLength(3);
  });
});

describe('a refused join', () => {
  it('removes the channel, reads again, and never joins again on its own', async () => {
    jest.useFakeTimers();
    const revalidate = jest.fn();
    renderHook(() => useRealtimeRevalidation(topicSource(), { revalidate }));
    await settle();
    const channel = only();
    act(() => channel.setStatus('CHANNEL_ERROR', refusal('sos:m1')));
    expect(fake.client.removeChannel).toHaveBeenCalledWith(channel);
    // What this page may no longer see goes with the next read.
    expect(revalidate).toHaveBeenCalledTimes(1);

    act(() => jest.advanceTimersByTime(10 * 60_000));
    await settle();
    expect(fake.channels).toHaveLength(1);
  });

  it('is tried again, once, when our data says access may be back', async () => {
    jest.useFakeTimers();
    const revalidate = jest.fn();
    const { rerender } = renderHook(({ version }) => useRealtimeRevalidation(topicSource(), { revalidate, accessVersion: version }), {
      initialProps: { version: 0 },
    });
    await settle();
    act(() => only().setStatus('CHANNEL_ERROR', refusal('sos:m1')));
    rerender({ version: 0 });
    await settle();
    expect(live()).toHaveLength(0);

    rerender({ version: 1 });
    await settle();
    const retried = only();
    expect(retried.subscribeCalls).toBe(1);
    act(() => retried.setStatus('SUBSCRIBED'));
    expect(revalidate).toHaveBeenCalledTimes(2);

    // A joined topic is left alone when the version moves on.
    rerender({ version: 2 });
    await settle();
    expect(only()).toBe(retried);
  });

  it('treats a channel the server closed as access ended', async () => {
    const revalidate = jest.fn();
    renderHook(() => useRealtimeRevalidation(topicSource(), { revalidate }));
    await settle();
    const channel = only();
    act(() => channel.setStatus('SUBSCRIBED'));
    act(() => channel.setStatus('CLOSED'));
    expect(fake.client.removeChannel).toHaveBeenCalledWith(channel);
    expect(revalidate).toHaveBeenCalledTimes(2);
    await settle();
    expect(live()).toHaveLength(0);
  });

  it('leaves a dropped connection to realtime-js, which rejoins with back-off by itself', async () => {
    const revalidate = jest.fn();
    renderHook(() => useRealtimeRevalidation(topicSource(), { revalidate }));
    await settle();
    const channel = only();
    act(() => channel.setStatus('CHANNEL_ERROR', new Error('socket closed')));
    act(() => channel.setStatus('TIMED_OUT'));
    expect(channel.removed).toBe(false);
    expect(revalidate).not.toHaveBeenCalled();
  });

  it('does not stop the other topics of the same hook', async () => {
    const revalidate = jest.fn();
    const onChange = jest.fn();
    renderHook(() => useRealtimeRevalidation([topicSource('sos:m1'), topicSource('sos:m2')], { revalidate, onChange }));
    await settle();
    act(() => only('sos:m1').setStatus('CHANNEL_ERROR', refusal('sos:m1')));
    act(() => only('sos:m2').broadcast('ping', { n: 2 }));
    expect(onChange.mock.calls.map(([change]) => change)).toEqual([2]);
    await settle();
    expect(live('sos:m1')).toHaveLength(0);
  });
});
