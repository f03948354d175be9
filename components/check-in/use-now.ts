'use client';

import { useEffect, useState } from 'react';

/**
 * The browser's clock, read every `everyMs`. null until mounted: the server's clock and the
 * browser's would disagree during hydration.
 */
export function useNow(everyMs: number): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, everyMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [everyMs]);
  return now;
}
