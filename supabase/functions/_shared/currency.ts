/**
 * docs/product.md#limits-and-constants money rules for edge functions, which cannot import from the app. Same rates and formula
 * as the app's lib/currency.ts (kept in step by __tests__/chat/shared-currency.test.ts).
 */
export const currencies = ['EUR', 'GBP', 'USD', 'AUD'] as const;
export type Currency = (typeof currencies)[number];

/** How many units of each currency one euro buys (docs/product.md#limits-and-constants). */
export const ratesFromEur: Readonly<Record<Currency, number>> = { EUR: 1, USD: 1.09, GBP: 0.85, AUD: 1.63 };

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (currencies as readonly string[]).includes(value);
}

/** docs/product.md#limits-and-constants: unknown currencies are treated as EUR. */
export function toCurrency(value: unknown): Currency {
  return isCurrency(value) ? value : 'EUR';
}

/** Divides by the source rate, multiplies by the target rate (docs/product.md#limits-and-constants). */
export function convertPrice(amount: number, from: string, to: string): number {
  return (amount / ratesFromEur[toCurrency(from)]) * ratesFromEur[toCurrency(to)];
}

/** docs/product.md#limits-and-constants formatting locale: nl-NL, es-ES, otherwise en-US. */
export function formatMoney(amount: number, currency: string, language: string): string {
  const locale = language === 'nl' ? 'nl-NL' : language === 'es' ? 'es-ES' : 'en-US';
  return new Intl.NumberFormat(locale, { style: 'currency', currency: toCurrency(currency) }).format(amount);
}
