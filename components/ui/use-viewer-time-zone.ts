'use client';

import { useSyncExternalStore } from 'react';
import { browserTimeZone } from '@/lib/time/browser-time-zone';

/** The zone never changes while a page is open, so there is nothing to subscribe to. */
const noSubscription = () => () => {};
const serverTimeZone = () => 'UTC';

/**
 * The time zone to show moments in: UTC on the server and in the first browser render (so that
 * render hydrates the server's text exactly: next-intl's request config fixes UTC too), then the
 * browser's own zone. React re-renders after hydration when the two differ.
 */
export function useViewerTimeZone(): string {
  return useSyncExternalStore(noSubscription, browserTimeZone, serverTimeZone);
}
