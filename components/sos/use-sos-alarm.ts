'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { armSosAlert, endSos, nudgeSosDispatch } from '@/lib/actions/sos';
import { type SosEvent, type SosTimelineStep, isOpen } from '@/lib/data/sos';
import { startGraceCountdown } from '@/lib/sos/grace';
import { shouldRecordPosition, type TimedPosition } from '@/lib/sos/location-throttle';
import { type PendingAlarm, clearPendingAlarm, loadPendingAlarm, newPendingAlarm, savePendingAlarm } from '@/lib/sos/pending-alarm';
import { sendUntilConfirmed } from '@/lib/sos/send-until-confirmed';
import { createClient } from '@/lib/supabase/client';
import type { SosActionResult } from '@/lib/validation/sos';
import { useGeolocationTrail } from './use-geolocation-trail';

export type SendingState = { source: PendingAlarm['source']; retrying: boolean; attempt: number } | null;

/**
 * The member's side of an alarm:
 * - raise: the pending alarm (with its client request id) goes to local storage first, then
 *   raise_sos is called straight from the browser and retried with the spec §9 back-off until the
 *   server confirms; a reload resumes it; the server keeps one alarm per request id;
 * - location: never awaited; a warm fix rides along with the first write, later fixes are appended
 *   to sos_locations at most every 10 s / 25 m while the alarm is open, and stop when it ends;
 * - follow-up: arms the server fan-out, counts down the grace to nudge it, and follows the
 *   event and its timeline live (refetching after every (re)connect, so nothing is missed).
 */
export function useSosAlarm(memberId: string, initialEvent: SosEvent | null) {
  const supabase = useMemo(() => createClient(), []);
  const [event, setEvent] = useState<SosEvent | null>(initialEvent);
  const [timeline, setTimeline] = useState<SosTimelineStep[]>([]);
  const [sending, setSending] = useState<SendingState>(null);
  const [graceLeft, setGraceLeft] = useState<number | null>(null);
  const [ending, setEnding] = useState(false);
  const sendingRef = useRef(false);
  const lastRecorded = useRef<TimedPosition | null>(null);
  const eventRef = useRef<SosEvent | null>(initialEvent);
  useEffect(() => {
    eventRef.current = event;
  }, [event]);

  const appendPosition = useCallback(
    async (position: TimedPosition) => {
      const current = eventRef.current;
      if (!current || !isOpen(current) || !shouldRecordPosition(lastRecorded.current, position)) return;
      lastRecorded.current = position;
      const { error } = await supabase.from('sos_locations').insert({
        event_id: current.id,
        member_id: memberId,
        latitude: position.latitude,
        longitude: position.longitude,
        accuracy: position.accuracy,
        recorded_at: new Date(position.recordedAt).toISOString(),
      });
      // A refused point (the alarm just ended, a blip) is not retried: the next fix follows.
      if (error) lastRecorded.current = null;
    },
    [supabase, memberId],
  );

  const geo = useGeolocationTrail((position) => void appendPosition(position));

  const arm = useCallback(async (eventId: string) => {
    // A few quick tries; if Next is unreachable the sweeps on other pages and the server pick it up.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      try {
        const result = await armSosAlert({ eventId });
        if (result.ok || result.error !== 'failed') return;
      } catch {
        // Network error: retry below.
      }
      await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt));
    }
  }, []);

  const send = useCallback(
    async (alarm: PendingAlarm) => {
      if (sendingRef.current) return;
      sendingRef.current = true;
      setSending({ source: alarm.source, retrying: false, attempt: 0 });
      const confirmed = await sendUntilConfirmed<SosEvent>({
        send: async () => {
          // The stored alarm may have gained a position while we were retrying.
          const current = loadPendingAlarm(window.localStorage) ?? alarm;
          try {
            const { data, error } = await supabase.rpc('raise_sos', {
              client_request_id: current.clientRequestId,
              source: current.source,
              latitude: current.position?.latitude,
              longitude: current.position?.longitude,
              accuracy: current.position?.accuracy ?? undefined,
            });
            return error || !data ? { ok: false, error } : { ok: true, value: data };
          } catch (error) {
            return { ok: false, error };
          }
        },
        onRetrying: (attempt) => setSending({ source: alarm.source, retrying: true, attempt }),
      });
      sendingRef.current = false;
      setSending(null);
      if (!confirmed) return;
      clearPendingAlarm(window.localStorage, alarm.clientRequestId);
      setEvent(confirmed);
      eventRef.current = confirmed;
      // The server kept a position only if the write carried one; otherwise attach what we have now.
      const fix = geo.latest.current;
      if (!confirmed.location_unavailable) lastRecorded.current = fix;
      else if (fix) void appendPosition(fix);
      void arm(confirmed.id);
    },
    [supabase, geo.latest, appendPosition, arm],
  );

  /** One tap: the alarm is written now; the position is asked for in parallel, never awaited. */
  const raise = useCallback(
    (source: PendingAlarm['source']) => {
      if (sendingRef.current) return;
      const alarm = newPendingAlarm(source, Date.now(), crypto.randomUUID());
      const fix = geo.freshFix();
      if (fix) alarm.position = { latitude: fix.latitude, longitude: fix.longitude, accuracy: fix.accuracy };
      savePendingAlarm(window.localStorage, alarm);
      lastRecorded.current = null;
      geo.start();
      void send(alarm);
    },
    [geo, send],
  );

  // While an alarm waits to be confirmed, a first fix is added to the stored alarm for the next try.
  useEffect(() => {
    if (!sending || geo.state !== 'located' || !geo.latest.current) return;
    const stored = loadPendingAlarm(window.localStorage);
    if (stored && !stored.position) {
      const { latitude, longitude, accuracy } = geo.latest.current;
      savePendingAlarm(window.localStorage, { ...stored, position: { latitude, longitude, accuracy } });
    }
  }, [sending, geo.state, geo.latest]);

  // After a reload: resume a pending alarm at once, or pick up the open one.
  useEffect(() => {
    const pending = loadPendingAlarm(window.localStorage);
    if (pending) {
      geo.start();
      queueMicrotask(() => void send(pending));
    } else if (initialEvent && isOpen(initialEvent)) {
      geo.start();
      void arm(initialEvent.id);
    }
    // Only on mount: later alarms are started by raise().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const eventId = event?.id ?? null;
  const open = event ? isOpen(event) : false;

  // Live: the event and its timeline; every (re)subscription refetches both.
  useEffect(() => {
    if (!eventId) return;
    let active = true;
    const refetch = async () => {
      const [fresh, steps] = await Promise.all([
        supabase.from('sos_events').select('*').eq('id', eventId).maybeSingle(),
        supabase.from('sos_timeline').select('*').eq('event_id', eventId).order('id'),
      ]);
      if (!active) return;
      if (fresh.data) setEvent(fresh.data);
      if (steps.data) setTimeline(steps.data);
    };
    const channel = supabase
      .channel(`sos-member-${eventId}`)
      .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'sos_events', filter: `id=eq.${eventId}` }, (payload) => {
        setEvent(payload.new as SosEvent);
      })
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'sos_timeline', filter: `event_id=eq.${eventId}` }, (payload) => {
        const step = payload.new as SosTimelineStep;
        setTimeline((steps) => (steps.some((s) => s.id === step.id) ? steps : [...steps, step].sort((a, b) => a.id - b.id)));
      })
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') void refetch();
      });
    void refetch();
    return () => {
      active = false;
      void supabase.removeChannel(channel);
    };
  }, [supabase, eventId]);

  // The trail stops when the alarm ends.
  const stopGeo = geo.stop;
  useEffect(() => {
    if (event && !open) stopGeo();
  }, [event, open, stopGeo]);

  // Count down the grace (the server's deadline), then nudge the server's sweep.
  const dueAt = event && open && !event.contacts_dispatched_at ? event.contacts_due_at : null;
  useEffect(() => {
    if (!dueAt) return;
    const countdown = startGraceCountdown({
      dueAt,
      onTick: setGraceLeft,
      onElapsed: () => void nudgeSosDispatch().catch(() => undefined),
    });
    return () => countdown.cancel();
  }, [dueAt]);

  const end = useCallback(
    async (outcome: 'resolved' | 'cancelled' | 'false_alarm'): Promise<SosActionResult> => {
      if (!eventId) return { ok: false, error: 'invalid' };
      setEnding(true);
      try {
        const result = await endSos({ eventId, outcome });
        if (result.ok || result.error === 'ended') {
          const { data } = await supabase.from('sos_events').select('*').eq('id', eventId).maybeSingle();
          if (data) setEvent(data);
        }
        return result;
      } catch {
        return { ok: false, error: 'failed' };
      } finally {
        setEnding(false);
      }
    },
    [eventId, supabase],
  );

  const reset = useCallback(() => {
    setEvent(null);
    setTimeline([]);
  }, []);

  return { event, timeline, sending, graceLeft: dueAt ? graceLeft : null, ending, locationState: geo.state, raise, end, reset };
}
