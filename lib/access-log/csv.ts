/**
 * CSV for the member's exports (access log, SOS history), as spreadsheet apps read it:
 * RFC 4180 quoting, CRLF line ends, and a UTF-8 byte order mark so Excel shows "é" and "ñ" rather
 * than mojibake. Text cells that a spreadsheet would run as a formula (starting with = + - @, or a
 * tab / carriage return that some apps strip first) get a leading apostrophe: OWASP's guard against
 * CSV injection, since notes and names are typed by other people.
 */
export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: numbers as they are, text guarded and quoted. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${guarded.replace(/"/g, '""')}"`;
}

/** The whole file's text, without the byte order mark (see withBom). */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Prefixes the UTF-8 byte order mark that spreadsheet apps use to detect the encoding. */
export function withBom(text: string): string {
  return `\uFEFF${text}`;
}

