'use client';

import dynamic from 'next/dynamic';
import { useHasVisited } from './preferences-store';

// Only first-time visitors need the dialog's code.
const FirstVisitDialog = dynamic(() => import('./first-visit-dialog').then((module) => module.FirstVisitDialog), {
  ssr: false,
});

/** docs/product.md#states: the first-visit dialog shows when the local visited flag is absent. */
export function FirstVisitGate() {
  const visited = useHasVisited();
  return visited ? null : <FirstVisitDialog />;
}
