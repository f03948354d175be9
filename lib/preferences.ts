/**
 * docs/product.md#data preferences (language en/nl/es, currency EUR/GBP/USD/AUD) and the first-visit flag, all
 * in local storage. The language also goes into the NEXT_LOCALE cookie so the server renders it
 * (next-intl's middleware reads that cookie first). Pure helpers: the React side is in
 * components/site/preferences-store.ts.
 */
import { defaultCurrency, isCurrency, type Currency } from '@/lib/currency';
import { isLocale, routing, type Locale } from '@/lib/i18n/routing';
import { preferenceKeys } from '@/lib/preference-keys';

export { preferenceKeys };

export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export function readCurrency(storage: StorageLike | undefined): Currency {
  const stored = safeGet(storage, preferenceKeys.currency);
  return isCurrency(stored) ? stored : defaultCurrency;
}

export function readLanguage(storage: StorageLike | undefined): Locale | null {
  const stored = safeGet(storage, preferenceKeys.language);
  return isLocale(stored) ? stored : null;
}

export function hasVisited(storage: StorageLike | undefined): boolean {
  return safeGet(storage, preferenceKeys.visited) !== null;
}

/** Cookie text for the language, matching lib/i18n/routing.ts (name, one-year lifetime). */
export function localeCookie(locale: Locale): string {
  const { localeCookie: cookie } = routing;
  const name = typeof cookie === 'object' && cookie.name ? cookie.name : 'NEXT_LOCALE';
  const maxAge = typeof cookie === 'object' && cookie.maxAge ? cookie.maxAge : 60 * 60 * 24 * 365;
  return `${name}=${locale}; path=/; max-age=${maxAge}; samesite=lax`;
}

// Storage can throw (private mode, blocked cookies); a preference is never worth a crash.
function safeGet(storage: StorageLike | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function safeSet(storage: StorageLike | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Not persisted; the choice still applies to this page.
  }
}
