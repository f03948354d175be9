'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { loadBrowserClient } from '@/components/realtime/browser-client';
import type { SosEvent } from '@/lib/data/sos';
import { raiseSos } from '@/lib/data/sos-alarm';
import type { TimedPosition } from '@/lib/sos/location-throttle';
import { type PendingAlarm, clearPendingAlarm, loadPendingAlarm, newPendingAlarm, savePendingAlarm } from '@/lib/sos/pending-alarm';
import { sendUntilConfirmed } from '@/lib/sos/send-until-confirmed';
import type { LocationState } from './use-geolocation-trail';

export type SendingState = { source: PendingAlarm['source']; retrying: boolean; attempt: number } | null;

/** Why the server refused for good: only test alerts can be, past their hourly limit (ICE29). */
export type RaiseRefusal = 'testLimit';
const isTestLimit = (error: unknown) => (error as { code?: unknown } | null)?.code === 'ICE29';

/** What raising needs from the location trail. */
type Trail = {
  state: LocationState;
  latest: { readonly current: TimedPosition | null };
  freshFix: () => TimedPosition | null;
  begin: () => void;
  start: () => void;
};

/**
 * Raising the alarm: the pending alarm (with its client request id) goes to local storage first,
 * then raise_sos is called straight from the browser and retried with the back-off of
 * lib/sos/retry-schedule.ts (from 200 ms) until the server confirms; a reload resumes it
 * (`resume`); the server keeps one alarm per request id. The position is never awaited: a warm fix
 * rides along, and a first fix that arrives while retrying is added to the stored alarm.
 */
export function useRaiseSos(trail: Trail, onConfirmed: (event: SosEvent) => void) {
  const [sending, setSending] = useState<SendingState>(null);
  const [refusal, setRefusal] = useState<RaiseRefusal | null>(null);
  const busy = useRef(false);
  const confirmedRef = useRef(onConfirmed);
  useEffect(() => {
    confirmedRef.current = onConfirmed;
  }, [onConfirmed]);

  const send = useCallback(async (alarm: PendingAlarm) => {
    if (busy.current) return;
    busy.current = true;
    setSending({ source: alarm.source, retrying: false, attempt: 0 });
    setRefusal(null);
    let refused = false;
    const confirmed = await sendUntilConfirmed<SosEvent>({
      send: async () => {
        // The stored alarm may have gained a position while we were retrying.
        const current = loadPendingAlarm(window.localStorage) ?? alarm;
        try {
          return { ok: true, value: await raiseSos(await loadBrowserClient(), current) };
        } catch (error) {
          return { ok: false, error };
        }
      },
      onRetrying: (attempt) => setSending({ source: alarm.source, retrying: true, attempt }),
      // A real alarm is never refused (the database only flags it), so only a test can stop here.
      isFinal: (error) => alarm.source === 'test' && isTestLimit(error),
      onRefused: () => {
        refused = true;
        setRefusal('testLimit');
      },
    });
    busy.current = false;
    setSending(null);
    if (refused) clearPendingAlarm(window.localStorage, alarm.clientRequestId);
    if (!confirmed) return;
    clearPendingAlarm(window.localStorage, alarm.clientRequestId);
    confirmedRef.current(confirmed);
  }, []);

  const { freshFix, begin, start } = trail;

  /** One tap: the alarm is written now; the position is asked for in parallel, never awaited. */
  const raise = useCallback(
    (source: PendingAlarm['source']) => {
      if (busy.current) return;
      const alarm = newPendingAlarm(source, Date.now(), crypto.randomUUID());
      const fix = freshFix();
      if (fix) alarm.position = { latitude: fix.latitude, longitude: fix.longitude, accuracy: fix.accuracy };
      savePendingAlarm(window.localStorage, alarm);
      begin();
      void send(alarm);
    },
    [freshFix, begin, send],
  );

  /** After a reload: sends the stored alarm again at once; false when there is none. */
  const resume = useCallback((): boolean => {
    const pending = loadPendingAlarm(window.localStorage);
    if (!pending) return false;
    start();
    queueMicrotask(() => void send(pending));
    return true;
  }, [start, send]);

  // While an alarm waits to be confirmed, a first fix is added to the stored alarm for the next try.
  const { state: locationState, latest } = trail;
  useEffect(() => {
    if (!sending || locationState !== 'located' || !latest.current) return;
    const stored = loadPendingAlarm(window.localStorage);
    if (stored && !stored.position) {
      const { latitude, longitude, accuracy } = latest.current;
      savePendingAlarm(window.localStorage, { ...stored, position: { latitude, longitude, accuracy } });
    }
  }, [sending, locationState, latest]);

  return { sending, refusal, raise, resume };
}
