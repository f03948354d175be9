'use client';

import { useMemo, useRef } from 'react';

/**
 * For a dialog opened without a Radix trigger (through an event, or from whichever button asked):
 * Radix cannot know where focus came from, so remember the element focused when it opens and give
 * focus back to it when it closes (WAI-ARIA's dialog pattern). Spread onto DialogContent.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return useMemo(
    () => ({
      onOpenAutoFocus: () => {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      },
      onCloseAutoFocus: (event: Event) => {
        if (!opener.current?.isConnected) return;
        event.preventDefault();
        opener.current.focus();
      },
    }),
    [],
  );
}
