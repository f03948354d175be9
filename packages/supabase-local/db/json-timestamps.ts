/**
 * Timestamps as PostgREST sends them. PostgREST's JSON comes from Postgres's own JSON encoding,
 * which writes timestamps in ISO 8601 (`2026-11-24T03:14:37.778+00:00`); lite reads them as the
 * driver's text (`2026-11-24 03:14:37.778+00`), which V8 accepts but Safari's Date does not. The
 * drivers are given these parsers for timestamp and timestamptz, so every value lite puts in a
 * response is written as hosted writes it. Anything else (infinity, BC dates) passes unchanged.
 */
const TIMESTAMPTZ_TEXT = /^(\d{4,}-\d\d-\d\d) (\d\d:\d\d:\d\d(?:\.\d+)?)([+-]\d\d)(?::(\d\d))?(?::(\d\d))?$/;
const TIMESTAMP_TEXT = /^(\d{4,}-\d\d-\d\d) (\d\d:\d\d:\d\d(?:\.\d+)?)$/;

/** `2026-11-24 03:14:37.778+00` → `2026-11-24T03:14:37.778+00:00` (seconds of an offset kept). */
export function isoTimestamptz(text: string): string {
  const match = TIMESTAMPTZ_TEXT.exec(text);
  if (!match) return text;
  const [, date, time, hours, minutes = '00', seconds] = match;
  return `${date}T${time}${hours}:${minutes}${seconds ? `:${seconds}` : ''}`;
}

/** `2026-11-24 03:14:37.778` → `2026-11-24T03:14:37.778`. */
export function isoTimestamp(text: string): string {
  const match = TIMESTAMP_TEXT.exec(text);
  return match ? `${match[1]}T${match[2]}` : text;
}

/** Postgres type oids of timestamp and timestamptz. */
export const TIMESTAMP_OID = 1114;
export const TIMESTAMPTZ_OID = 1184;
