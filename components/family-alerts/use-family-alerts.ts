'use client';

import { useCallback, useMemo, useState } from 'react';
import type { LiveAlertLink } from '@/lib/data/family';
import type { SosEvent } from '@/lib/data/sos';
import { useFamilyAlertFeed } from './use-family-alert-feed';

export type FamilyAlert = { event: SosEvent; memberName: string; link: LiveAlertLink };

const NO_NAMES = new Map<string, string>();

/**
 * The family side: every alarm of a member who shares SOS alerts with the signed-in user, live
 * (useFamilyAlertFeed), newest first, minus those the user dismissed. Each card reads its own
 * position and acknowledgements (useAlertLocation, useAcknowledgers).
 */
export function useFamilyAlerts(userId: string | null) {
  const feed = useFamilyAlertFeed(userId);
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set());

  const names = useMemo(() => (feed ? new Map(feed.names.map((p) => [p.userId, p.name])) : NO_NAMES), [feed]);
  const alerts = useMemo(() => {
    if (!feed) return [];
    const links = new Map(feed.links.map((link) => [link.memberId, link]));
    return feed.events
      .filter((event) => !dismissed.has(event.id))
      .flatMap((event) => {
        const link = links.get(event.member_id);
        return link ? [{ event, memberName: names.get(event.member_id) ?? '', link }] : [];
      })
      .sort((a, b) => b.event.started_at.localeCompare(a.event.started_at));
  }, [feed, names, dismissed]);

  const dismiss = useCallback((eventId: string) => setDismissed((current) => new Set(current).add(eventId)), []);

  return { alerts, names, dismiss };
}
