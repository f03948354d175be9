'use client';

import { useEffect } from 'react';

const SCRIPT = '/sw.js';
const REFRESH_MESSAGE = 'ice-sos:refresh-offline-shell';
const REFRESHED_KEY = 'ice-sos:offline-shell-refreshed';

/** After the page has loaded and the browser is idle: never competes with the first paint. */
function whenIdle(work: () => void): () => void {
  let cancelled = false;
  let idleId: number | null = null;
  // Safari has no requestIdleCallback: a second after load is idle enough.
  const idle = typeof window.requestIdleCallback === 'function';
  const run = () => {
    if (cancelled) return;
    idleId = idle ? window.requestIdleCallback(work, { timeout: 5_000 }) : window.setTimeout(work, 1_000);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if (idleId === null) return;
    if (idle) window.cancelIdleCallback(idleId);
    else window.clearTimeout(idleId);
  };
}

/** True after the first call in this tab's session (and where session storage is refused). */
function refreshedThisVisit(): boolean {
  try {
    if (sessionStorage.getItem(REFRESHED_KEY)) return true;
    sessionStorage.setItem(REFRESHED_KEY, '1');
    return false;
  } catch {
    return true;
  }
}

/**
 * Registers our service worker (public/sw.js, scope "/") for every visitor, so /sos opens offline
 * (docs/architecture.md#the-offline-app). The push switch registers the same script with the same
 * scope, so either one finds the other's registration. Once per visit the worker is asked to fetch
 * the offline screen again, so a new release's files replace the old ones.
 * Only in production builds: in `next dev` the static files are not hashed, and a cached copy
 * would hide a developer's changes.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    return whenIdle(() => {
      navigator.serviceWorker
        .register(SCRIPT, { scope: '/', updateViaCache: 'none' })
        .then((registration) => {
          if (refreshedThisVisit()) return;
          // A worker installed just now has fetched the screen itself; an older one is asked to.
          if (registration.active && !registration.installing) registration.active.postMessage({ type: REFRESH_MESSAGE });
        })
        .catch((error: unknown) => console.warn('Registering the service worker failed', error));
    });
  }, []);
  return null;
}
