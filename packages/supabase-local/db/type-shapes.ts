/**
 * What the catalogue says about the types of result columns, for writing their values as Postgres's
 * JSON encoding would: whether a type is an array (of what, with which delimiter), a domain (over
 * what) or a composite (which fields), or something whose text is its JSON value or that the
 * driver parses itself. Read on first sight of a type, with every type it is made of, in the
 * session that met it (so a type created in the current transaction is found), and kept until
 * `forget()` (the schema cache is cleared after migrations: a composite may have new fields).
 */
export type TypeShape =
  | { kind: 'array'; element: number; delimiter: string }
  | { kind: 'domain'; base: number }
  | { kind: 'composite'; fields: { name: string; type: number }[] }
  | { kind: 'plain' };

/** Runs one statement in the session whose result is being read, without rendering its rows. */
export type RunStatement = (text: string) => Promise<Record<string, unknown>[]>;

const PLAIN: TypeShape = { kind: 'plain' };

export class TypeShapes {
  private readonly shapes = new Map<number, TypeShape>();

  shape(oid: number): TypeShape {
    return this.shapes.get(oid) ?? PLAIN;
  }

  /**
   * Reads the types not yet known (with what they are made of) in one statement. Two sessions
   * meeting a new type at once both read it: waiting on the other's read could wait forever on
   * PGlite, where a transaction holds the only session until it ends.
   */
  async load(oids: Iterable<number>, run: RunStatement): Promise<void> {
    const missing = [...new Set(oids)].filter((oid) => !this.shapes.has(oid));
    if (missing.length === 0) return;
    const rows = await run(shapesQuery(missing));
    for (const row of rows) this.shapes.set(Number(row.oid), shapeOf(row));
    // A type gone from the catalogue (dropped since) is written as the driver gave it.
    for (const oid of missing) if (!this.shapes.has(oid)) this.shapes.set(oid, PLAIN);
  }

  forget(): void {
    this.shapes.clear();
  }
}

function shapeOf(row: Record<string, unknown>): TypeShape {
  if (row.element !== null) return { kind: 'array', element: Number(row.element), delimiter: String(row.delimiter) };
  if (row.base !== null) return { kind: 'domain', base: Number(row.base) };
  if (row.fields !== null) {
    const fields = JSON.parse(String(row.fields)) as { name: string; type: string }[];
    return { kind: 'composite', fields: fields.map(({ name, type }) => ({ name, type: Number(type) })) };
  }
  return PLAIN;
}

/**
 * The types asked for and, recursively, their element, base and field types. OIDs are integers
 * from the wire protocol, written into the statement (it takes no parameters: array parameters are
 * what this code renders). Only true arrays count (`e.typarray = t.oid`), not int2vector or name.
 */
function shapesQuery(oids: number[]): string {
  return `with recursive wanted(oid) as (
      select unnest('{${oids.map((oid) => Math.trunc(oid)).join(',')}}'::oid[])
      union
      select part.oid
      from wanted w
      join pg_catalog.pg_type t on t.oid = w.oid
      cross join lateral (
        select e.oid from pg_catalog.pg_type e where e.typarray = t.oid
        union all
        select t.typbasetype where t.typtype = 'd'
        union all
        select a.atttypid from pg_catalog.pg_attribute a
        where t.typtype = 'c' and a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped
      ) as part(oid)
    )
    select t.oid::text as oid,
      e.oid::text as element,
      e.typdelim::text as delimiter,
      case when t.typtype = 'd' then t.typbasetype::text end as base,
      case when t.typtype = 'c' then (
        select json_agg(json_build_object('name', a.attname, 'type', a.atttypid::text) order by a.attnum)::text
        from pg_catalog.pg_attribute a
        where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped
      ) end as fields
    from wanted w
    join pg_catalog.pg_type t on t.oid = w.oid
    left join pg_catalog.pg_type e on e.typarray = t.oid`;
}
