'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { requestPendingAlarmSync } from '@/lib/offline/background-sync';
import { type MemberState, loadMemberState } from '@/lib/offline/member-state';
import { isFinalQueuedFailure, postQueuedAlarm } from '@/lib/offline/send-queued';
import { type SentAlarm, loadSentAlarm, markAlarmSent } from '@/lib/offline/sent-alarm';
import { offlineStore } from '@/lib/offline/store';
import { ALARM_NEEDS_SIGN_IN_MESSAGE, ALARM_SENT_MESSAGE, onWorkerMessage } from '@/lib/offline/worker-messages';
import { type PendingAlarm, loadPendingAlarm, newPendingAlarm, savePendingAlarm } from '@/lib/sos/pending-alarm';
import { sendUntilConfirmed } from '@/lib/sos/send-until-confirmed';

export type OfflineSosView = {
  /** False until this device's store was read: nothing about the member is shown before. */
  ready: boolean;
  member: MemberState | null;
  pending: PendingAlarm | null;
  sent: SentAlarm | null;
  /** The browser will send the queued alarm even after this page closes (Background Sync). */
  background: boolean;
  needsSignIn: boolean;
  /** Storage refused the alarm: only this open page can send it. */
  notStored: boolean;
};

const EMPTY: OfflineSosView = { ready: false, member: null, pending: null, sent: null, background: false, needsSignIn: false, notStored: false };

/**
 * The offline SOS screen's state and its one action, all from this device's IndexedDB
 * (docs/architecture.md#the-offline-app): a tap stores the alarm, asks for Background Sync, and
 * this page also keeps trying through POST /api/sos/queued while it is open (the only path where
 * Background Sync is missing). Whichever path gets through, the screen says when it was sent.
 */
export function useOfflineSos() {
  const [view, setView] = useState<OfflineSosView>(EMPTY);
  // The alarm this page is trying to send; cleared to stop the loop (sent, unmounted).
  const trying = useRef<string | null>(null);

  const sent = useCallback((record: SentAlarm) => {
    if (trying.current === record.clientRequestId) trying.current = null;
    setView((v) => ({ ...v, sent: record, pending: v.pending?.clientRequestId === record.clientRequestId ? null : v.pending, needsSignIn: false }));
  }, []);

  const keepTrying = useCallback(
    async (alarm: PendingAlarm, stored: boolean) => {
      if (trying.current === alarm.clientRequestId) return;
      trying.current = alarm.clientRequestId;
      // The worker reads the alarm from storage: without it stored, only this page can send it.
      const background = stored && (await requestPendingAlarmSync());
      setView((v) => ({ ...v, background }));
      const confirmed = await sendUntilConfirmed<{ event: unknown }>({
        send: async () => {
          const outcome = await postQueuedAlarm(alarm);
          return outcome.ok ? { ok: true, value: { event: outcome.value } } : outcome;
        },
        shouldContinue: () => trying.current === alarm.clientRequestId,
        isFinal: isFinalQueuedFailure,
        onRefused: (error) => {
          if ((error as { status?: number }).status === 401) setView((v) => ({ ...v, needsSignIn: true }));
        },
      });
      // Null: refused for good, or stopped because the worker sent it first.
      if (trying.current !== alarm.clientRequestId) return;
      trying.current = null;
      if (!confirmed) return;
      sent(await markAlarmSent(offlineStore(), alarm.clientRequestId, Date.now()));
    },
    [sent],
  );

  useEffect(() => {
    let active = true;
    const store = offlineStore();
    void Promise.all([loadMemberState(store), loadPendingAlarm(store), loadSentAlarm(store)]).then(([member, pending, sentRecord]) => {
      if (!active) return;
      setView((v) => ({ ...v, ready: true, member, pending, sent: sentRecord }));
      // Queued earlier and the page opened again: keep trying from here too.
      if (member && pending) void keepTrying(pending, true);
    });
    const stop = onWorkerMessage((message) => {
      if (message.type === ALARM_SENT_MESSAGE) sent({ clientRequestId: message.clientRequestId, sentAt: message.sentAt });
      if (message.type === ALARM_NEEDS_SIGN_IN_MESSAGE) setView((v) => ({ ...v, needsSignIn: true }));
    });
    return () => {
      active = false;
      trying.current = null;
      stop();
    };
  }, [keepTrying, sent]);

  const raise = useCallback(async () => {
    if (!view.member || view.pending) return;
    const alarm = newPendingAlarm('app', Date.now(), crypto.randomUUID());
    const stored = await savePendingAlarm(offlineStore(), alarm);
    setView((v) => ({ ...v, pending: alarm, notStored: !stored, needsSignIn: false }));
    void keepTrying(alarm, stored);
  }, [view.member, view.pending, keepTrying]);

  return { view, raise };
}
