'use client';

import dynamic from 'next/dynamic';
import { useAuth } from '@/components/auth/auth-provider';

/**
 * The alert region's code (feed, realtime, sound) is fetched only once someone is signed in:
 * an anonymous visitor's page renders nothing here and loads nothing more
 * (docs/product.md#family-alerts-on-every-page). Browser only: who is signed in is known there.
 */
const FamilyAlertRegion = dynamic(() => import('./family-alert-region'), { ssr: false });

export function FamilyAlertsMount() {
  const { user } = useAuth();
  // Keyed by the user: another account signed in on this page starts from a clean region.
  return user ? <FamilyAlertRegion key={user.id} userId={user.id} /> : null;
}
