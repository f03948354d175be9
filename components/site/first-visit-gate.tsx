'use client';

import dynamic from 'next/dynamic';
import { useForeground } from '@/components/ui/foreground-claim';
import { useHasVisited } from './preferences-store';

// Only first-time visitors need the dialog's code.
const FirstVisitDialog = dynamic(() => import('./first-visit-dialog').then((module) => module.FirstVisitDialog), {
  ssr: false,
});

/**
 * docs/product.md#states: the first-visit dialog shows when the local visited flag is absent, and
 * never over an open alarm (it waits until none holds the foreground).
 */
export function FirstVisitGate() {
  const visited = useHasVisited();
  const { claimed } = useForeground();
  return visited || claimed ? null : <FirstVisitDialog />;
}
