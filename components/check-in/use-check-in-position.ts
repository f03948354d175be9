'use client';

import { useEffect } from 'react';
import { updateCheckInPosition } from '@/lib/actions/check-in';
import { shouldSendPosition } from '@/lib/check-in/phase';
import { POSITION_INTERVAL_MS } from '@/lib/check-in/limits';

const WATCH_OPTIONS: PositionOptions = { enableHighAccuracy: true, maximumAge: POSITION_INTERVAL_MS, timeout: 30_000 };

/**
 * While the page is open on a running check-in, its alarm gets the member's latest position
 * (update_check_in_position), at most once a minute, and only when the browser already allows
 * location: this never prompts (the start form asks, once, on the member's request). The action is
 * called directly, not through useAction: nothing waits for it, and a failed send is simply
 * followed by the next one.
 */
export function useCheckInPosition(checkInId: string | null) {
  useEffect(() => {
    if (!checkInId || typeof navigator === 'undefined' || !navigator.geolocation || !navigator.permissions) return;
    let cancelled = false;
    let watchId: number | null = null;
    let lastSent: number | null = null;
    navigator.permissions
      .query({ name: 'geolocation' })
      .then((status) => {
        if (cancelled || status.state !== 'granted') return;
        watchId = navigator.geolocation.watchPosition(
          (position) => {
            const now = Date.now();
            if (!shouldSendPosition(lastSent, now)) return;
            lastSent = now;
            const { latitude, longitude, accuracy } = position.coords;
            void updateCheckInPosition({ checkInId, latitude, longitude, accuracy: Number.isFinite(accuracy) ? accuracy : null }).catch(() => undefined);
          },
          () => undefined,
          WATCH_OPTIONS,
        );
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      if (watchId !== null) navigator.geolocation.clearWatch(watchId);
    };
  }, [checkInId]);
}
