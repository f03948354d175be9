/**
 * Stripe's request encoding: `application/x-www-form-urlencoded` (and query strings) with brackets
 * for nesting: `metadata[user_id]=1`, `line_items[0][price]=price_1`, `expand[]=customer`.
 * stripe-node sends arrays as `a[0]=…&a[1]=…`; curl users write `a[]=…`: both become arrays.
 * Parsing never throws: whatever cannot be read becomes a FormError answered with a 400.
 */
export type Param = string | ParamObject | Param[];
export interface ParamObject {
  [key: string]: Param;
}

export class FormError extends Error {}

const MAX_PAIRS = 5_000;
const MAX_DEPTH = 8;

/** `a[b][0][]` → ['a', 'b', '0', ''] ('' = append); null when the brackets do not close. */
function splitKey(key: string): string[] | null {
  const open = key.indexOf('[');
  if (open <= 0) return open === 0 ? null : [key];
  const parts = [key.slice(0, open)];
  let rest = key.slice(open);
  while (rest.length > 0) {
    const match = /^\[([^[\]]*)\]/.exec(rest);
    if (!match) return null;
    parts.push(match[1]);
    rest = rest.slice(match[0].length);
  }
  return parts;
}

/** Objects whose keys are all indexes (from `[0]` or `[]`) become arrays, in index order. */
function finish(value: Param | Record<string, Param>, isArray: Set<object>): Param {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((entry) => finish(entry, isArray));
  const keys = Object.keys(value);
  if (isArray.has(value) && keys.every((key) => /^\d+$/.test(key))) {
    return keys
      .map(Number)
      .sort((a, b) => a - b)
      .map((index) => finish(value[String(index)], isArray));
  }
  const out: ParamObject = {};
  for (const key of keys) out[key] = finish(value[key], isArray);
  return out;
}

export function parseForm(body: string): ParamObject {
  const pairs = [...new URLSearchParams(body)];
  if (pairs.length > MAX_PAIRS) throw new FormError(`Too many parameters (more than ${MAX_PAIRS}).`);
  const root: Record<string, Param> = {};
  // Containers created from bracket keys; `[]` appends get a fresh numeric index.
  const arrayLike = new Set<object>();
  for (const [rawKey, value] of pairs) {
    if (rawKey === '') continue;
    const parts = splitKey(rawKey);
    if (!parts || parts.length > MAX_DEPTH) throw new FormError(`Invalid parameter name: ${rawKey}`);
    let container: Record<string, Param> = root;
    for (let i = 0; i < parts.length; i++) {
      const last = i === parts.length - 1;
      let part = parts[i];
      if (part === '') part = String(Object.keys(container).length);
      if (last) {
        if (typeof container[part] === 'object') throw new FormError(`Invalid value for ${parts[0]}: it is both a value and a hash.`);
        container[part] = value;
        break;
      }
      const next = container[part];
      if (typeof next === 'string') throw new FormError(`Invalid value for ${parts[0]}: it is both a value and a hash.`);
      if (next === undefined) {
        const created: Record<string, Param> = {};
        // A container is array-like when it is addressed by an index or `[]`.
        if (/^\d*$/.test(parts[i + 1])) arrayLike.add(created);
        container[part] = created as ParamObject;
        container = created;
      } else {
        container = next as Record<string, Param>;
      }
    }
  }
  return finish(root, arrayLike) as ParamObject;
}
