/**
 * The readable "before → after" of an admin audit row (public.admin_audit): one line per changed
 * field. Nested objects (site content's value, e.g. value.tagline) are walked down to the fields
 * that changed, so a content save shows "value.tagline: Old → New" rather than two JSON blobs.
 * Arrays (feature lists) are compared and shown whole.
 */

export type AuditChange = {
  /** The field, dotted for nested ones: price, value.colors.sos. */
  field: string;
  /** Displayable values; null when the field did not exist on that side (create, delete). */
  before: string | null;
  after: string | null;
};

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const isObject = (value: unknown): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as one short line: strings as they are, everything else as JSON. */
export function formatAuditValue(value: unknown): string {
  if (value === null) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

function walk(path: string, before: unknown, after: unknown, out: AuditChange[]): void {
  // A nested object that appears or disappears (a created setting) is listed field by field too.
  if (isObject(after) && before === undefined) before = {};
  if (isObject(before) && after === undefined) after = {};
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    for (const key of keys) {
      walk(path ? `${path}.${key}` : key, key in before ? before[key] : undefined, key in after ? after[key] : undefined, out);
    }
    return;
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  out.push({
    field: path,
    before: before === undefined ? null : formatAuditValue(before),
    after: after === undefined ? null : formatAuditValue(after),
  });
}

/**
 * The changed fields between an audit row's before and after (either may be null: a create has no
 * before, a delete no after), sorted by field, unchanged fields left out.
 */
export function auditDiff(before: unknown, after: unknown): AuditChange[] {
  const out: AuditChange[] = [];
  walk('', isObject(before) ? before : {}, isObject(after) ? after : {}, out);
  return out;
}
