'use client';

import { useCallback, useState } from 'react';
import { loadDismissedAlerts, saveDismissedAlert } from '@/lib/sos/family-alert-storage';

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/**
 * The ended alarms this user dismissed, remembered in local storage so a reload or another page
 * does not bring them back (bounded: lib/sos/family-alert-storage.ts). The alerts render in the
 * browser only, so reading storage at first render is safe; the region is keyed by the user, so
 * another account on the same page starts with its own list.
 */
export function useDismissedAlerts(userId: string | null) {
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set(userId ? loadDismissedAlerts(storage(), userId) : []));
  const dismiss = useCallback(
    (eventId: string) => {
      if (userId) setDismissed(new Set(saveDismissedAlert(storage(), userId, eventId)));
    },
    [userId],
  );
  return { dismissed, dismiss };
}
