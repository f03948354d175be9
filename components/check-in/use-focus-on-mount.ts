'use client';

import { useEffect, useRef } from 'react';

/**
 * A ref whose element takes focus when it mounts, if `focus` says so: the check-in page swaps the
 * start form and the running check-in, and the button that was pressed is gone with the view it
 * was in, so focus would otherwise fall back to the top of the page.
 */
export function useFocusOnMount<T extends HTMLElement>(focus: boolean) {
  const ref = useRef<T>(null);
  const wanted = useRef(focus);
  useEffect(() => {
    if (wanted.current) ref.current?.focus();
  }, []);
  return ref;
}
