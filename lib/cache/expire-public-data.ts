import 'server-only';
import { updateTag } from 'next/cache';
import type { PublicDataTag } from './public-data-tags';

/**
 * After an admin's save (Server Actions only): the cached public pages that show this data render
 * again on their next visit, and the admin's own next load already waits for the new version.
 * Nothing else writes public data while the app runs: the Stripe webhook writes members' orders and
 * subscriptions only, and the start-up price sync (scripts/stripe-catalogue.ts) runs before Next.
 */
export function publicDataChanged(tag: PublicDataTag): void {
  updateTag(tag);
}
