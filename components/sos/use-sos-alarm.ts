'use client';

import { useCallback, useEffect, useState } from 'react';
import { type SosEvent, isOpen } from '@/lib/data/sos';
import { armSosAlertWithRetries } from './arm-sos-alert';
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
 * - follow-up: arms the server fan-out, follows the event and its timeline live (useSosEvent,
 *   useSosTimeline), counts down the grace and nudges the sweep (useGraceCountdown), ends it.
 */
export function useSosAlarm(memberId: string, initialEvent: SosEvent | null) {
  // The alarm this page follows: the open one it was rendered with, or the one just raised.
  const [followed, setFollowed] = useState<SosEvent | null>(initialEvent);
  const eventId = followed?.id ?? null;
  const { event, refresh } = useSosEvent(eventId, followed);
  const timeline = useSosTimeline(eventId);
  const trail = useSosLocationTrail(memberId, event);

  const { follow } = trail;
  const onConfirmed = useCallback(
    (confirmed: SosEvent) => {
      setFollowed(confirmed);
      follow(confirmed);
      void armSosAlertWithRetries(confirmed.id);
    },
    [follow],
  );
  const { sending, raise, resume } = useRaiseSos(trail, onConfirmed);

  // After a reload: resume a pending alarm at once, or pick up the open one.
  useEffect(() => {
    if (resume()) return;
    if (initialEvent && isOpen(initialEvent)) {
      trail.start();
      void armSosAlertWithRetries(initialEvent.id);
    }
    // Only on mount: later alarms are started by raise().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const graceLeft = useGraceCountdown(event);
  const { end, ending } = useEndSos(eventId, refresh);
  const reset = useCallback(() => setFollowed(null), []);

  return { event, timeline, sending, graceLeft, ending, locationState: trail.state, raise, end, reset };
}
