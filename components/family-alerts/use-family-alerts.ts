'use client';

import { useMemo } from 'react';
import type { LiveAlertLink } from '@/lib/data/family';
import type { SosEvent } from '@/lib/data/sos';
import { useDismissedAlerts } from './use-dismissed-alerts';
import { useFamilyAlertFeed } from './use-family-alert-feed';

export type FamilyAlert = { event: SosEvent; memberName: string; memberPhone: string | null; link: LiveAlertLink };

const NO_NAMES = new Map<string, string>();

/**
 * The family side: every alarm of a member who shares SOS alerts with the signed-in user, live
 * (useFamilyAlertFeed), newest first, minus those the user dismissed (remembered across reloads).
 * Each card reads its own position and acknowledgements (useAlertLocation, useAcknowledgers).
 * `receivesAlerts`: someone shares alerts with this user, even while no alarm is shown.
 */
export function useFamilyAlerts(userId: string | null) {
  const feed = useFamilyAlertFeed(userId);
  const { dismissed, dismiss } = useDismissedAlerts(userId);

  const names = useMemo(() => (feed ? new Map(feed.names.map((p) => [p.userId, p.name])) : NO_NAMES), [feed]);
  const alerts = useMemo<FamilyAlert[]>(() => {
    if (!feed) return [];
    const links = new Map(feed.links.map((link) => [link.memberId, link]));
    const phones = new Map(feed.phones.map((p) => [p.userId, p.phone]));
    return feed.events
      .filter((event) => !dismissed.has(event.id))
      .flatMap((event) => {
        const link = links.get(event.member_id);
        return link ? [{ event, memberName: names.get(event.member_id) ?? '', memberPhone: phones.get(event.member_id) ?? null, link }] : [];
      })
      .sort((a, b) => b.event.started_at.localeCompare(a.event.started_at));
  }, [feed, names, dismissed]);

  return { alerts, names, dismiss, receivesAlerts: (feed?.links.length ?? 0) > 0 };
}
