'use client';

import { useCallback, useEffect, useRef } from 'react';
import { loadBrowserClient } from '@/components/realtime/browser-client';
import { type SosEvent, isOpen } from '@/lib/data/sos';
import { appendSosLocation } from '@/lib/data/sos-alarm';
import { shouldRecordPosition, type TimedPosition } from '@/lib/sos/location-throttle';
import { useGeolocationTrail } from './use-geolocation-trail';

/**
 * The alarm's trail: the device's fixes are appended to sos_locations at most every 10 s / 25 m
 * (lib/sos/location-throttle.ts) while `event` is open, and the watch stops when it ends. Never
 * awaited by the alarm: the alarm is written first, positions follow.
 */
export function useSosLocationTrail(memberId: string, event: SosEvent | null) {
  const lastRecorded = useRef<TimedPosition | null>(null);
  // The alarm positions go to: set at once on confirmation, then kept in step with the live event.
  const alarm = useRef<SosEvent | null>(event);
  useEffect(() => {
    alarm.current = event;
  }, [event]);

  const append = useCallback(
    async (position: TimedPosition) => {
      const current = alarm.current;
      if (!current || !isOpen(current) || !shouldRecordPosition(lastRecorded.current, position)) return;
      lastRecorded.current = position;
      const stored = await appendSosLocation(await loadBrowserClient(), { eventId: current.id, memberId, position });
      // A refused point (the alarm just ended, a blip) is not retried: the next fix follows.
      if (!stored) lastRecorded.current = null;
    },
    [memberId],
  );

  const geo = useGeolocationTrail((position) => void append(position));
  const { start, stop, latest } = geo;

  /** A new alarm is about to be sent: its trail starts afresh, and the position is asked for. */
  const begin = useCallback(() => {
    lastRecorded.current = null;
    start();
  }, [start]);

  /** The server confirmed `confirmed`: it kept a position only if the write carried one; otherwise attach what we have now. */
  const follow = useCallback(
    (confirmed: SosEvent) => {
      alarm.current = confirmed;
      const fix = latest.current;
      if (!confirmed.location_unavailable) lastRecorded.current = fix;
      else if (fix) void append(fix);
    },
    [latest, append],
  );

  // The trail stops when the alarm ends.
  const ended = event !== null && !isOpen(event);
  useEffect(() => {
    if (ended) stop();
  }, [ended, stop]);

  return { state: geo.state, latest, freshFix: geo.freshFix, start, begin, follow };
}
