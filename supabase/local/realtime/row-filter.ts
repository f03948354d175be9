/**
 * `postgres_changes` filters: `column=op.value` with eq, neq, lt, lte, gt, gte, in — the operators
 * hosted Realtime documents. Values are compared with the column's type in mind, as Postgres would.
 */
export type FilterOp = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';

export interface RowFilter {
  column: string;
  op: FilterOp;
  values: string[];
}

const OPS = new Set<FilterOp>(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in']);

export function parseRowFilter(filter: string): RowFilter | { error: string } {
  const match = /^([^=]+)=([a-z]+)\.(.*)$/s.exec(filter);
  if (!match) return { error: `invalid filter "${filter}"` };
  const [, column, op, raw] = match;
  if (!OPS.has(op as FilterOp)) return { error: `unsupported filter operator "${op}"` };
  if (op === 'in') {
    const inner = /^\((.*)\)$/s.exec(raw);
    if (!inner) return { error: `invalid in() list "${raw}"` };
    return { column, op: 'in', values: splitList(inner[1]) };
  }
  return { column, op: op as FilterOp, values: [raw] };
}

/** Splits `a,"b,c",d` on commas outside double quotes. */
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

const NUMERIC_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);
const TIME_TYPES = new Set(['timestamp', 'timestamptz', 'date']);

/** -1/0/1, or NaN when the two cannot be compared (null, unparsable). */
function compare(value: unknown, literal: string, type: string): number {
  if (value === null || value === undefined) return Number.NaN;
  if (NUMERIC_TYPES.has(type)) return Math.sign(Number(value) - Number(literal));
  if (TIME_TYPES.has(type)) return Math.sign(Date.parse(String(value)) - Date.parse(literal));
  if (type === 'bool') return String(value) === String(['t', 'true', '1'].includes(literal.toLowerCase())) ? 0 : 1;
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text === literal ? 0 : text < literal ? -1 : 1;
}

/**
 * A record matches when the filtered column is present and the comparison holds; a missing
 * column (e.g. a DELETE's key-only old record) does not match, so no row leaks through.
 */
export function rowMatches(filter: RowFilter, record: Record<string, unknown>, columnType: string): boolean {
  if (!(filter.column in record)) return false;
  const value = record[filter.column];
  const c = (literal: string) => compare(value, literal, columnType);
  switch (filter.op) {
    case 'eq':
      return c(filter.values[0]) === 0;
    case 'neq':
      return value !== null && c(filter.values[0]) !== 0;
    case 'lt':
      return c(filter.values[0]) < 0;
    case 'lte':
      return c(filter.values[0]) <= 0;
    case 'gt':
      return c(filter.values[0]) > 0;
    case 'gte':
      return c(filter.values[0]) >= 0;
    case 'in':
      return filter.values.some((literal) => c(literal) === 0);
  }
}
