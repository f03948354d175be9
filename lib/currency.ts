/**
 * Money rules of docs/product.md#limits-and-constants: four currencies, fixed rates relative to EUR, and the formatting locale
 * per site language. Pure functions so the rules are unit-tested once and shared by every price.
 */
export const currencies = ['EUR', 'GBP', 'USD', 'AUD'] as const;
export type Currency = (typeof currencies)[number];
export const defaultCurrency: Currency = 'EUR';

/** How many units of each currency one euro buys (docs/product.md#limits-and-constants). */
export const ratesFromEur: Readonly<Record<Currency, number>> = { EUR: 1, USD: 1.09, GBP: 0.85, AUD: 1.63 };

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (currencies as readonly string[]).includes(value);
}

/** docs/product.md#limits-and-constants: an unknown currency code is treated as EUR. */
function rateOf(code: string): number {
  return isCurrency(code) ? ratesFromEur[code] : ratesFromEur.EUR;
}

/** Divides by the source rate, multiplies by the target rate (docs/product.md#limits-and-constants). */
export function convertPrice(amount: number, from: string, to: string): number {
  return (amount / rateOf(from)) * rateOf(to);
}

/** docs/product.md#limits-and-constants: nl-NL for Dutch, es-ES for Spanish, en-US otherwise. */
export function formattingLocale(language: string): 'nl-NL' | 'es-ES' | 'en-US' {
  if (language === 'nl') return 'nl-NL';
  if (language === 'es') return 'es-ES';
  return 'en-US';
}

/**
 * One formatter per language and currency, made on first use: building an Intl.NumberFormat costs
 * far more than formatting with it, and the homepage hydrates a dozen prices (on a slow phone, the
 * formatters were a tenth of its hydration, issue 48). At most 3 × 4 of them.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function moneyFormatter(locale: ReturnType<typeof formattingLocale>, currency: Currency): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter;
}

export function formatMoney(amount: number, currency: string, language: string): string {
  return moneyFormatter(formattingLocale(language), isCurrency(currency) ? currency : defaultCurrency).format(amount);
}

/** A catalogue price (in its own currency) shown in the visitor's currency and language. */
export function formatPrice(amount: number, sourceCurrency: string, targetCurrency: Currency, language: string): string {
  return formatMoney(convertPrice(amount, sourceCurrency, targetCurrency), targetCurrency, language);
}
