import { arrayLiteral, parseArrayText, parseRecordText, type ArrayParts } from './postgres-text';
import { TypeShapes, type RunStatement } from './type-shapes';

export type { RunStatement } from './type-shapes';

type Parse = (text: string) => unknown;
type Render = (value: unknown) => unknown;

/** What the rendering needs of a driver. */
export interface DriverTypes {
  /** The driver's own parser of a (non-array) type's text, if it has one. */
  parserOf(oid: number): Parse | undefined;
  /**
   * From now on, hand values of this array type over as text (they are parsed here), and write a
   * JavaScript array bound to a parameter of this type as an array literal if the driver has no
   * serializer of its own for it (it has none for a type created after it connected: an enum
   * array argument or `cs` filter reached Postgres as `a,b`, "malformed array literal").
   */
  adoptArray(oid: number): void;
}

/** A JavaScript array bound to an array parameter, as Postgres reads it; a literal passes as it is. */
export function serializeArray(value: unknown): string {
  return Array.isArray(value) ? arrayLiteral(value) : String(value);
}

/** One result of a statement: its columns (name, type oid) and its rows (objects, or arrays by position). */
export interface ResultColumns {
  columns: readonly { name: string; oid: number }[];
  rows: readonly unknown[];
}

/**
 * Column values as PostgREST writes them. PostgREST builds its JSON in SQL (`json_agg`,
 * `to_json`), so Postgres's own JSON encoding writes every value; lite reads rows through the
 * driver, which hands over as text every type it does not know: an enum array came out as
 * `"{email,sms}"` where hosted answers `["email","sms"]`, and an array of a composite or a domain
 * the same way. The drivers' array parsers also lost nulls in text-like arrays (`{a,NULL}` became
 * `["a","NULL"]`). So every array and composite column is written here from its text as
 * `to_json` writes it: arrays (any element type, any depth) as JSON arrays, composites as objects
 * with their fields in order, domains as their base type, each element or field through the
 * driver's own parser of its type (numbers, booleans, JSON, ISO timestamps) or as text (enums,
 * uuid, text). Types are read from the catalogue on first sight (type-shapes.ts), so a type a
 * migration adds later is covered too.
 */
export class PostgrestValues {
  private readonly types = new TypeShapes();
  private readonly columnRenders = new Map<number, Render | null>();
  private readonly parses = new Map<number, Parse>();

  constructor(private readonly driver: DriverTypes) {}

  /** Rewrites, in place, the values of the columns whose type needs it. */
  async render(results: readonly ResultColumns[], run: RunStatement): Promise<void> {
    const unseen = results.flatMap((result) => result.columns.map((column) => column.oid)).filter((oid) => !this.columnRenders.has(oid));
    if (unseen.length > 0) {
      await this.types.load(unseen, run);
      for (const oid of unseen) if (!this.columnRenders.has(oid)) this.columnRenders.set(oid, this.columnRender(oid));
    }
    for (const { columns, rows } of results) {
      if (rows.length === 0) continue;
      const work = columns.flatMap((column, index) => {
        const render = this.columnRenders.get(column.oid);
        return render ? [{ name: column.name, index, render }] : [];
      });
      for (const row of rows) {
        for (const { name, index, render } of work) {
          const values = row as Record<string | number, unknown>;
          const key = Array.isArray(row) ? index : name;
          if (values[key] !== null && values[key] !== undefined) values[key] = render(values[key]);
        }
      }
    }
  }

  /** Adopts every array type in the catalogue (at start, and after migrations, before any use). */
  async adoptArrayTypes(run: RunStatement): Promise<void> {
    const arrays = await run('select typarray::text as oid from pg_catalog.pg_type where typarray <> 0');
    for (const { oid } of arrays) this.driver.adoptArray(Number(oid));
  }

  /** After migrations: a composite may have new fields, and new array types are adopted. */
  async schemaChanged(run: RunStatement): Promise<void> {
    this.types.forget();
    this.columnRenders.clear();
    this.parses.clear();
    await this.adoptArrayTypes(run);
  }

  /** How a column of this type is rewritten; null when the driver's value is already right. */
  private columnRender(oid: number): Render | null {
    const shape = this.types.shape(oid);
    if (shape.kind === 'domain') return this.columnRender(shape.base);
    if (shape.kind === 'composite') return fromTextOnly(this.parseOf(oid));
    if (shape.kind !== 'array') return null;
    this.driver.adoptArray(oid);
    const fromText = fromTextOnly(this.parseOf(oid));
    // A driver that still parsed this array (a statement it prepared before adoptArray) left the
    // elements of types it does not know as text.
    const element = this.parseOf(shape.element);
    const elementLeftAsText = this.driver.parserOf(shape.element) === undefined;
    const leaf = (value: unknown): unknown =>
      Array.isArray(value) ? value.map(leaf) : typeof value === 'string' && elementLeftAsText ? element(value) : value;
    return (value) => (Array.isArray(value) ? value.map(leaf) : fromText(value));
  }

  /** How a value of this type is read from its text, as an element or field. */
  private parseOf(oid: number): Parse {
    let parse = this.parses.get(oid);
    if (parse) return parse;
    const shape = this.types.shape(oid);
    if (shape.kind === 'array') {
      const element = this.parseOf(shape.element);
      const each = (parts: ArrayParts): unknown[] => parts.map((part) => (part === null ? null : Array.isArray(part) ? each(part) : element(part)));
      parse = (text) => each(parseArrayText(text, shape.delimiter));
    } else if (shape.kind === 'composite') {
      const fields = shape.fields.map((field) => ({ name: field.name, parse: this.parseOf(field.type) }));
      parse = (text) => {
        const values = parseRecordText(text);
        return Object.fromEntries(fields.map(({ name, parse: field }, index) => [name, values[index] == null ? null : field(values[index])]));
      };
    } else if (shape.kind === 'domain') {
      parse = this.parseOf(shape.base);
    } else {
      const driverParse = this.driver.parserOf(oid);
      parse = driverParse ? (text) => driverParse(text) : (text) => text;
    }
    this.parses.set(oid, parse);
    return parse;
  }
}

/** Applies `parse` to text; other values (already parsed) and malformed text pass unchanged. */
function fromTextOnly(parse: Parse): Render {
  return (value) => {
    if (typeof value !== 'string') return value;
    try {
      return parse(value);
    } catch {
      return value;
    }
  };
}
