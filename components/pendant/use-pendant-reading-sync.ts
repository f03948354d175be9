'use client';

import { useEffect, useState } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import { actionErrorKey } from '@/lib/actions/action-result';
import { recordPendantReading } from '@/lib/actions/pendant';
import { createSaveThrottle, type SaveThrottle } from '@/lib/pendant/save-throttle';
import type { PendantReading } from '@/lib/pendant/simulator';

export type PendantReadingSyncInput = {
  connected: boolean;
  deviceId: string | null;
  deviceName: string | null;
  deviceReading: PendantReading;
  /** Stored when the pendant reports no name of its own. */
  fallbackName: string;
};

type Save = typeof recordPendantReading;

/**
 * Sends a signed-in member's real pendant readings to `devices`, at most every 30 s. Simulated
 * values never leave the browser: they are not about anyone.
 */
export function usePendantReadingSync(
  { connected, deviceId, deviceName, deviceReading, fallbackName }: PendantReadingSyncInput,
  save: Save = recordPendantReading,
  throttle?: SaveThrottle,
): void {
  const { user } = useAuth();
  const [ownThrottle] = useState(() => throttle ?? createSaveThrottle());
  const userId = user?.id ?? null;
  const { heartRate, battery } = deviceReading;

  // A newly connected pendant (or another member signing in) is saved at once.
  useEffect(() => ownThrottle.reset(), [ownThrottle, deviceId, userId]);

  useEffect(() => {
    if (!userId || !connected || !deviceId) return;
    if (heartRate === null && battery === null) return;
    if (!ownThrottle.tryTake()) return;
    // Called directly, not through useAction: a background save every 30 s that nothing waits for
    // or shows; the hook's state would only re-render the device panel with each reading.
    save({ hardwareId: deviceId, name: deviceName ?? fallbackName, battery, heartRate })
      .then((result) => {
        const failure = actionErrorKey(result);
        if (failure) console.warn(`Pendant reading not saved (${failure})`);
      })
      .catch((error: unknown) => console.warn('Pendant reading not saved', error));
  }, [ownThrottle, save, userId, connected, deviceId, deviceName, fallbackName, heartRate, battery]);
}
