/**
 * The reader's own time zone as the browser reports it (an IANA name such as "Europe/Amsterdam").
 * Only meaningful in the browser; a runtime that reports none gets UTC, which is still named.
 */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
