'use client';

import { useCallback, useEffect, useState } from 'react';
import { type SosEvent, isOpen } from '@/lib/data/sos';
import { PENDING_ALARM_STORED_EVENT } from '@/lib/sos/pending-alarm';
import { useEndSos } from './use-end-sos';
import { useGraceCountdown } from './use-grace-countdown';
import { useRaiseSos } from './use-raise-sos';
import { useSosEvent } from './use-sos-event';
import { useSosLocationTrail } from './use-sos-location-trail';
import { useSosTimeline } from './use-sos-timeline';

export type { SendingState } from './use-raise-sos';

/**
 * The member's side of an alarm, composed of one hook per job:
 * - raise (useRaiseSos): stored first, sent until confirmed, resumed after a reload;
 * - location (useSosLocationTrail): never awaited, a trail while the alarm is open;
 * - follow-up: follows the event and its timeline live (useSosEvent, useSosTimeline), counts
 *   down the grace (useGraceCountdown), ends it. Who is told, and when, the database and the
 *   dispatcher decide (docs/architecture.md#sos-delivery): closing this page changes nothing.
 */
export function useSosAlarm(memberId: string, initialEvent: SosEvent | null) {
  // The alarm this page follows: the open one it was rendered with, or the one just raised.
  const [followed, setFollowed] = useState<SosEvent | null>(initialEvent);
  const eventId = followed?.id ?? null;
  // The member's own private topic carries the alarm and its steps (one channel for both).
  const { event, refresh } = useSosEvent(memberId, eventId, followed);
  const timeline = useSosTimeline(memberId, eventId);
  const trail = useSosLocationTrail(memberId, event);

  const { follow } = trail;
  const onConfirmed = useCallback(
    (confirmed: SosEvent) => {
      setFollowed(confirmed);
      follow(confirmed);
    },
    [follow],
  );
  const { sending, refusal, raise, resume } = useRaiseSos(trail, onConfirmed);

  // After a reload: resume a pending alarm at once, or pick up the open one.
  useEffect(() => {
    void resume().then((resumed) => {
      if (!resumed && initialEvent && isOpen(initialEvent)) trail.start();
    });
    // Only on mount: later alarms are started by raise().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The pendant's countdown stored an alarm while this page is open: send it from here at once
  // (no navigation, which would drop the pendant's Bluetooth link).
  useEffect(() => {
    const takeOver = (stored: Event) => {
      stored.preventDefault();
      void resume();
    };
    window.addEventListener(PENDING_ALARM_STORED_EVENT, takeOver);
    return () => window.removeEventListener(PENDING_ALARM_STORED_EVENT, takeOver);
  }, [resume]);

  const graceLeft = useGraceCountdown(event);
  const { end, ending } = useEndSos(eventId, refresh);
  const reset = useCallback(() => setFollowed(null), []);

  return { event, timeline, sending, refusal, graceLeft, ending, locationState: trail.state, raise, end, reset };
}
