import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { fakeRealtimeClient, flushPromises } from '@/components/realtime/test-utils';
import { useSosEvent } from '@/components/sos/use-sos-event';
import { useSosNotifications } from '@/components/sos/use-sos-notifications';
import { useSosTimeline } from '@/components/sos/use-sos-timeline';
import { type SosEvent, type SosNotification, type SosTimelineStep, getSosEvent, getSosNotifications, getSosTimeline } from '@/lib/data/sos';

const fake = fakeRealtimeClient();
jest.mock('@/lib/supabase/client', () => ({ createClient: () => fake.client }));
jest.mock('@/lib/data/sos', () => ({ getSosEvent: jest.fn(), getSosTimeline: jest.fn(), getSosNotifications: jest.fn() }));
const readEvent = jest.mocked(getSosEvent);
const readTimeline = jest.mocked(getSosTimeline);
const readNotifications = jest.mocked(getSosNotifications);

const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;

const event = (status: SosEvent['status'], id = 'e1') => ({ id, member_id: 'm1', status }) as SosEvent;
const step = (id: number, kind: SosTimelineStep['kind']) => ({ id, event_id: 'e1', kind }) as SosTimelineStep;
/** What the sos_events trigger broadcasts (realtime.broadcast_changes). */
const eventMessage = (row: SosEvent) => ({ operation: 'UPDATE', table: 'sos_events', schema: 'public', record: row, old_record: null, id: 'message-1' });
const topic = (name = 'sos:m1') => {
  const channel = fake.channels.find((c) => c.name === name && !c.removed);
  if (!channel) throw new Error(`nobody joined ${name}`);
  return channel;
};

beforeEach(() => {
  fake.channels.length = 0;
  readEvent.mockReset();
  readTimeline.mockReset();
  readNotifications.mockReset();
});

describe('useSosEvent', () => {
  it("follows the alarm on its member's private topic: takes the row from the message, and reads again on every (re)subscription", async () => {
    let stored = event('active');
    readEvent.mockImplementation(async () => stored);
    const { result } = renderHook(() => useSosEvent('m1', 'e1', event('active')), { wrapper });
    expect(result.current.event?.status).toBe('active');
    // SWR reads a row it was given on the next frame.
    await waitFor(() => expect(readEvent).toHaveBeenCalledTimes(1));
    await act(() => flushPromises());
    const channel = topic();
    expect(channel.options).toEqual({ config: { private: true } });

    act(() => channel.broadcast('sos_event', eventMessage(event('acknowledged'))));
    await waitFor(() => expect(result.current.event?.status).toBe('acknowledged'));
    // Another alarm of the same member is not this one.
    act(() => channel.broadcast('sos_event', eventMessage(event('cancelled', 'e2'))));
    await act(() => flushPromises());
    expect(result.current.event?.status).toBe('acknowledged');
    expect(readEvent).toHaveBeenCalledTimes(1);

    // Resolved while the socket was down: the rejoin reads it.
    stored = event('resolved');
    const readsBefore = readEvent.mock.calls.length;
    act(() => channel.setStatus('SUBSCRIBED'));
    await waitFor(() => expect(result.current.event?.status).toBe('resolved'));
    expect(readEvent.mock.calls.length).toBe(readsBefore + 1);
  });

  it('keeps what it shows when a read fails', async () => {
    readEvent.mockRejectedValue(new Error('offline'));
    const { result } = renderHook(() => useSosEvent('m1', 'e1', event('active')), { wrapper });
    await act(() => flushPromises());
    act(() => topic().setStatus('SUBSCRIBED'));
    await act(() => flushPromises());
    expect(result.current.event?.status).toBe('active');
  });

  it('follows nothing without an id', async () => {
    const { result } = renderHook(() => useSosEvent('m1', null, null), { wrapper });
    await act(() => flushPromises());
    expect(result.current.event).toBeNull();
    expect(fake.channels).toHaveLength(0);
  });
});

describe('useSosTimeline', () => {
  it("reads the timeline again when a step of this alarm is announced on the member's topic, and not for another alarm's", async () => {
    readTimeline.mockResolvedValueOnce([step(1, 'created')]).mockResolvedValue([step(1, 'created'), step(2, 'delivered'), step(3, 'acknowledged')]);
    const { result } = renderHook(() => useSosTimeline('m1', 'e1'), { wrapper });
    await waitFor(() => expect(result.current.map((s) => s.id)).toEqual([1]));
    act(() => topic().broadcast('sos_timeline_step', { step_id: 9, event_id: 'e2', kind: 'created', at: '2026-01-01T00:00:00Z', id: 'x' }));
    await act(() => flushPromises());
    expect(readTimeline).toHaveBeenCalledTimes(1);

    act(() => topic().broadcast('sos_timeline_step', { step_id: 3, event_id: 'e1', kind: 'acknowledged', at: '2026-01-01T00:00:01Z', id: 'y' }));
    await waitFor(() => expect(result.current.map((s) => s.id)).toEqual([1, 2, 3]));
    expect(readTimeline).toHaveBeenCalledTimes(2);
  });
});

describe('useSosNotifications', () => {
  it("reads the alarm's notifications again when one of them changes", async () => {
    const queued = { id: 1, event_id: 'e1', status: 'queued' } as unknown as SosNotification;
    const sent = { ...queued, status: 'sent' } as SosNotification;
    readNotifications.mockResolvedValueOnce([queued]).mockResolvedValue([sent]);
    const { result } = renderHook(() => useSosNotifications('m1', 'e1'), { wrapper });
    await waitFor(() => expect(result.current.map((n) => n.status)).toEqual(['queued']));
    // The member's receipt topic, never the family's: one announcement per alarm and statement.
    act(() => topic('sos-receipt:m1').broadcast('sos_notification', { event_id: 'e2', changed: 1, id: 'x' }));
    await act(() => flushPromises());
    expect(readNotifications).toHaveBeenCalledTimes(1);
    act(() => topic('sos-receipt:m1').broadcast('sos_notification', { event_id: 'e1', changed: 3, id: 'y' }));
    await waitFor(() => expect(result.current.map((n) => n.status)).toEqual(['sent']));
  });
});

describe("the member's SOS console", () => {
  it('shares one channel between the alarm and its timeline, the receipt has its own, and every one of them reads again when it (re)joins', async () => {
    readEvent.mockResolvedValue(event('active'));
    readTimeline.mockResolvedValue([]);
    readNotifications.mockResolvedValue([]);
    const { unmount } = renderHook(
      () => {
        useSosEvent('m1', 'e1', event('active'));
        useSosTimeline('m1', 'e1');
        useSosNotifications('m1', 'e1');
      },
      { wrapper },
    );
    await waitFor(() => expect(readEvent).toHaveBeenCalledTimes(1));
    await act(() => flushPromises());
    expect(fake.channels.map((c) => c.name).sort()).toEqual(['sos-receipt:m1', 'sos:m1']);
    const channel = topic();
    const receipt = topic('sos-receipt:m1');
    expect(channel.subscribeCalls).toBe(1);
    expect(receipt.subscribeCalls).toBe(1);

    const before = [readEvent, readTimeline, readNotifications].map((read) => read.mock.calls.length);
    act(() => channel.setStatus('SUBSCRIBED'));
    act(() => receipt.setStatus('SUBSCRIBED'));
    await waitFor(() => expect([readEvent, readTimeline, readNotifications].map((read) => read.mock.calls.length)).toEqual(before.map((n) => n + 1)));

    unmount();
    expect(fake.client.removeChannel).toHaveBeenCalledWith(channel);
    expect(fake.client.removeChannel).toHaveBeenCalledWith(receipt);
  });
});
