import type { Locale } from '@/lib/i18n/routing';
import { MOMENT_STYLES } from '@/lib/time/moment-styles';

/**
 * How the public status page writes its figures (docs/product.md#status-page). Pure and in the
 * page's language, so every table, the method and the tests write a time or a share the same way.
 * The page is cached and the same for every visitor, so moments are written in UTC, named.
 */

/** What a figure that was not measured reads as, everywhere on the page. */
export const NOT_MEASURED = '—';

/** Units keep to their number on a narrow phone: "420 ms" never breaks before "ms". */
const NBSP = '\u00a0';

const decimals = (locale: Locale, min: number, max: number) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: min, maximumFractionDigits: max });

/** A measured time: "420 ms" below a second, "1.3 s" from there on, "—" when nothing was measured. */
export function formatDuration(ms: number | null, locale: Locale): string {
  if (ms === null) return NOT_MEASURED;
  // 999.6 ms would round to "1000 ms": from there on it is written in seconds.
  if (Math.round(ms) < 1000) return `${decimals(locale, 0, 0).format(Math.round(ms))}${NBSP}ms`;
  return `${decimals(locale, 1, 1).format(ms / 1000)}${NBSP}s`;
}

/** A target time, as the thresholds define it: "2 s", "15 s", "0.5 s". */
export function formatTargetDuration(ms: number, locale: Locale): string {
  return ms < 1000 ? `${decimals(locale, 0, 0).format(ms)}${NBSP}ms` : formatSeconds(ms / 1000, locale, 0);
}

/** Seconds with at most `maxDecimals` decimals: a mean answer time "12.4 s", a target "15 s". */
export function formatSeconds(seconds: number | null, locale: Locale, maxDecimals = 1): string {
  if (seconds === null) return NOT_MEASURED;
  return `${decimals(locale, 0, maxDecimals).format(seconds)}${NBSP}s`;
}

/**
 * A measured share, "98.3 %", or "—" when nothing was measured. Rounded down to the tenth: a rate
 * of 98.96 % must not read "99.0 %" beside a channel the 99 % rule calls degraded.
 */
export function formatShare(part: number, whole: number, locale: Locale): string {
  if (whole === 0) return NOT_MEASURED;
  const tenths = Math.floor((part / whole) * 1000) / 10;
  return `${decimals(locale, 1, 1).format(tenths)}${NBSP}%`;
}

/** A target share as the thresholds define it: 0.975 → "97.5 %", 0.99 → "99 %". */
export function formatTargetShare(share: number, locale: Locale): string {
  return `${decimals(locale, 0, 1).format(Math.round(share * 1000) / 10)}${NBSP}%`;
}

/** A moment to the minute, its zone named: "Nov 24, 2026, 2:00 PM UTC". */
export function formatMoment(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { ...MOMENT_STYLES.medium[0], timeZone: 'UTC' }).format(new Date(iso));
}

/** A UTC day of the history ("2026-11-12"): "Nov 12, 2026". */
export function formatDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** Names joined as the language joins them: "E-mail, SMS and Push notifications". */
export function formatList(items: string[], locale: Locale): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);
}
