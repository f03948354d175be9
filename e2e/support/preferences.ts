import type { BrowserContext } from '@playwright/test';
import { preferenceKeys } from '../../lib/preference-keys';

type Preferences = { currency?: 'EUR' | 'GBP' | 'USD' | 'AUD' };

/**
 * Marks the first visit as done in every page of the context, so the first-visit dialog (docs/product.md#states),
 * which covers the page and cannot be dismissed, stays away. Call before the first page.goto.
 * Optionally preselects a currency.
 */
export async function skipFirstVisitDialog(context: BrowserContext, preferences: Preferences = {}): Promise<void> {
  await context.addInitScript(
    ({ keys, currency }) => {
      window.localStorage.setItem(keys.visited, new Date().toISOString());
      if (currency) window.localStorage.setItem(keys.currency, currency);
    },
    { keys: preferenceKeys, currency: preferences.currency },
  );
}
