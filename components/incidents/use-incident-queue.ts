'use client';

import useSWR from 'swr';
import { loadBrowserClient } from '@/components/realtime/browser-client';
import { type RealtimeSource, useRealtimeRevalidation } from '@/components/realtime/use-realtime-revalidation';
import { type IncidentQueue, getIncidentQueue } from '@/lib/data/incidents';

export const incidentQueueKey = ['incident-queue'] as const;

type IncidentChange = { kind: 'event' } | { kind: 'step'; eventId: string };

/**
 * Every alarm (the page lists all of them, not only the call centre's region: issue 22), and new
 * timeline steps (of any alarm: filtered on arrival). Only admins read other members' alarms, and
 * the realtime server checks RLS per subscriber, so only admins hear them.
 */
export const incidentQueueSource: RealtimeSource<IncidentChange> = {
  channel: 'incident-queue',
  listen: (channel, emit) =>
    channel
      .on('postgres_changes', { event: '*', schema: 'public', table: 'sos_events' }, (payload) => {
        // The status page's synthetic alarm, once a minute, is in no admin list: no read for it.
        if ((payload.new as { source?: string } | undefined)?.source !== 'probe') emit({ kind: 'event' });
      })
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'sos_timeline' }, (payload) => {
        const eventId = (payload.new as { event_id?: string }).event_id;
        if (eventId) emit({ kind: 'step', eventId });
      }),
};

const fetchQueue = async () => getIncidentQueue(await loadBrowserClient());

/** Bursts (an alarm plus its first steps) collapse into one read. */
const COLLAPSE_MS = 100;

/**
 * The admin alarms page's list (every open alarm, the call centre's incidents among them), live:
 * rendered on the server first, then read again on each change of its alarms or their steps and on every (re)subscription, so an agent never works from
 * a stale list.
 */
export function useIncidentQueue(initial: IncidentQueue) {
  // Fresh from the server render: the channel's join reads it again, so not on mount as well.
  const { data, mutate } = useSWR(incidentQueueKey, fetchQueue, { fallbackData: initial, revalidateOnMount: false });
  useRealtimeRevalidation(incidentQueueSource, {
    revalidate: () => mutate(),
    collapseMs: COLLAPSE_MS,
    onChange: (change, revalidateSoon) => {
      if (change.kind === 'event' || data.events.some((event) => event.id === change.eventId)) revalidateSoon();
    },
  });
  return { queue: data, refresh: mutate };
}
