'use client';

import { useTranslations } from 'next-intl';
import { type RefObject, useEffect, useState } from 'react';

/**
 * While an alarm is open and the alert region has scrolled out of sight, a small round button in
 * the bottom left corner leads back to it. Bottom left: the Devices button holds the bottom right
 * and Emma the top right, the navigation bar sticks to the top, and at 56 px the button stays
 * clear of the big SOS button in the middle of /sos. Above the app shell's bottom bar on phones.
 */
export function AlertJumpButton({ region, openCount, onJump }: { region: RefObject<HTMLElement | null>; openCount: number; onJump: () => void }) {
  const t = useTranslations('FamilyAlerts');
  const outOfSight = useOutOfSight(region, openCount > 0);
  if (openCount === 0 || !outOfSight) return null;
  return (
    <button
      type="button"
      onClick={onJump}
      aria-label={t('jump', { count: openCount })}
      data-testid="family-alert-jump"
      className="fixed bottom-[calc(var(--app-bottom-bar,0px)+1rem)] left-4 z-40 flex size-14 items-center justify-center rounded-full bg-emergency text-sm font-black text-emergency-foreground shadow-lg ring-4 ring-emergency/30 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring print:hidden"
    >
      SOS
      <span aria-hidden="true">↑</span>
    </button>
  );
}

/** Whether the element is entirely outside the viewport; false where IntersectionObserver is missing. */
function useOutOfSight(element: RefObject<HTMLElement | null>, watch: boolean): boolean {
  const [outOfSight, setOutOfSight] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!watch || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setOutOfSight(!entry.isIntersecting));
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, watch]);
  return watch && outOfSight;
}
