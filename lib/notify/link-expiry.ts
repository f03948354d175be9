import { announceExpiredFamilyLinks } from '@/lib/data/family-link-expiry';
import type { AdminClient } from '@/lib/data/sos-outbox';

/**
 * A family link that expires ends without any write, so nothing would tell the member's private
 * SOS topic. The long-lived dispatcher asks the database every `intervalMs` to announce links whose
 * expiry just passed (announce_expired_family_links, migration 20261123000800); the channels of
 * those family members are then closed (local server) or refused on rejoin (hosted). In production
 * Supabase Cron does the same every second (supabase/deploy/sos-dispatch-schedule.sql).
 * Returns a function that stops it.
 */
export function announceExpiredLinksEvery(
  admin: AdminClient,
  intervalMs: number,
  log: Pick<Console, 'warn' | 'info'> = console,
): () => void {
  let running = false;
  let failing = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    announceExpiredFamilyLinks(admin)
      .then(() => {
        if (failing) log.info('[sos-dispatcher] announcing expired family links works again');
        failing = false;
      })
      .catch((error: unknown) => {
        if (!failing) log.warn('[sos-dispatcher] cannot announce expired family links, retrying', error instanceof Error ? error.message : error);
        failing = true;
      })
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  return () => clearInterval(timer);
}
