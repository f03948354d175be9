'use client';

import { useSosPosition } from '@/components/sos/use-sos-position';
import type { LiveAlertLink } from '@/lib/data/family';
import type { SosEvent, SosPosition } from '@/lib/data/sos';
import { mayReadLocation } from '@/lib/sos/family-alerts';

export type LocationView = { kind: 'shown'; position: SosPosition } | { kind: 'none' } | { kind: 'notShared' };

/**
 * What the family member may see of the alarm's position: read through the logged
 * get_sos_location only when their link's location_access allows it (always, or during the SOS);
 * read again whenever the alarm says a newer position exists. null while loading.
 */
export function useAlertLocation(event: SosEvent, link: LiveAlertLink | undefined): LocationView | null {
  const allowed = mayReadLocation(link, event);
  const { position, refused } = useSosPosition(allowed ? event.id : null, event.last_located_at);
  if (!allowed || refused) return { kind: 'notShared' };
  if (position === undefined) return null;
  return position ? { kind: 'shown', position } : { kind: 'none' };
}
