'use client';

import { useSyncExternalStore } from 'react';
import { isCriticalIslandReady, onCriticalIslandReady } from '@/lib/critical-island';

const readyInBrowser = () => isCriticalIslandReady();
// On the server and while hydrating: not yet. Nothing that waits runs there anyway.
const notOnServer = () => false;

/**
 * Whether the page's critical island (lib/critical-island.ts) is working, so what waits for it may
 * start: false while /sos's SOS button is still hydrating, true at once on every other page.
 */
export function useCriticalIslandReady(): boolean {
  return useSyncExternalStore(onCriticalIslandReady, readyInBrowser, notOnServer);
}
