'use client';

import { useEffect, useState } from 'react';
import { type SosEvent, isOpen } from '@/lib/data/sos';
import { startGraceCountdown } from '@/lib/sos/grace';

/**
 * Seconds left before the contacts are alerted, counted down to the server's deadline
 * (contacts_due_at; the browser never decides it, and the dispatcher sends without this page).
 * null when there is nothing to count down (no open alarm, or the contacts were already alerted).
 */
export function useGraceCountdown(event: SosEvent | null): number | null {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const dueAt = event && isOpen(event) && !event.contacts_dispatched_at ? event.contacts_due_at : null;
  useEffect(() => {
    if (!dueAt) return;
    const countdown = startGraceCountdown({ dueAt, onTick: setSecondsLeft });
    return () => countdown.cancel();
  }, [dueAt]);
  return dueAt ? secondsLeft : null;
}
