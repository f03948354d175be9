/** Amounts and dates as people read them (pages, and Stripe's English invoice line descriptions). */

export function formatMoney(amount: number, currency: string, locale = 'en'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
}

/** Stripe's invoice-line style: "15 Jan 2026" (UTC). */
export function lineDate(timestamp: number): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(timestamp * 1000));
}

export function formatDate(timestamp: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(timestamp * 1000));
}
