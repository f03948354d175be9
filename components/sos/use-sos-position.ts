'use client';

import useSWR from 'swr';
import { loadBrowserClient } from '@/components/realtime/browser-client';
import { type SosPosition, getSosLocation } from '@/lib/data/sos';

export const sosPositionKey = (eventId: string, lastLocatedAt: string | null) => ['sos-position', eventId, lastLocatedAt] as const;

const fetchPosition = async ([, eventId]: ReturnType<typeof sosPositionKey>) => getSosLocation(await loadBrowserClient(), eventId);

export type SosPositionView = { position: SosPosition | null | undefined; refused: boolean };

/**
 * An alarm's latest position, read through the logged get_sos_location (never from realtime
 * payloads, which carry no position). The key holds the event's last_located_at, so a newer point
 * is read as soon as the event says it exists; the previous one stays shown meanwhile. `position`
 * is undefined while loading and null when there is none; `refused` when the read was refused.
 */
export function useSosPosition(eventId: string | null, lastLocatedAt: string | null): SosPositionView {
  const { data, error } = useSWR(eventId ? sosPositionKey(eventId, lastLocatedAt) : null, fetchPosition, {
    keepPreviousData: true,
    // A refusal is an answer (no permission), not a blip: asking again would not change it.
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  return { position: data, refused: Boolean(error) };
}
