'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { loadBrowserClient } from '@/components/realtime/browser-client';
import type { SosEvent } from '@/lib/data/sos';
import { raiseSos } from '@/lib/data/sos-alarm';
import { requestPendingAlarmSync } from '@/lib/offline/background-sync';
import { markAlarmSent } from '@/lib/offline/sent-alarm';
import { offlineStore } from '@/lib/offline/store';
import { ALARM_SENT_MESSAGE, onWorkerMessage } from '@/lib/offline/worker-messages';
import { type DrillRefusal, drillRefusalOf } from '@/lib/sos/drill-refusal';
import { adoptEarlyTap } from '@/lib/sos/early-tap';
import type { TimedPosition } from '@/lib/sos/location-throttle';
import { type PendingAlarm, clearPendingAlarm, loadPendingAlarm, newPendingAlarm, savePendingAlarm } from '@/lib/sos/pending-alarm';
import { sendUntilConfirmed } from '@/lib/sos/send-until-confirmed';
import type { LocationState } from './use-geolocation-trail';

export type SendingState = { source: PendingAlarm['source']; retrying: boolean; attempt: number } | null;

/** Why the server refused for good: only a test alert (a drill) can be (lib/sos/drill-refusal.ts). */
export type RaiseRefusal = DrillRefusal;

/**
 * A first try that has not come back by then is handed to Background Sync as well, so closing the
 * tab on a network that hangs (rather than fails) still does not lose the alarm.
 */
const SYNC_AFTER_MS = 3_000;

/** What raising needs from the location trail. */
type Trail = {
  state: LocationState;
  latest: { readonly current: TimedPosition | null };
  freshFix: () => TimedPosition | null;
  begin: () => void;
  start: () => void;
};

/** The worker's alarm row is the server's answer; anything else is not taken for one. */
const asEvent = (value: unknown): SosEvent | null =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string' ? (value as SosEvent) : null;

/**
 * Raising the alarm: the pending alarm (with its client request id) goes to IndexedDB first
 * (lib/sos/pending-alarm.ts), then raise_sos is called straight from the browser and retried with
 * the back-off of lib/sos/retry-schedule.ts (from 200 ms) until the server confirms; a reload
 * resumes it (`resume`); the server keeps one alarm per request id. When the first try fails (or
 * hangs), Background Sync is asked for too, so the service worker sends it after the tab closed
 * (docs/architecture.md#the-offline-app); whichever path gets through first ends the other.
 * The position is never awaited: a warm fix rides along, and a first fix that arrives while
 * retrying is added to the stored alarm.
 */
export function useRaiseSos(trail: Trail, onConfirmed: (event: SosEvent) => void) {
  const [sending, setSending] = useState<SendingState>(null);
  const [refusal, setRefusal] = useState<RaiseRefusal | null>(null);
  const busy = useRef(false);
  // The alarm being sent now, and what the worker confirmed for it (ends our own retries).
  const current = useRef<{ id: string; byWorker: SosEvent | null; stopped: boolean } | null>(null);
  const confirmedRef = useRef(onConfirmed);
  useEffect(() => {
    confirmedRef.current = onConfirmed;
  }, [onConfirmed]);

  useEffect(
    () =>
      onWorkerMessage((message) => {
        const sendingNow = current.current;
        if (message.type !== ALARM_SENT_MESSAGE || sendingNow?.id !== message.clientRequestId) return;
        sendingNow.stopped = true;
        sendingNow.byWorker = asEvent(message.event);
      }),
    [],
  );

  const send = useCallback(async (alarm: PendingAlarm, stored: Promise<unknown>) => {
    if (busy.current) return;
    busy.current = true;
    const store = offlineStore();
    const mine = { id: alarm.clientRequestId, byWorker: null as SosEvent | null, stopped: false };
    current.current = mine;
    setSending({ source: alarm.source, retrying: false, attempt: 0 });
    setRefusal(null);
    let refused = false;
    let syncAsked = false;
    const askSync = () => {
      if (syncAsked || mine.stopped) return;
      syncAsked = true;
      void stored.then(() => requestPendingAlarmSync());
    };
    const slow = setTimeout(askSync, SYNC_AFTER_MS);
    const confirmed = await sendUntilConfirmed<SosEvent>({
      send: async () => {
        // The stored alarm may have gained a position while we were retrying.
        const latest = (await loadPendingAlarm(store)) ?? alarm;
        try {
          return { ok: true, value: await raiseSos(await loadBrowserClient(), latest) };
        } catch (error) {
          return { ok: false, error };
        }
      },
      onRetrying: (attempt) => {
        askSync();
        setSending({ source: alarm.source, retrying: true, attempt });
      },
      shouldContinue: () => !mine.stopped,
      // A real alarm is never refused (the database only flags it), so only a test can stop here.
      isFinal: (error) => alarm.source === 'test' && drillRefusalOf(error) !== null,
      onRefused: (error) => {
        refused = true;
        setRefusal(drillRefusalOf(error) ?? 'testLimit');
      },
    });
    clearTimeout(slow);
    mine.stopped = true;
    busy.current = false;
    setSending(null);
    if (refused) await clearPendingAlarm(store, alarm.clientRequestId);
    const event = confirmed ?? mine.byWorker;
    if (!event) return;
    if (confirmed) await markAlarmSent(store, alarm.clientRequestId, Date.now());
    confirmedRef.current(event);
  }, []);

  const { freshFix, begin, start } = trail;

  /** One tap: the alarm is written and sent at once; the position is asked for in parallel, never awaited. */
  const raise = useCallback(
    (source: PendingAlarm['source']) => {
      if (busy.current) return;
      const alarm = newPendingAlarm(source, Date.now(), crypto.randomUUID());
      const fix = freshFix();
      if (fix) alarm.position = { latitude: fix.latitude, longitude: fix.longitude, accuracy: fix.accuracy };
      const stored = savePendingAlarm(offlineStore(), alarm);
      begin();
      void send(alarm, stored);
    },
    [freshFix, begin, send],
  );

  /**
   * After a reload, or a tap the button's early handler took before React (lib/sos/early-tap.ts):
   * sends that alarm again at once (the same client request id: one alarm); false when there is none.
   */
  const resume = useCallback(async (): Promise<boolean> => {
    const pending = adoptEarlyTap() ?? (await loadPendingAlarm(offlineStore()));
    if (!pending) return false;
    start();
    void send(pending, Promise.resolve());
    return true;
  }, [start, send]);

  // While an alarm waits to be confirmed, a first fix is added to the stored alarm for the next try.
  const { state: locationState, latest } = trail;
  useEffect(() => {
    if (!sending || locationState !== 'located' || !latest.current) return;
    const { latitude, longitude, accuracy } = latest.current;
    const store = offlineStore();
    void loadPendingAlarm(store).then((stored) => {
      if (stored && !stored.position) void savePendingAlarm(store, { ...stored, position: { latitude, longitude, accuracy } });
    });
  }, [sending, locationState, latest]);

  return { sending, refusal, raise, resume };
}
