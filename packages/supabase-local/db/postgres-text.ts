/**
 * Postgres's text form of arrays and composite values. Read back into their parts (strings and
 * nulls): the drivers hand such values over as text when they do not know the type, and their own
 * array parsers lose nulls (`{a,NULL}` and `{a,"NULL"}` both became `['a', 'NULL']`). Written from
 * JSON arrays, which Postgres then parses for any element type.
 */

/** Nested arrays of element texts, `null` for SQL NULL. */
export type ArrayParts = (string | null | ArrayParts)[];

/**
 * `{a,"b c",NULL,{1,2}}` → `['a', 'b c', null, ['1', '2']]`, as `array_out` writes it: elements
 * separated by the element type's delimiter (`;` for box), quoted with backslash escapes when they
 * need it, unquoted `NULL` for null, an optional `[1:2]=` prefix when a lower bound is not 1.
 */
export function parseArrayText(text: string, delimiter = ','): ArrayParts {
  const start = text.startsWith('[') ? text.indexOf('=') + 1 : 0;
  let at = start;
  const read = (): ArrayParts => {
    const items: ArrayParts = [];
    at++; // the `{`
    if (text[at] === '}') {
      at++;
      return items;
    }
    for (;;) {
      if (text[at] === '{') items.push(read());
      else if (text[at] === '"') items.push(readQuoted());
      else items.push(readBare());
      const next = text[at++];
      if (next === '}') return items;
      if (next !== delimiter) throw new SyntaxError(`Unexpected ${next ?? 'end'} in array text`);
    }
  };
  const readQuoted = (): string => {
    let value = '';
    for (at++; text[at] !== '"'; at++) {
      if (at >= text.length) throw new SyntaxError('Unterminated quote in array text');
      if (text[at] === '\\') at++;
      value += text[at];
    }
    at++;
    return value;
  };
  const readBare = (): string | null => {
    let value = '';
    for (; at < text.length && text[at] !== delimiter && text[at] !== '}'; at++) {
      if (text[at] === '\\') at++;
      value += text[at];
    }
    return value.toUpperCase() === 'NULL' ? null : value;
  };
  if (text[at] !== '{') throw new SyntaxError('Array text must start with {');
  return read();
}

/**
 * `(1,"a ""b""",,"")` → `['1', 'a "b"', null, '']`, as `record_out` writes a composite value:
 * nothing between delimiters for null, `""` for an empty string, quotes and backslashes doubled
 * inside quotes.
 */
export function parseRecordText(text: string): (string | null)[] {
  if (text[0] !== '(' || text[text.length - 1] !== ')') throw new SyntaxError('Record text must be in parentheses');
  const fields: (string | null)[] = [];
  let at = 1;
  for (;;) {
    let value: string | null = null;
    for (; text[at] !== ',' && at < text.length - 1; at++) {
      value ??= '';
      if (text[at] === '"') {
        for (at++; !(text[at] === '"' && text[at + 1] !== '"'); at++) {
          if (at >= text.length - 1) throw new SyntaxError('Unterminated quote in record text');
          if (text[at] === '"' || text[at] === '\\') at++;
          value += text[at];
        }
      } else {
        if (text[at] === '\\') at++;
        value += text[at];
      }
    }
    fields.push(value);
    if (at >= text.length - 1) return fields;
    at++; // the `,`
  }
}

/** A JSON array as a Postgres array literal: every element quoted, nested arrays as dimensions. */
export function arrayLiteral(values: readonly unknown[]): string {
  const element = (value: unknown): string => {
    if (value === null || value === undefined) return 'NULL';
    if (Array.isArray(value)) return arrayLiteral(value);
    const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
    return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  };
  return `{${values.map(element).join(',')}}`;
}
