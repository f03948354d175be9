'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { loadBrowserClient } from '@/components/realtime/browser-client';
import { raiseSos } from '@/lib/data/sos-alarm';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { requestPendingAlarmSync } from '@/lib/offline/background-sync';
import { offlineStore } from '@/lib/offline/store';
import type { PendantAlertKind } from '@/lib/pendant/alert-event';
import {
  type PendantAlarmSource,
  type PendantCountdown,
  buttonCountdownSeconds,
  nextPendantCountdown,
} from '@/lib/pendant/alarm-countdown';
import { routes } from '@/lib/routes';
import { startGraceCountdown } from '@/lib/sos/grace';
import { type PendingAlarm, announcePendingAlarm, newPendingAlarm, savePendingAlarm } from '@/lib/sos/pending-alarm';
import { sendUntilConfirmed } from '@/lib/sos/send-until-confirmed';

export type PendantAlarmState =
  | { phase: 'idle' }
  | { phase: 'counting'; source: PendantAlarmSource; dueAt: number; secondsLeft: number }
  | { phase: 'raising'; source: PendantAlarmSource };

/** What one event did: started (or moved closer) a countdown, cancelled it, or nothing. */
export type PendantAlertOutcome = 'counting' | 'cancelled' | 'signedOut' | 'ignored';

export type PendantAlarmOptions = {
  /** Only a signed-in member's pendant raises anything (the alarm is theirs). */
  signedIn: boolean;
  /** The member's grace in seconds, when the caller knows it; else the fallback of alarm-countdown.ts. */
  graceSeconds?: number | null;
  /** Tests: the clock and the alarm's id. */
  now?: () => number;
  newId?: () => string;
};

export type PendantAlarm = {
  state: PendantAlarmState;
  /** Set when an event came while nobody is signed in; gone once someone is. */
  notice: 'signIn' | null;
  handleAlert(kind: PendantAlertKind): PendantAlertOutcome;
  /** The member's own cancel (the dialog's button, Escape): nothing is raised. */
  cancel(): void;
  /** The member wants help now: raise without waiting for the rest of the countdown. */
  raiseNow(): void;
};

const idle: PendantAlarmState = { phase: 'idle' };

/**
 * The pendant's button and fall, from the event to the alarm (docs/pendant-protocol.md#what-the-app-does):
 * a countdown the member can cancel (on the screen, or by holding the pendant's button), then the
 * alarm takes the queued path /sos already has: stored as the pending alarm, Background Sync
 * asked for, and /sos opened, whose resume sends it at once and follows it
 * (docs/architecture.md#the-offline-app). Mounted with the pendant's connection, so it works on
 * every page while the pendant (or the simulator) is there.
 */
const randomId = () => crypto.randomUUID();

export function usePendantAlarm({ signedIn, graceSeconds, now = Date.now, newId = randomId }: PendantAlarmOptions): PendantAlarm {
  const router = useRouter();
  const pathname = usePathname();
  const [state, setState] = useState<PendantAlarmState>(idle);
  const [notice, setNotice] = useState<'signIn' | null>(null);
  // The countdown as the events left it, read synchronously: two events in one tick both count.
  const countdown = useRef<PendantCountdown | null>(null);
  const raising = useRef(false);

  const openSos = useCallback(
    (stored: boolean) => {
      // An open /sos page takes the stored alarm over itself; any other page goes there.
      if (announcePendingAlarm()) return;
      if (pathname !== routes.sos) {
        router.push(routes.sos);
        return;
      }
      // Already on /sos, whose resume runs only when it opens: open it afresh, unless the alarm
      // could not be stored and is being sent from here (a reload would stop that).
      if (stored) window.location.reload();
    },
    [pathname, router],
  );

  const raise = useCallback(
    async (source: PendantAlarmSource) => {
      if (raising.current) return;
      raising.current = true;
      countdown.current = null;
      setState({ phase: 'raising', source });
      try {
        const alarm = newPendingAlarm(source, now(), newId());
        const stored = await savePendingAlarm(offlineStore(), alarm);
        if (stored) void requestPendingAlarmSync();
        else sendWithoutStorage(alarm);
        openSos(stored);
      } finally {
        raising.current = false;
        setState(idle);
      }
    },
    [now, newId, openSos],
  );

  const cancel = useCallback(() => {
    if (raising.current || !countdown.current) return;
    countdown.current = null;
    setState(idle);
  }, []);

  const handleAlert = useCallback(
    (kind: PendantAlertKind): PendantAlertOutcome => {
      if (raising.current) return 'ignored';
      if (kind === 'longPress') {
        if (!countdown.current) return 'ignored';
        cancel();
        return 'cancelled';
      }
      if (!signedIn) {
        setNotice('signIn');
        return 'signedOut';
      }
      const next = nextPendantCountdown(countdown.current, kind, now(), buttonCountdownSeconds(graceSeconds));
      if (!next) return 'ignored';
      countdown.current = next;
      setState((previous) =>
        previous.phase === 'counting' && previous.dueAt === next.dueAt && previous.source === next.source
          ? previous
          : { phase: 'counting', source: next.source, dueAt: next.dueAt, secondsLeft: Math.max(0, Math.ceil((next.dueAt - now()) / 1000)) },
      );
      return 'counting';
    },
    [signedIn, graceSeconds, now, cancel],
  );

  const raiseNow = useCallback(() => {
    const current = countdown.current;
    if (current) void raise(current.source);
  }, [raise]);

  // The clock: a tick each whole second, the alarm when the deadline passes.
  const counting = state.phase === 'counting' ? { source: state.source, dueAt: state.dueAt } : null;
  const source = counting?.source;
  const dueAt = counting?.dueAt;
  useEffect(() => {
    if (source === undefined || dueAt === undefined) return;
    const timer = startGraceCountdown({
      dueAt,
      now,
      onTick: (secondsLeft) =>
        setState((previous) => (previous.phase === 'counting' && previous.secondsLeft !== secondsLeft ? { ...previous, secondsLeft } : previous)),
      onElapsed: () => void raise(source),
    });
    return () => timer.cancel();
  }, [source, dueAt, now, raise]);

  // Said only while nobody is signed in: signing in answers it.
  return { state, notice: signedIn ? null : notice, handleAlert, cancel, raiseNow };
}

/**
 * Storage refused (a private window's quota, a broken IndexedDB): /sos would find nothing to
 * resume, so the alarm is sent from here until the server confirms it, as /sos would. This hook
 * lives in the layout, so the sending outlives the move to /sos.
 */
function sendWithoutStorage(alarm: PendingAlarm) {
  void sendUntilConfirmed({
    send: async () => {
      try {
        return { ok: true as const, value: await raiseSos(await loadBrowserClient(), alarm) };
      } catch (error) {
        return { ok: false as const, error };
      }
    },
  });
}
