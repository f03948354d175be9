'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useViewerTimeZone } from '@/components/ui/use-viewer-time-zone';
import { dueDay } from '@/lib/check-in/due-time';

/**
 * A due time as the member says it, on their own clock (the browser's zone): "23:00 today",
 * "07:30 tomorrow", or with its date when further away. `zone` adds the zone's short name, for the
 * page; the banner keeps to the time. Only for views rendered after mount (they read the clock).
 */
export function useDueText() {
  const t = useTranslations('CheckIn.due');
  const format = useFormatter();
  const timeZone = useViewerTimeZone();
  return (iso: string, now: number, { zone = false }: { zone?: boolean } = {}) => {
    const due = new Date(iso);
    const time = format.dateTime(due, { hour: '2-digit', minute: '2-digit', timeZone, ...(zone ? { timeZoneName: 'short' } : {}) });
    const day = dueDay(due, now, timeZone);
    if (day === 'later') return t('later', { date: format.dateTime(due, { day: 'numeric', month: 'long', timeZone }), time });
    return t(day, { time });
  };
}
