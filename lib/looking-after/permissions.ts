import type { Database } from '@/lib/database.types';

type LocationAccess = Database['public']['Enums']['location_access'];

/** The permission columns a family link (or invitation) carries. */
export type LinkPermissions = {
  receive_sos_alerts: boolean;
  location_access: LocationAccess;
  view_medical: boolean;
  view_device_status: boolean;
  view_activity: boolean;
};

/** One granted permission, as a message key under FullDashboard.permissions. */
export type PermissionKey = 'sosAlerts' | 'locationDuringSos' | 'locationAlways' | 'medical' | 'deviceStatus' | 'activity';

/**
 * The short summary of what a link lets the other person see, in a fixed order (alerts first:
 * that is what family members are mostly there for). An empty list means the link shares nothing,
 * which the page says in words rather than leaving a blank.
 */
export function permissionSummary(link: LinkPermissions): PermissionKey[] {
  const keys: PermissionKey[] = [];
  if (link.receive_sos_alerts) keys.push('sosAlerts');
  if (link.location_access === 'during_sos') keys.push('locationDuringSos');
  if (link.location_access === 'always') keys.push('locationAlways');
  if (link.view_medical) keys.push('medical');
  if (link.view_device_status) keys.push('deviceStatus');
  if (link.view_activity) keys.push('activity');
  return keys;
}

/** Whether the last alarm may be shown: RLS lets alert receivers see recent ones and activity readers all. */
export function maySeeAlarms(link: LinkPermissions): boolean {
  return link.receive_sos_alerts || link.view_activity;
}

type SosStatus = Database['public']['Enums']['sos_status'];

/**
 * Whether offering "Show location" for an alarm makes sense, mirroring
 * private.authorize_sos_location_read: during_sos while the alarm is open, always for any alarm.
 * Only an offer: the database decides again, and logs, when the button is pressed.
 */
export function mayOfferLocation(access: LocationAccess, alarm: SosStatus): boolean {
  if (access === 'always') return true;
  return access === 'during_sos' && (alarm === 'active' || alarm === 'acknowledged');
}

export type LinkState = 'live' | 'paused' | 'ended';

/**
 * How a looked-after link reads on the page, from what the database said (is_live comes from
 * family_link_is_live): live grants its permissions; paused by the member; otherwise the active
 * link's end of access has passed.
 */
export function linkState(link: { status: Database['public']['Enums']['family_link_status']; is_live: boolean }): LinkState {
  if (link.is_live) return 'live';
  return link.status === 'paused' ? 'paused' : 'ended';
}
