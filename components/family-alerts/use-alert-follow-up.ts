'use client';

import { useEffect, useRef } from 'react';
import { confirmSosAlertSeen } from '@/lib/actions/sos';
import { type SosEvent, isOpen } from '@/lib/data/sos';

/**
 * What a family member's page does for an alarm it shows: tells the server once that the alert
 * was seen, so their in-app line on the member's receipt becomes delivered. Delivery to the
 * contacts is the dispatcher's alone (docs/architecture.md#sos-delivery).
 */
export function useAlertFollowUp(event: SosEvent): void {
  const open = isOpen(event);
  const confirmed = useRef(false);
  useEffect(() => {
    if (!open || confirmed.current) return;
    confirmed.current = true;
    // Called directly, not through useAction: nothing on the card waits for or shows this answer,
    // and the hook's state would only re-render every open alert card in the family's worst minute.
    void confirmSosAlertSeen({ eventId: event.id }).catch(() => undefined);
  }, [open, event.id]);
}
