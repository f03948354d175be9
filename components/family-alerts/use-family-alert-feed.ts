'use client';

import { useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { loadBrowserClient } from '@/components/realtime/browser-client';
import { type RealtimeSource, useRealtimeRevalidation } from '@/components/realtime/use-realtime-revalidation';
import { messageEventId, sosTopic } from '@/components/sos/sos-topic';
import type { LiveAlertLink } from '@/lib/data/family';
import type { SosEvent } from '@/lib/data/sos';
import { getFamilyAlertFeed } from '@/lib/data/family-alerts';
import { withAlertEvent } from '@/lib/sos/family-alerts';
import { acknowledgersKey } from './use-acknowledgers';

export const familyAlertFeedKey = (userId: string) => ['family-alert-feed', userId] as const;

type FamilyAlertChange = { kind: 'event'; event: SosEvent } | { kind: 'acknowledged'; eventId: string } | { kind: 'links' };

/** The caller's own family links (RLS): a new link, a pause, a revocation, a changed permission. */
export const familyLinksSource = (userId: string): RealtimeSource<FamilyAlertChange> => ({
  channel: `family-alerts-${userId}`,
  listen: (channel, emit) => channel.on('postgres_changes', { event: '*', schema: 'public', table: 'family_links' }, () => emit({ kind: 'links' })),
});

/**
 * One member's private topic, heard as family: their alarms (whole rows; the policies let only
 * family with the alert permission join, and the row holds no position) and "I'm on it" steps.
 */
export const memberAlertSource = (memberId: string): RealtimeSource<FamilyAlertChange> => ({
  channel: sosTopic(memberId),
  private: true,
  on: {
    sos_event: (payload, emit) => {
      const event = payload.record as SosEvent | null | undefined;
      if (event?.id && event.member_id === memberId) emit({ kind: 'event', event });
    },
    sos_timeline_step: (payload, emit) => {
      const eventId = messageEventId(payload);
      if (payload.kind === 'acknowledged' && eventId) emit({ kind: 'acknowledged', eventId });
    },
  },
});

/** What changes the family side: the caller's links, and the topic of each member who shares alerts with them. */
export const familyAlertSources = (userId: string, links: readonly LiveAlertLink[]): RealtimeSource<FamilyAlertChange>[] => [
  familyLinksSource(userId),
  ...[...new Set(links.map((link) => link.memberId))].map(memberAlertSource),
];

const fetchFeed = async ([, userId]: ReturnType<typeof familyAlertFeedKey>) => getFamilyAlertFeed(await loadBrowserClient(), userId);

/** Reads after a burst of changes (an alarm and its first steps) collapse into one. */
const COLLAPSE_MS = 250;

const NO_LINKS: LiveAlertLink[] = [];

/**
 * The alarms of the members who share SOS alerts with `userId`, live. A changed alarm shows at
 * once (the payload is the whole row); the feed is then read again behind it, because a list
 * patched by hand could lose what a read in flight at that moment would have brought. The feed's
 * links decide which members' topics are joined: a revoked link drops its topic after the re-read.
 */
export function useFamilyAlertFeed(userId: string | null) {
  const { mutate: mutateKey } = useSWRConfig();
  // A change to our links may give back a topic whose join was refused: once the feed has been
  // read after it (so a link that went is no longer among the topics), those are tried again.
  const linksChanged = useRef(false);
  const [accessVersion, setAccessVersion] = useState(0);
  const { data, mutate } = useSWR(userId ? familyAlertFeedKey(userId) : null, fetchFeed, {
    onSuccess: () => {
      if (!linksChanged.current) return;
      linksChanged.current = false;
      setAccessVersion((version) => version + 1);
    },
  });
  useRealtimeRevalidation(userId ? familyAlertSources(userId, data?.links ?? NO_LINKS) : null, {
    revalidate: () => mutate(),
    collapseMs: COLLAPSE_MS,
    accessVersion,
    onChange: (change, revalidateSoon) => {
      if (change.kind === 'links') {
        linksChanged.current = true;
        return revalidateSoon();
      }
      if (change.kind === 'acknowledged') return void mutateKey(acknowledgersKey(change.eventId));
      const { event } = change;
      void mutate((feed) => feed && { ...feed, events: withAlertEvent(feed.events, feed.links, event, Date.now()) }, { revalidate: false });
      void mutateKey(acknowledgersKey(event.id));
      revalidateSoon();
    },
  });
  return userId ? data : undefined;
}
