'use client';

import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Whether this screen was reached with a working network. Shown at any other address (/sos, …)
 * it is the service worker's answer because the network failed, whatever navigator.onLine says
 * (it only knows about a network interface, not whether anything answers). Opened at its own
 * address, navigator.onLine is all there is. The server render assumes offline.
 */
function reachedOnline(): boolean {
  return navigator.onLine && window.location.pathname.endsWith('/sos-offline');
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, reachedOnline, () => false);
}
