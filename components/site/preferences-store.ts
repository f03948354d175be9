'use client';

import { useSyncExternalStore } from 'react';
import type { Currency } from '@/lib/currency';
import { defaultCurrency } from '@/lib/currency';
import type { Locale } from '@/lib/i18n/routing';
import { hasVisited, localeCookie, preferenceKeys, readCurrency, safeSet } from '@/lib/preferences';

/**
 * The visitor's preferences in local storage, as a tiny external store: every price and selector
 * on the page re-renders when one changes, in this tab (listeners) or another (storage event).
 * The server has no local storage, so it renders the defaults and the browser corrects them.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function notify() {
  for (const listener of listeners) listener();
}

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

export function useCurrency(): Currency {
  return useSyncExternalStore(subscribe, () => readCurrency(storage()), () => defaultCurrency);
}

export function saveCurrency(currency: Currency) {
  safeSet(storage(), preferenceKeys.currency, currency);
  notify();
}

/** Stores the language in local storage and in the cookie the server reads (docs/product.md#data). */
export function saveLanguage(locale: Locale) {
  safeSet(storage(), preferenceKeys.language, locale);
  document.cookie = localeCookie(locale);
  notify();
}

/** True on the server and until hydration, so the first-visit dialog never flashes in SSR HTML. */
export function useHasVisited(): boolean {
  return useSyncExternalStore(subscribe, () => hasVisited(storage()), () => true);
}

export function markVisited() {
  safeSet(storage(), preferenceKeys.visited, new Date().toISOString());
  notify();
}
