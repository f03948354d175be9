'use client';

import useSWR from 'swr';
import { loadBrowserClient } from '@/components/realtime/browser-client';
import { type RealtimeSource, useRealtimeRevalidation } from '@/components/realtime/use-realtime-revalidation';
import { type SosNotification, getSosNotifications } from '@/lib/data/sos';

export const sosNotificationsKey = (eventId: string) => ['sos-notifications', eventId] as const;

/** Any change to the notifications of one alarm (queued, sent, delivered, failed). */
export const sosNotificationsSource = (eventId: string): RealtimeSource<void> => ({
  channel: `sos-receipt-${eventId}`,
  listen: (channel, emit) =>
    channel.on('postgres_changes', { event: '*', schema: 'public', table: 'notifications', filter: `event_id=eq.${eventId}` }, () => emit()),
});

const fetchNotifications = async ([, eventId]: ReturnType<typeof sosNotificationsKey>) => getSosNotifications(await loadBrowserClient(), eventId);

const NONE: SosNotification[] = [];

/** The notifications about one alarm (the test receipt), read again on each change and (re)subscription. */
export function useSosNotifications(eventId: string): SosNotification[] {
  const { data, mutate } = useSWR(sosNotificationsKey(eventId), fetchNotifications);
  useRealtimeRevalidation(sosNotificationsSource(eventId), { revalidate: () => mutate() });
  return data ?? NONE;
}
