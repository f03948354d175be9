import type { LinkPermissions } from '@/lib/looking-after/permissions';

/**
 * Whether a family link may see the member's running check-in (its due time and note), mirroring
 * the check_ins policy: device status, or location at all times. Only an offer of what to read:
 * RLS decides again.
 */
export function familyMaySeeCheckIn(link: Pick<LinkPermissions, 'view_device_status' | 'location_access'>): boolean {
  return link.view_device_status || link.location_access === 'always';
}
