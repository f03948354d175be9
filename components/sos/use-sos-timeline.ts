'use client';

import useSWR from 'swr';
import { loadBrowserClient } from '@/components/realtime/browser-client';
import { type RealtimeSource, useRealtimeRevalidation } from '@/components/realtime/use-realtime-revalidation';
import { type SosTimelineStep, getSosTimeline } from '@/lib/data/sos';
import { messageEventId, sosTopic } from './sos-topic';

export const sosTimelineKey = (eventId: string) => ['sos-timeline', eventId] as const;

/**
 * New steps on one alarm's timeline, on its member's private topic. The message is minimal (no
 * details or notes), so it only says "read the timeline again".
 */
export const sosTimelineSource = (memberId: string, eventId: string): RealtimeSource<void> => ({
  channel: sosTopic(memberId),
  private: true,
  on: {
    sos_timeline_step: (payload, emit) => {
      if (messageEventId(payload) === eventId) emit();
    },
  },
});

const fetchTimeline = async ([, eventId]: ReturnType<typeof sosTimelineKey>) => getSosTimeline(await loadBrowserClient(), eventId);

const NO_STEPS: SosTimelineStep[] = [];

/** One alarm's timeline, live: read again (through RLS) on each new step and (re)subscription. */
export function useSosTimeline(memberId: string, eventId: string | null): SosTimelineStep[] {
  const { data, mutate } = useSWR(eventId ? sosTimelineKey(eventId) : null, fetchTimeline);
  useRealtimeRevalidation(eventId ? sosTimelineSource(memberId, eventId) : null, { revalidate: () => mutate() });
  return (eventId && data) || NO_STEPS;
}
