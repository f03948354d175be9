'use client';

import { useFormatter } from 'next-intl';
import { useViewerTimeZone } from '@/components/ui/use-viewer-time-zone';

/** Moments on the offline screen, in the member's own zone (it only renders in the browser). */
export function useMomentText() {
  const format = useFormatter();
  const timeZone = useViewerTimeZone();
  return {
    time: (at: number) => format.dateTime(new Date(at), { hour: '2-digit', minute: '2-digit', timeZone }),
    dayAndTime: (at: number) => format.dateTime(new Date(at), { dateStyle: 'medium', timeStyle: 'short', timeZone }),
  };
}
