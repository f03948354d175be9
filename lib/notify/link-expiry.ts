import { announceExpiredFamilyLinks } from '@/lib/data/family-link-expiry';
import type { AdminClient } from '@/lib/data/sos-outbox';
import { type PeriodicLog, runEvery } from './run-every';

/**
 * A family link that expires ends without any write, so nothing would tell the member's private
 * SOS topic. The long-lived dispatcher asks the database every `intervalMs` to announce links whose
 * expiry just passed (announce_expired_family_links, migration 20261123000800); the channels of
 * those family members are then closed (local server) or refused on rejoin (hosted). In production
 * Supabase Cron does the same every second (supabase/deploy/sos-dispatch-schedule.sql).
 * Returns a function that stops it.
 */
export function announceExpiredLinksEvery(admin: AdminClient, intervalMs: number, log?: PeriodicLog): () => void {
  return runEvery('announce expired family links', intervalMs, () => announceExpiredFamilyLinks(admin), log);
}
