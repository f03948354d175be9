'use client';

import useSWR, { useSWRConfig } from 'swr';
import { loadBrowserClient } from '@/components/realtime/browser-client';
import { type RealtimeSource, useRealtimeRevalidation } from '@/components/realtime/use-realtime-revalidation';
import type { SosEvent } from '@/lib/data/sos';
import { getFamilyAlertFeed } from '@/lib/data/sos-family-alerts';
import { withAlertEvent } from '@/lib/sos/family-alerts';
import { acknowledgersKey } from './use-acknowledgers';

export const familyAlertFeedKey = (userId: string) => ['family-alert-feed', userId] as const;

type FamilyAlertChange = { kind: 'event'; event: SosEvent } | { kind: 'acknowledged'; eventId: string } | { kind: 'links' };

/**
 * What changes the family side: alarms (RLS lets only family with the alert permission see them,
 * and the payload holds no position), "I'm on it" steps, and the caller's own family links.
 */
export const familyAlertSource = (userId: string): RealtimeSource<FamilyAlertChange> => ({
  channel: `family-alerts-${userId}`,
  listen: (channel, emit) =>
    channel
      .on('postgres_changes', { event: '*', schema: 'public', table: 'sos_events' }, (payload) => {
        const event = payload.new as SosEvent | undefined;
        if (event?.id && event.member_id !== userId) emit({ kind: 'event', event });
      })
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'sos_timeline' }, (payload) => {
        const step = payload.new as { event_id?: string; kind?: string };
        if (step.kind === 'acknowledged' && step.event_id) emit({ kind: 'acknowledged', eventId: step.event_id });
      })
      .on('postgres_changes', { event: '*', schema: 'public', table: 'family_links' }, () => emit({ kind: 'links' })),
});

const fetchFeed = async ([, userId]: ReturnType<typeof familyAlertFeedKey>) => getFamilyAlertFeed(await loadBrowserClient(), userId);

/** Reads after a burst of changes (an alarm and its first steps) collapse into one. */
const COLLAPSE_MS = 250;

/**
 * The alarms of the members who share SOS alerts with `userId`, live. A changed alarm shows at
 * once (the payload is the whole row); the feed is then read again behind it, because a list
 * patched by hand could lose what a read in flight at that moment would have brought.
 */
export function useFamilyAlertFeed(userId: string | null) {
  const { mutate: mutateKey } = useSWRConfig();
  const { data, mutate } = useSWR(userId ? familyAlertFeedKey(userId) : null, fetchFeed);
  useRealtimeRevalidation(userId ? familyAlertSource(userId) : null, {
    revalidate: () => mutate(),
    collapseMs: COLLAPSE_MS,
    onChange: (change, revalidateSoon) => {
      if (change.kind === 'links') return revalidateSoon();
      if (change.kind === 'acknowledged') return void mutateKey(acknowledgersKey(change.eventId));
      const { event } = change;
      void mutate((feed) => feed && { ...feed, events: withAlertEvent(feed.events, feed.links, event, Date.now()) }, { revalidate: false });
      void mutateKey(acknowledgersKey(event.id));
      revalidateSoon();
    },
  });
  return userId ? data : undefined;
}
