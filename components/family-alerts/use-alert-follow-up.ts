'use client';

import { useEffect, useRef } from 'react';
import { confirmSosAlertSeen, nudgeSosDispatch } from '@/lib/actions/sos';
import { type SosEvent, isOpen } from '@/lib/data/sos';

/** Past the deadline, with room for the member's own page to nudge first. */
const NUDGE_AFTER_DUE_MS = 1_000;

/**
 * What a family member's page does for an alarm it shows: tells the server once that the alert
 * was seen (their in-app line on the member's receipt becomes delivered), and, as the safety net
 * for the grace timer, asks for the sweep when the contacts' deadline passes.
 */
export function useAlertFollowUp(event: SosEvent): void {
  const open = isOpen(event);
  const confirmed = useRef(false);
  useEffect(() => {
    if (!open || confirmed.current) return;
    confirmed.current = true;
    void confirmSosAlertSeen({ eventId: event.id }).catch(() => undefined);
  }, [open, event.id]);

  const dueAt = open && !event.contacts_dispatched_at ? event.contacts_due_at : null;
  useEffect(() => {
    if (!dueAt) return;
    const wait = Math.max(0, Date.parse(dueAt) - Date.now()) + NUDGE_AFTER_DUE_MS;
    const timer = setTimeout(() => void nudgeSosDispatch().catch(() => undefined), wait);
    return () => clearTimeout(timer);
  }, [dueAt]);
}
