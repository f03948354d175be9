'use client';

import { LocalMoment } from '@/components/ui/local-moment';

/**
 * A moment to the second in the viewer's own time zone, zone named: the family pages' name for the
 * shared LocalMoment (components/ui/local-moment.tsx), kept so their imports need not change.
 */
export function Moment({ iso, className }: { iso: string; className?: string }) {
  return <LocalMoment iso={iso} style="long" className={className} />;
}
