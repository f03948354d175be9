import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { fakeRealtimeClient, flushPromises } from '@/components/realtime/test-utils';
import { useSosEvent } from '@/components/sos/use-sos-event';
import { useSosTimeline } from '@/components/sos/use-sos-timeline';
import { type SosEvent, type SosTimelineStep, getSosEvent, getSosTimeline } from '@/lib/data/sos';

const fake = fakeRealtimeClient();
jest.mock('@/lib/supabase/client', () => ({ createClient: () => fake.client }));
jest.mock('@/lib/data/sos', () => ({ getSosEvent: jest.fn(), getSosTimeline: jest.fn() }));
const readEvent = jest.mocked(getSosEvent);
const readTimeline = jest.mocked(getSosTimeline);

const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;

const event = (status: SosEvent['status']) => ({ id: 'e1', member_id: 'm1', status }) as SosEvent;
const step = (id: number, kind: SosTimelineStep['kind']) => ({ id, event_id: 'e1', kind }) as SosTimelineStep;

beforeEach(() => {
  fake.channels.length = 0;
  readEvent.mockReset();
  readTimeline.mockReset();
});

describe('useSosEvent', () => {
  it('shows the rendered event at once, takes updates from the payload, and reads again on every (re)subscription', async () => {
    let stored = event('active');
    readEvent.mockImplementation(async () => stored);
    const { result } = renderHook(() => useSosEvent('e1', event('active')), { wrapper });
    expect(result.current.event?.status).toBe('active');
    await act(() => flushPromises());
    const channel = fake.channels.find((c) => c.name === 'sos-event-e1')!;

    act(() => channel.send({ new: event('acknowledged') }));
    await waitFor(() => expect(result.current.event?.status).toBe('acknowledged'));

    // Resolved while the socket was down: the rejoin reads it.
    stored = event('resolved');
    const readsBefore = readEvent.mock.calls.length;
    act(() => channel.setStatus('SUBSCRIBED'));
    await waitFor(() => expect(result.current.event?.status).toBe('resolved'));
    expect(readEvent.mock.calls.length).toBe(readsBefore + 1);
  });

  it('keeps what it shows when a read fails', async () => {
    readEvent.mockRejectedValue(new Error('offline'));
    const { result } = renderHook(() => useSosEvent('e1', event('active')), { wrapper });
    await act(() => flushPromises());
    act(() => fake.channels[0].setStatus('SUBSCRIBED'));
    await act(() => flushPromises());
    expect(result.current.event?.status).toBe('active');
  });

  it('follows nothing without an id', () => {
    const { result } = renderHook(() => useSosEvent(null, null), { wrapper });
    expect(result.current.event).toBeNull();
    expect(fake.channels).toHaveLength(0);
  });
});

describe('useSosTimeline', () => {
  it('shows a new step at once, in order and once, then reads the list again behind it', async () => {
    readTimeline.mockResolvedValueOnce([step(1, 'created')]).mockResolvedValue([step(1, 'created'), step(2, 'delivered'), step(3, 'acknowledged')]);
    const { result } = renderHook(() => useSosTimeline('e1'), { wrapper });
    await waitFor(() => expect(result.current.map((s) => s.id)).toEqual([1]));
    const channel = fake.channels.find((c) => c.name === 'sos-timeline-e1')!;
    act(() => channel.send({ new: step(3, 'acknowledged') }));
    await waitFor(() => expect(result.current.map((s) => s.id)).toEqual([1, 2, 3]));
    expect(readTimeline).toHaveBeenCalledTimes(2);
  });
});
