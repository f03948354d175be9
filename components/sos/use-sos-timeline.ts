'use client';

import useSWR from 'swr';
import { loadBrowserClient } from '@/components/realtime/browser-client';
import { type RealtimeSource, useRealtimeRevalidation } from '@/components/realtime/use-realtime-revalidation';
import { type SosTimelineStep, getSosTimeline } from '@/lib/data/sos';

export const sosTimelineKey = (eventId: string) => ['sos-timeline', eventId] as const;

/** New steps on one alarm's timeline. */
export const sosTimelineSource = (eventId: string): RealtimeSource<SosTimelineStep> => ({
  channel: `sos-timeline-${eventId}`,
  listen: (channel, emit) =>
    channel.on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'sos_timeline', filter: `event_id=eq.${eventId}` }, (payload) =>
      emit(payload.new as SosTimelineStep),
    ),
});

const fetchTimeline = async ([, eventId]: ReturnType<typeof sosTimelineKey>) => getSosTimeline(await loadBrowserClient(), eventId);

/** The list with one more step, in order, each step once. */
export function withStep(steps: SosTimelineStep[], step: SosTimelineStep): SosTimelineStep[] {
  return steps.some((s) => s.id === step.id) ? steps : [...steps, step].sort((a, b) => a.id - b.id);
}

const NO_STEPS: SosTimelineStep[] = [];

/**
 * One alarm's timeline, live. A new step shows at once and the list is read again behind it: a
 * list patched by hand could miss a step whose read was in flight when the change arrived.
 */
export function useSosTimeline(eventId: string | null): SosTimelineStep[] {
  const { data, mutate } = useSWR(eventId ? sosTimelineKey(eventId) : null, fetchTimeline);
  useRealtimeRevalidation(eventId ? sosTimelineSource(eventId) : null, {
    revalidate: () => mutate(),
    onChange: (step) => void mutate((steps) => withStep(steps ?? [], step)),
  });
  return (eventId && data) || NO_STEPS;
}
