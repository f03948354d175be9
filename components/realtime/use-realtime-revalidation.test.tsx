import { act, renderHook } from '@testing-library/react';
import { fakeRealtimeClient } from './test-utils';
import { type RealtimeSource, useRealtimeRevalidation } from './use-realtime-revalidation';

const fake = fakeRealtimeClient();
jest.mock('@/lib/supabase/client', () => ({ createClient: () => fake.client }));

type Change = { id: number };
const source: RealtimeSource<Change> = {
  channel: 'things',
  listen: (channel, emit) =>
    channel.on('postgres_changes', { event: '*', schema: 'public', table: 'things' }, (payload) => emit(payload.new as Change)),
};

/** Lets the lazy import of the browser client resolve. */
async function joined() {
  await act(async () => {
    for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
  });
  const channel = fake.channels.at(-1);
  if (!channel) throw new Error('no channel was created');
  return channel;
}

beforeEach(() => {
  fake.channels.length = 0;
  fake.client.removeChannel.mockClear();
});
afterEach(() => jest.useRealTimers());

describe('useRealtimeRevalidation', () => {
  it('revalidates on the first SUBSCRIBED and again after every reconnect', async () => {
    const revalidate = jest.fn();
    renderHook(() => useRealtimeRevalidation(source, { revalidate }));
    const channel = await joined();
    expect(channel.name).toBe('things');
    expect(revalidate).not.toHaveBeenCalled();

    act(() => channel.setStatus('SUBSCRIBED'));
    expect(revalidate).toHaveBeenCalledTimes(1);

    // The socket drops and comes back: the rejoin refetches what was missed meanwhile.
    act(() => channel.setStatus('CHANNEL_ERROR'));
    act(() => channel.setStatus('SUBSCRIBED'));
    expect(revalidate).toHaveBeenCalledTimes(2);
  });

  it('hands every change to onChange, with the latest callback', async () => {
    const revalidate = jest.fn();
    const first = jest.fn();
    const second = jest.fn();
    const { rerender } = renderHook(({ onChange }) => useRealtimeRevalidation(source, { revalidate, onChange }), { initialProps: { onChange: first } });
    const channel = await joined();
    act(() => channel.send({ new: { id: 1 } }));
    rerender({ onChange: second });
    act(() => channel.send({ new: { id: 2 } }));
    act(() => channel.send({ new: { id: 3 } }));
    expect(first.mock.calls.map(([payload]) => payload)).toEqual([{ id: 1 }]);
    expect(second.mock.calls.map(([payload]) => payload)).toEqual([{ id: 2 }, { id: 3 }]);
    expect(revalidate).not.toHaveBeenCalled();
    // A re-render with new callbacks does not resubscribe.
    expect(fake.channels).toHaveLength(1);
  });

  it('revalidates on a change when no onChange is given, collapsing bursts', async () => {
    jest.useFakeTimers();
    const revalidate = jest.fn();
    renderHook(() => useRealtimeRevalidation(source, { revalidate, collapseMs: 100 }));
    const channel = await joined();
    act(() => {
      channel.setStatus('SUBSCRIBED');
      channel.send({ new: { id: 1 } });
      channel.send({ new: { id: 2 } });
    });
    expect(revalidate).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(100));
    expect(revalidate).toHaveBeenCalledTimes(1);
  });

  it('removes the channel on unmount and ignores what arrives after', async () => {
    const revalidate = jest.fn();
    const onChange = jest.fn();
    const { unmount } = renderHook(() => useRealtimeRevalidation(source, { revalidate, onChange }));
    const channel = await joined();
    unmount();
    expect(fake.client.removeChannel).toHaveBeenCalledWith(channel);
    channel.setStatus('SUBSCRIBED');
    channel.send({ new: { id: 1 } });
    expect(revalidate).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('subscribes nothing without a source, and never when unmounted before the client loaded', async () => {
    renderHook(() => useRealtimeRevalidation(null, { revalidate: jest.fn() }));
    const { unmount } = renderHook(() => useRealtimeRevalidation(source, { revalidate: jest.fn() }));
    unmount();
    await act(async () => {
      for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
    });
    expect(fake.channels).toHaveLength(0);
  });

  it('moves to the new channel when the source changes', async () => {
    const revalidate = jest.fn();
    const { rerender } = renderHook(({ s }) => useRealtimeRevalidation(s, { revalidate }), { initialProps: { s: source } });
    const first = await joined();
    rerender({ s: { ...source, channel: 'other' } });
    const second = await joined();
    expect(first.removed).toBe(true);
    expect(second.name).toBe('other');
    expect(second.options).toBeUndefined();
  });

  it('keeps the sources that stay when a list of sources changes, and leaves only the one that went', async () => {
    const named = (channel: string): RealtimeSource<Change> => ({ ...source, channel });
    const { rerender } = renderHook(({ s }) => useRealtimeRevalidation(s, { revalidate: jest.fn() }), { initialProps: { s: [named('a'), named('b')] } });
    await joined();
    const [a, b] = fake.channels;
    rerender({ s: [named('a'), named('c')] });
    await joined();
    expect(fake.channels.map((c) => c.name)).toEqual(['a', 'b', 'c']);
    expect(a.removed).toBe(false);
    expect(b.removed).toBe(true);
    expect(a.subscribeCalls).toBe(1);
  });
});
