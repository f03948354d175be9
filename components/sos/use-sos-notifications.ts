'use client';

import useSWR from 'swr';
import { loadBrowserClient } from '@/components/realtime/browser-client';
import { type RealtimeSource, useRealtimeRevalidation } from '@/components/realtime/use-realtime-revalidation';
import { type SosNotification, getSosNotifications } from '@/lib/data/sos';
import { messageEventId, sosReceiptTopic } from './sos-topic';

export const sosNotificationsKey = (eventId: string) => ['sos-notifications', eventId] as const;

/**
 * Any change to the notifications of one alarm (queued, sent, delivered, failed), on its member's
 * receipt topic. The message holds no addresses: it only says "read them again".
 */
export const sosNotificationsSource = (memberId: string, eventId: string): RealtimeSource<void> => ({
  channel: sosReceiptTopic(memberId),
  private: true,
  on: {
    sos_notification: (payload, emit) => {
      if (messageEventId(payload) === eventId) emit();
    },
  },
});

const fetchNotifications = async ([, eventId]: ReturnType<typeof sosNotificationsKey>) => getSosNotifications(await loadBrowserClient(), eventId);

const NONE: SosNotification[] = [];

/** The notifications about one alarm of `memberId` (the test receipt), read again on each change and (re)subscription. */
export function useSosNotifications(memberId: string, eventId: string): SosNotification[] {
  const { data, mutate } = useSWR(sosNotificationsKey(eventId), fetchNotifications);
  useRealtimeRevalidation(sosNotificationsSource(memberId, eventId), { revalidate: () => mutate() });
  return data ?? NONE;
}
