'use client';

import { useEffect, useSyncExternalStore } from 'react';

/**
 * What must never be covered (an open SOS alarm) claims the foreground, and every overlay yields
 * to it (docs/product.md#family-alerts-on-every-page): a dialog that opens by itself waits, toasts
 * stay out of sight, and a dialog that is open when a new claim arrives closes, so the alarm is
 * seen and answered at once. A module-level store, so any component can read it without a
 * provider: overlays are mounted in many trees (the page, the layout, portals).
 */
type Foreground = {
  /** Some component holds a claim now. */
  claimed: boolean;
};

const claims = new Map<symbol, string>();
const listeners = new Set<() => void>();
const arrivalListeners = new Set<() => void>();
const UNCLAIMED: Foreground = { claimed: false };
let current: Foreground = UNCLAIMED;

function publish(arrived: boolean) {
  const claimed = claims.size > 0;
  if (claimed !== current.claimed) {
    current = { claimed };
    listeners.forEach((listener) => listener());
  }
  if (arrived) arrivalListeners.forEach((listener) => listener());
}

/** Calls `listener` each time a claim arrives (a new alarm); answers the unsubscribe. */
export function onForegroundArrival(listener: () => void): () => void {
  arrivalListeners.add(listener);
  return () => {
    arrivalListeners.delete(listener);
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Holds the foreground while `key` is not empty. `key` names what is shown (e.g. the open
 * alarms' ids): a new key is a new arrival, which closes open dialogs once more.
 */
export function useClaimForeground(key: string): void {
  useEffect(() => {
    if (!key) return;
    const claim = Symbol(key);
    claims.set(claim, key);
    publish(true);
    return () => {
      claims.delete(claim);
      publish(false);
    };
  }, [key]);
}

/** Where the foreground stands; unclaimed on the server and before hydration. */
export function useForeground(): Foreground {
  return useSyncExternalStore(subscribe, () => current, () => UNCLAIMED);
}
