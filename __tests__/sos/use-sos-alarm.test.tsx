import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { fakeRealtimeClient, flushPromises } from '@/components/realtime/test-utils';
import { useSosAlarm } from '@/components/sos/use-sos-alarm';
import { endSos } from '@/lib/actions/sos';
import { type SosEvent, getSosEvent, getSosTimeline } from '@/lib/data/sos';
import { raiseSos } from '@/lib/data/sos-alarm';
import { memoryStore } from '@/lib/offline/memory-store';
import { PENDING_ALARM_KEY, newPendingAlarm } from '@/lib/sos/pending-alarm';

const fake = fakeRealtimeClient();
jest.mock('@/lib/supabase/client', () => ({ createClient: () => fake.client }));
jest.mock('@/lib/actions/sos', () => ({ endSos: jest.fn() }));
// The browser's offline store (IndexedDB) as a Map this test reads; no service worker here.
const store = memoryStore();
jest.mock('@/lib/offline/store', () => ({ offlineStore: () => store }));
jest.mock('@/lib/data/sos-alarm', () => ({ raiseSos: jest.fn(), appendSosLocation: jest.fn() }));
jest.mock('@/lib/data/sos', () => ({
  ...jest.requireActual('@/lib/data/sos'),
  getSosEvent: jest.fn(),
  getSosTimeline: jest.fn(),
}));

const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
const alarm = (over: Partial<SosEvent> = {}) =>
  ({ id: 'e1', member_id: 'm1', status: 'active', source: 'app', location_unavailable: true, contacts_due_at: null, contacts_dispatched_at: null, ...over }) as SosEvent;

async function settle(ms = 0) {
  await act(async () => {
    if (ms) jest.advanceTimersByTime(ms);
    await flushPromises(20);
  });
}

beforeEach(() => {
  // Timers are ours to move; microtasks (the resume after a reload uses one) run as usual.
  jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
  store.data.clear();
  fake.channels.length = 0;
  jest.mocked(raiseSos).mockReset();
  jest.mocked(endSos).mockReset().mockResolvedValue({ data: { ended: true } });
  jest.mocked(getSosEvent).mockReset().mockResolvedValue(alarm());
  jest.mocked(getSosTimeline).mockReset().mockResolvedValue([]);
});
afterEach(() => jest.useRealTimers());

describe('useSosAlarm', () => {
  it('stores the alarm first, retries from 200 ms until confirmed, then forgets it', async () => {
    jest.mocked(raiseSos).mockRejectedValueOnce(new Error('offline')).mockResolvedValue(alarm());
    const { result } = renderHook(() => useSosAlarm('m1', null), { wrapper });
    act(() => result.current.raise('app'));
    await settle();
    expect(store.data.get(PENDING_ALARM_KEY)).toHaveProperty('clientRequestId');
    expect(result.current.sending).toMatchObject({ retrying: true, attempt: 1 });
    await settle(200);
    expect(raiseSos).toHaveBeenCalledTimes(2);
    // Both tries carried the same request id: the server keeps one alarm.
    const ids = jest.mocked(raiseSos).mock.calls.map(([, sent]) => sent.clientRequestId);
    expect(new Set(ids).size).toBe(1);
    expect(result.current.sending).toBeNull();
    expect(result.current.event?.id).toBe('e1');
    expect(store.data.has(PENDING_ALARM_KEY)).toBe(false);
    expect(store.data.get('sent-alarm')).toEqual({ clientRequestId: ids[0], sentAt: expect.any(Number) });
  });

  it('stops its own retries once the service worker reports the alarm sent by Background Sync', async () => {
    const worker = Object.assign(new EventTarget(), { getRegistration: async () => undefined });
    Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
    try {
      jest.mocked(raiseSos).mockRejectedValue(new Error('offline'));
      const { result } = renderHook(() => useSosAlarm('m1', null), { wrapper });
      act(() => result.current.raise('app'));
      await settle();
      const { clientRequestId } = store.data.get(PENDING_ALARM_KEY) as { clientRequestId: string };
      act(() => {
        worker.dispatchEvent(new MessageEvent('message', { data: { type: 'ice-sos:alarm-sent', clientRequestId, sentAt: 1, event: alarm() } }));
      });
      await settle(200);
      expect(result.current.sending).toBeNull();
      expect(result.current.event?.id).toBe('e1');
      const tries = jest.mocked(raiseSos).mock.calls.length;
      await settle(10_000);
      expect(raiseSos).toHaveBeenCalledTimes(tries);
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('resumes a stored alarm after a reload', async () => {
    const stored = newPendingAlarm('test', Date.now(), 'request-1');
    store.data.set(PENDING_ALARM_KEY, stored);
    jest.mocked(raiseSos).mockResolvedValue(alarm({ source: 'test' }));
    const { result } = renderHook(() => useSosAlarm('m1', null), { wrapper });
    await settle();
    expect(jest.mocked(raiseSos).mock.calls[0][1].clientRequestId).toBe('request-1');
    expect(result.current.event?.source).toBe('test');
  });

  it('counts the grace down to the server deadline', async () => {
    const open = alarm({ contacts_due_at: new Date(Date.now() + 3_000).toISOString() });
    jest.mocked(getSosEvent).mockResolvedValue(open);
    const { result } = renderHook(() => useSosAlarm('m1', open), { wrapper });
    await settle();
    expect(result.current.graceLeft).toBe(3);
    await settle(1_000);
    expect(result.current.graceLeft).toBe(2);
  });

  it('ends the alarm and shows how it ended', async () => {
    const { result } = renderHook(() => useSosAlarm('m1', alarm()), { wrapper });
    await settle();
    jest.mocked(getSosEvent).mockResolvedValue(alarm({ status: 'cancelled' }));
    let failure: unknown = 'unset';
    await act(async () => {
      failure = await result.current.end('cancelled');
    });
    expect(failure).toBeNull();
    expect(endSos).toHaveBeenCalledWith({ eventId: 'e1', outcome: 'cancelled' });
    expect(result.current.event?.status).toBe('cancelled');
  });
});
