'use client';

import { useRouter } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import type { CatalogueKind } from '@/lib/validation/catalogue';

/** What a catalogue form does once saved: back to the list, which says so (SavedNotice). */
export function useBackToList(kind: CatalogueKind) {
  const router = useRouter();
  return () => router.push(`${routes.adminCatalogue}?saved=${kind}`);
}
