/**
 * `postgres_changes` filters as hosted Realtime reads them (supabase/realtime,
 * lib/extensions/postgres_cdc_rls/subscriptions.ex, parse_subscription_params): one or more
 * `column=op.value` conditions separated by commas outside parentheses and double quotes, all of
 * which must hold; operators eq, neq, lt, lte, gt, gte, in, like, ilike, is, match, imatch and
 * isdistinct, each negated by a `not.` prefix. Values are compared with the column's type in
 * mind, as Postgres would (realtime.check_equality_op).
 */
export type FilterOp = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in' | 'like' | 'ilike' | 'is' | 'match' | 'imatch' | 'isdistinct';

export interface RowFilter {
  column: string;
  op: FilterOp;
  /** One literal; several for `in`. */
  values: string[];
  negate: boolean;
  /** like/ilike/match/imatch, compiled once at join. */
  pattern?: RegExp;
}

const OPS = new Set<string>(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in', 'like', 'ilike', 'is', 'match', 'imatch', 'isdistinct']);
const IS_VALUES = new Set(['null', 'true', 'false', 'unknown']);

/** Every condition of a filter string; `""` is no condition. Errors read as hosted's do. */
export function parseRowFilters(filter: string): RowFilter[] | { error: string } {
  const trimmed = filter.trim();
  if (trimmed === '') return [];
  const filters: RowFilter[] = [];
  for (const segment of splitTopLevel(trimmed)) {
    const parsed = parseSegment(segment.trim());
    if ('error' in parsed) return { error: `Error parsing \`filter\` params: ${parsed.error}` };
    filters.push(parsed);
  }
  return filters;
}

function parseSegment(segment: string): RowFilter | { error: string } {
  if (segment === '') return { error: 'filter must not contain empty segments (check for extra commas)' };
  const equals = segment.indexOf('=');
  if (equals < 0) return { error: JSON.stringify([segment]) };
  const column = segment.slice(0, equals);
  let rest = segment.slice(equals + 1);
  const negate = rest.startsWith('not.');
  if (negate) rest = rest.slice('not.'.length);
  const dot = rest.indexOf('.');
  if (dot < 0) return { error: JSON.stringify([rest]) };
  const op = rest.slice(0, dot);
  const raw = rest.slice(dot + 1);
  if (!OPS.has(op)) return { error: JSON.stringify([op, raw]) };
  if (op === 'in') {
    if (!/^\(.*\)$/s.test(raw)) return { error: '`in` filter value must be wrapped by parentheses' };
    return { column, op, values: splitList(raw.slice(1, -1)), negate };
  }
  const value = unquote(raw);
  if (op === 'is' && !IS_VALUES.has(value)) return { error: 'invalid value for is filter: must be null, true, false, or unknown' };
  const pattern = compilePattern(op as FilterOp, value);
  if (pattern === null) return { error: `invalid pattern for ${op} filter: ${value}` };
  return { column, op: op as FilterOp, values: [value], negate, ...(pattern ? { pattern } : {}) };
}

/** Commas at depth 0 and outside quotes split conditions; a quote opens only after `.`, `(` or `,`. */
function splitTopLevel(filter: string): string[] {
  const segments: string[] = [];
  let current = '';
  let depth = 0;
  let quoted = false;
  let previous = '';
  for (let i = 0; i < filter.length; i += 1) {
    const char = filter[i];
    if (quoted) {
      if (char === '\\' && i + 1 < filter.length) {
        current += char + filter[i + 1];
        i += 1;
        continue;
      }
      if (char === '"') quoted = false;
      current += char;
    } else if (char === '"' && ['.', '(', ','].includes(previous)) {
      quoted = true;
      current += char;
    } else if (char === '(') {
      depth += 1;
      current += char;
    } else if (char === ')') {
      depth = Math.max(0, depth - 1);
      current += char;
    } else if (char === ',' && depth === 0) {
      segments.push(current);
      current = '';
    } else current += char;
    previous = char;
  }
  segments.push(current);
  return segments;
}

/** `"a,b"` → `a,b` (backslash escapes), as hosted unquotes a value; anything else as it is. */
function unquote(value: string): string {
  if (!value.startsWith('"')) return value;
  let result = '';
  for (let i = 1; i < value.length; i += 1) {
    const char = value[i];
    if (char === '\\' && i + 1 < value.length) {
      result += value[i + 1];
      i += 1;
    } else if (char === '"') return i === value.length - 1 ? result : value;
    else result += char;
  }
  return value;
}

/** Splits an `in` list `a,"b,c",d` on commas outside double quotes (a Postgres array literal's rules). */
function splitList(list: string): string[] {
  const values: string[] = [];
  let current = '';
  let quoted = false;
  for (const char of list) {
    if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      values.push(current.trim());
      current = '';
    } else current += char;
  }
  if (current.length > 0 || list.endsWith(',')) values.push(current.trim());
  return values;
}

/** LIKE's `%` and `_` (with `\` escaping) or a POSIX regex as a RegExp; null when it cannot be one. */
function compilePattern(op: FilterOp, value: string): RegExp | undefined | null {
  if (op === 'like' || op === 'ilike') {
    let source = '';
    for (let i = 0; i < value.length; i += 1) {
      const char = value[i];
      if (char === '\\' && i + 1 < value.length) {
        source += escapeRegExp(value[i + 1]);
        i += 1;
      } else if (char === '%') source += '.*';
      else if (char === '_') source += '.';
      else source += escapeRegExp(char);
    }
    return new RegExp(`^${source}$`, op === 'ilike' ? 'is' : 's');
  }
  if (op === 'match' || op === 'imatch') {
    try {
      return new RegExp(value, op === 'imatch' ? 'i' : '');
    } catch {
      return null;
    }
  }
  return undefined;
}

function escapeRegExp(char: string): string {
  return /[.*+?^${}()|[\]\\/]/.test(char) ? `\\${char}` : char;
}

const NUMERIC_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);
const TIME_TYPES = new Set(['timestamp', 'timestamptz', 'date']);

/** -1/0/1, or NaN when the two cannot be compared (null, unparsable). */
function compare(value: unknown, literal: string, type: string): number {
  if (value === null || value === undefined) return Number.NaN;
  if (NUMERIC_TYPES.has(type)) return Math.sign(Number(value) - Number(literal));
  if (TIME_TYPES.has(type)) return Math.sign(Date.parse(String(value)) - Date.parse(literal));
  if (type === 'bool') return String(value) === String(['t', 'true', '1'].includes(literal.toLowerCase())) ? 0 : 1;
  const text = asText(value);
  return text === literal ? 0 : text < literal ? -1 : 1;
}

function asText(value: unknown): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** SQL's three values: null is "unknown", which no condition lets through, negated or not. */
function evaluate(filter: RowFilter, value: unknown, type: string): boolean | null {
  const literal = filter.values[0];
  switch (filter.op) {
    case 'is':
      if (literal === 'null' || literal === 'unknown') return value === null;
      return value === null ? false : compare(value, literal, 'bool') === 0;
    case 'isdistinct':
      return value === null || compare(value, literal, type) !== 0;
    default:
      break;
  }
  if (value === null || value === undefined) return null;
  const c = (text: string) => compare(value, text, type);
  switch (filter.op) {
    case 'eq':
      return c(literal) === 0;
    case 'neq':
      return c(literal) !== 0;
    case 'lt':
      return c(literal) < 0;
    case 'lte':
      return c(literal) <= 0;
    case 'gt':
      return c(literal) > 0;
    case 'gte':
      return c(literal) >= 0;
    case 'in':
      return filter.values.some((text) => c(text) === 0);
    default:
      return filter.pattern?.test(asText(value)) ?? false;
  }
}

/**
 * A record matches when every condition holds. A condition on a column the record lacks (e.g. a
 * DELETE's key-only old record) fails, and so does one whose value is null unless it asks about
 * null (is, isdistinct): hosted fails closed the same way, so no row leaks through.
 */
export function rowMatches(filters: readonly RowFilter[], record: Record<string, unknown>, columnType: (column: string) => string): boolean {
  return filters.every((filter) => {
    if (!(filter.column in record)) return false;
    const result = evaluate(filter, record[filter.column], columnType(filter.column));
    if (result === null) return false;
    return filter.negate ? !result : result;
  });
}
