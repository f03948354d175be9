'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';

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

/** Our own server answers now (the worker passes API requests to the network untouched). */
async function serverAnswers(): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    return (await fetch('/api/health', { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

/**
 * Online when the screen was reached with a network, or when the network came back since: each
 * time the browser says it is online again, and once on opening, the server is asked, so the
 * screen stops saying "you are offline" (and offers the full SOS screen) as soon as it answers.
 */
export function useOnline(): boolean {
  const reached = useSyncExternalStore(subscribe, reachedOnline, () => false);
  const [answered, setAnswered] = useState(false);
  useEffect(() => {
    let active = true;
    const check = () =>
      void serverAnswers().then((ok) => {
        if (active) setAnswered(ok);
      });
    check();
    window.addEventListener('online', check);
    window.addEventListener('offline', check);
    return () => {
      active = false;
      window.removeEventListener('online', check);
      window.removeEventListener('offline', check);
    };
  }, []);
  return reached || answered;
}
