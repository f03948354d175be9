'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { TimedPosition } from '@/lib/sos/location-throttle';

/** What the page can say about the position: not asked yet, waiting for a fix, have one, none. */
export type LocationState = 'idle' | 'waiting' | 'located' | 'denied' | 'unavailable';

const WATCH_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 };
/** A warm fix older than this is not sent with a new alarm (the member may have moved). */
const FRESH_FIX_MS = 30_000;

function toTimed(position: GeolocationPosition): TimedPosition {
  return {
    latitude: position.coords.latitude,
    longitude: position.coords.longitude,
    accuracy: Number.isFinite(position.coords.accuracy) ? position.coords.accuracy : null,
    recordedAt: position.timestamp || Date.now(),
  };
}

/**
 * navigator.geolocation with high accuracy and a 10 s timeout. `warm` keeps a watch running while
 * the page is open and permission was already granted, so an alarm can carry a position from its
 * very first write; `start()` asks (prompting if needed) when an alarm is raised. Never blocks:
 * the alarm is sent first, the position follows through `onPosition`.
 */
export function useGeolocationTrail(onPosition: (position: TimedPosition) => void) {
  const [state, setState] = useState<LocationState>('idle');
  const latest = useRef<TimedPosition | null>(null);
  const watchId = useRef<number | null>(null);
  const onPositionRef = useRef(onPosition);
  useEffect(() => {
    onPositionRef.current = onPosition;
  }, [onPosition]);

  const stop = useCallback(() => {
    if (watchId.current !== null && typeof navigator !== 'undefined') navigator.geolocation?.clearWatch(watchId.current);
    watchId.current = null;
  }, []);

  const start = useCallback(() => {
    if (watchId.current !== null) return;
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setState('unavailable');
      return;
    }
    setState((current) => (current === 'located' ? current : 'waiting'));
    watchId.current = navigator.geolocation.watchPosition(
      (position) => {
        const timed = toTimed(position);
        latest.current = timed;
        setState('located');
        onPositionRef.current(timed);
      },
      (error) => {
        if (error.code === error.PERMISSION_DENIED) {
          setState('denied');
          stop();
        } else if (!latest.current) {
          // Timeout or no fix yet: say so, and keep the watch running in case one comes.
          setState('unavailable');
        }
      },
      WATCH_OPTIONS,
    );
  }, [stop]);

  /** The last fix if it is recent enough to send with a new alarm. */
  const freshFix = useCallback((): TimedPosition | null => {
    const fix = latest.current;
    return fix && Date.now() - fix.recordedAt < FRESH_FIX_MS ? fix : null;
  }, []);

  // Warm up only when permission is already granted: no prompt before the member asks for help.
  useEffect(() => {
    let cancelled = false;
    navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((status) => {
        if (cancelled) return;
        if (status.state === 'granted') start();
        else if (status.state === 'denied') setState('denied');
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop();
    };
  }, [start, stop]);

  return { state, start, stop, freshFix, latest };
}
