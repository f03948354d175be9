'use client';

import useSWR from 'swr';
import { loadBrowserClient } from '@/components/realtime/browser-client';
import { type RealtimeSource, useRealtimeRevalidation } from '@/components/realtime/use-realtime-revalidation';
import { type SosEvent, getSosEvent } from '@/lib/data/sos';

export const sosEventKey = (eventId: string) => ['sos-event', eventId] as const;

/** Updates of one alarm; each carries the whole row. */
export const sosEventSource = (eventId: string): RealtimeSource<SosEvent> => ({
  channel: `sos-event-${eventId}`,
  listen: (channel, emit) =>
    channel.on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'sos_events', filter: `id=eq.${eventId}` }, (payload) =>
      emit(payload.new as SosEvent),
    ),
});

async function fetchSosEvent([, eventId]: ReturnType<typeof sosEventKey>): Promise<SosEvent> {
  const event = await getSosEvent(await loadBrowserClient(), eventId);
  // Not visible (or not there): keep what we show rather than making the alarm vanish.
  if (!event) throw new Error(`SOS event ${eventId} could not be read`);
  return event;
}

/**
 * One alarm, live. An update replaces the cached row as it is (it is the newest state of that one
 * row, so nothing can be lost by not reading it again); every (re)subscription reads it again.
 */
export function useSosEvent(eventId: string | null, fallback: SosEvent | null) {
  const { data, mutate } = useSWR(eventId ? sosEventKey(eventId) : null, fetchSosEvent, {
    fallbackData: fallback && fallback.id === eventId ? fallback : undefined,
  });
  useRealtimeRevalidation(eventId ? sosEventSource(eventId) : null, {
    revalidate: () => mutate(),
    onChange: (event) => void mutate(event, { revalidate: false }),
  });
  return { event: eventId ? (data ?? null) : null, refresh: mutate };
}
