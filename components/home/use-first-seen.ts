'use client';

import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element has been on screen (and from then on). Where IntersectionObserver is
 * missing, true at once. For work a visitor only benefits from while looking at a part of the page,
 * such as the app preview's live updates (issue 48: no supabase-js in a visitor's first load).
 */
export function useFirstSeen(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      // Nothing can say when it is seen: take it as seen rather than never.
      queueMicrotask(() => setSeen(true));
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}
