/**
 * `?page=&per_page=` of `GET /admin/users` as GoTrue reads them (internal/api/pagination.go
 * `paginate`): each is parsed with Go's `strconv.ParseUint`, so a negative, signed, fractional or
 * non-numeric value is refused with 400 `validation_failed` "Bad Pagination Parameters: …" rather
 * than clamped; defaults 1 and 50.
 */
export type Pagination = { page: number; perPage: number } | { error: string };

const DEFAULT_PER_PAGE = 50;
const UINT64_MAX = 2n ** 64n - 1n;

export function paginationOf(params: URLSearchParams): Pagination {
  let page = 1;
  let perPage = DEFAULT_PER_PAGE;
  const pageText = params.get('page') ?? '';
  const perPageText = params.get('per_page') ?? '';
  if (pageText !== '') {
    const parsed = parseUint(pageText);
    if (typeof parsed === 'string') return { error: `Bad Pagination Parameters: ${parsed}` };
    page = parsed;
  }
  if (perPageText !== '') {
    const parsed = parseUint(perPageText);
    if (typeof parsed === 'string') return { error: `Bad Pagination Parameters: ${parsed}` };
    perPage = parsed;
  }
  return { page, perPage };
}

/** Go's `strconv.ParseUint(text, 10, 64)`: the number, or the text of its error. */
function parseUint(text: string): number | string {
  if (!/^[0-9]+$/.test(text)) return `strconv.ParseUint: parsing ${goQuote(text)}: invalid syntax`;
  const value = BigInt(text);
  if (value > UINT64_MAX) return `strconv.ParseUint: parsing ${goQuote(text)}: value out of range`;
  // Past what a JavaScript number holds exactly, a page is past every user anyway.
  return value > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(value);
}

/** Go's `strconv.Quote` for the printable ASCII a query value usually holds. */
function goQuote(text: string): string {
  return JSON.stringify(text);
}
