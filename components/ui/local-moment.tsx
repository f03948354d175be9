'use client';

import { useFormatter } from 'next-intl';
import { momentLines, type MomentStyle } from '@/lib/time/moment-styles';
import { useViewerTimeZone } from './use-viewer-time-zone';

/**
 * One moment the member reads, in their language and their own time zone, with that zone named.
 * The server does not know the reader's zone, so its render (and the first browser render, which
 * must hydrate the same text) states UTC; after mount the browser shows its local time. Every
 * member-facing moment goes through this, so a carer's end typed as 14:00 reads 14:00 again.
 * Pure dates (a billing day, a UTC period) do not: they have no time of day to shift.
 */
export function LocalMoment({ iso, style = 'long', className }: { iso: string; style?: MomentStyle; className?: string }) {
  const format = useFormatter();
  const timeZone = useViewerTimeZone();
  const date = new Date(iso);
  const lines = momentLines(style, timeZone).map((options) => format.dateTime(date, options));
  return (
    <time dateTime={iso} className={className}>
      {lines.length === 1
        ? lines[0]
        : lines.map((line, index) => (
            <span key={index} className={index === 0 ? 'block' : 'block text-muted-foreground'}>
              {line}
            </span>
          ))}
    </time>
  );
}
