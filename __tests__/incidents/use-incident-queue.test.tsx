import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { useIncidentQueue } from '@/components/incidents/use-incident-queue';
import { fakeRealtimeClient, flushPromises } from '@/components/realtime/test-utils';
import type { SosEvent } from '@/lib/data/sos';
import { type IncidentQueue, getIncidentQueue } from '@/lib/data/incidents';

const fake = fakeRealtimeClient();
jest.mock('@/lib/supabase/client', () => ({ createClient: () => fake.client }));
jest.mock('@/lib/data/incidents', () => ({ CALL_CENTRE_REGION: 'es', getIncidentQueue: jest.fn() }));
const read = jest.mocked(getIncidentQueue);

const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
const queue = (...ids: string[]): IncidentQueue => ({ events: ids.map((id) => ({ id, status: 'active' }) as SosEvent), members: [], timelines: [], agents: {}, openCount: null, answerStats: null });

async function settle(ms = 0) {
  await act(async () => {
    if (ms) jest.advanceTimersByTime(ms);
    await flushPromises(20);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  fake.channels.length = 0;
  read.mockReset().mockResolvedValue(queue('a', 'b'));
});
afterEach(() => jest.useRealTimers());

describe('useIncidentQueue', () => {
  it('starts from the server-rendered queue, and a burst of changes reads it once', async () => {
    const { result } = renderHook(() => useIncidentQueue(queue('a')), { wrapper });
    expect(result.current.queue.events.map((e) => e.id)).toEqual(['a']);
    await settle();
    const channel = fake.channels[0];
    expect(channel.name).toBe('incident-queue');
    act(() => {
      channel.setStatus('SUBSCRIBED');
      channel.send({ new: { id: 'b' } }, 'sos_events');
      channel.send({ new: { event_id: 'a', kind: 'claimed' } }, 'sos_timeline');
    });
    await settle(100);
    expect(read).toHaveBeenCalledTimes(1);
    expect(result.current.queue.events.map((e) => e.id)).toEqual(['a', 'b']);
  });

  it('hears alarms of every region, not only the call centre’s (issue 22: the page lists all open alarms)', async () => {
    renderHook(() => useIncidentQueue(queue('a')), { wrapper });
    await settle();
    const alarms = fake.channels[0].listeners.find((listener) => listener.filter.table === 'sos_events');
    expect(alarms?.filter).toEqual({ event: '*', schema: 'public', table: 'sos_events' });
  });

  it('ignores steps of alarms that are not in the queue, and reads again after a reconnect', async () => {
    renderHook(() => useIncidentQueue(queue('a')), { wrapper });
    await settle();
    const channel = fake.channels[0];
    act(() => channel.send({ new: { event_id: 'elsewhere', kind: 'created' } }, 'sos_timeline'));
    await settle(100);
    expect(read).not.toHaveBeenCalled();
    act(() => channel.setStatus('SUBSCRIBED'));
    await settle(100);
    act(() => channel.setStatus('SUBSCRIBED'));
    await settle(100);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
