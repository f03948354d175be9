'use client';

import { useEffect, useRef } from 'react';
import { shouldNotify } from '@/lib/sos/family-alert-attention';
import { showAlertNotification } from './alert-notification';
import type { FamilyAlert } from './use-family-alerts';

type Describe = (alert: FamilyAlert) => { title: string; body: string; url: string };

/**
 * A system notification for each open alarm that appears while this page is hidden (another tab,
 * a minimised window) and notifications are allowed. An alarm that appeared while the page was
 * in view was seen there, and is never notified later.
 */
export function useAlertNotifications(alerts: FamilyAlert[], describe: Describe, focusAlert: (eventId: string) => void): void {
  const announced = useRef(new Set<string>());
  const latest = useRef({ describe, focusAlert });
  useEffect(() => {
    latest.current = { describe, focusAlert };
  });

  useEffect(() => {
    const hidden = document.visibilityState === 'hidden';
    for (const alert of alerts) {
      const { id } = alert.event;
      if (!shouldNotify(alert.event) || announced.current.has(id)) continue;
      announced.current.add(id);
      if (!hidden) continue;
      const { describe: text, focusAlert: focus } = latest.current;
      showAlertNotification({ ...text(alert), eventId: id, onClick: () => focus(id) });
    }
  }, [alerts]);
}
