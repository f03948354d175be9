'use client';

import useSWR from 'swr';
import { loadBrowserClient } from '@/components/realtime/browser-client';
import { type RealtimeSource, useRealtimeRevalidation } from '@/components/realtime/use-realtime-revalidation';
import { type SosEvent, getSosEvent } from '@/lib/data/sos';
import { sosTopic } from './sos-topic';

export const sosEventKey = (eventId: string) => ['sos-event', eventId] as const;

/** Inserts and updates of one alarm, on its member's private topic; each carries the whole row. */
export const sosEventSource = (memberId: string, eventId: string): RealtimeSource<SosEvent> => ({
  channel: sosTopic(memberId),
  private: true,
  on: {
    sos_event: (payload, emit) => {
      const row = payload.record as SosEvent | null | undefined;
      if (row?.id === eventId) emit(row);
    },
  },
});

async function fetchSosEvent([, eventId]: ReturnType<typeof sosEventKey>): Promise<SosEvent> {
  const event = await getSosEvent(await loadBrowserClient(), eventId);
  // Not visible (or not there): keep what we show rather than making the alarm vanish.
  if (!event) throw new Error(`SOS event ${eventId} could not be read`);
  return event;
}

/**
 * One alarm of `memberId`, live. An update replaces the cached row as it is (it is the newest
 * state of that one row, so nothing can be lost by not reading it again); every (re)subscription
 * reads it again.
 */
export function useSosEvent(memberId: string, eventId: string | null, fallback: SosEvent | null) {
  const { data, mutate } = useSWR(eventId ? sosEventKey(eventId) : null, fetchSosEvent, {
    fallbackData: fallback && fallback.id === eventId ? fallback : undefined,
  });
  useRealtimeRevalidation(eventId ? sosEventSource(memberId, eventId) : null, {
    revalidate: () => mutate(),
    onChange: (event) => void mutate(event, { revalidate: false }),
  });
  return { event: eventId ? (data ?? null) : null, refresh: mutate };
}
