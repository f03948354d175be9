import type { PGlite, Results, Transaction } from '@electric-sql/pglite';
import { PostgrestValues, serializeArray, type ResultColumns, type RunStatement } from './postgrest-values';

type Querying = Pick<Transaction, 'query' | 'exec'>;

/**
 * Has every result of this PGlite instance written as PostgREST writes it (postgrest-values.ts):
 * its `query` and `exec`, which lite's queries go through, are replaced; a transaction's are
 * wrapped with `renderedIn`. PGlite registered parsers and serializers for the array types that
 * existed when it opened, and never registers more unless told to refresh: every array type's
 * parser is dropped so that arrays reach the rendering as text, and the types it did not know get
 * a serializer.
 */
export async function renderPgliteResults(pg: PGlite): Promise<PostgrestValues> {
  const values = new PostgrestValues({
    parserOf: (oid) => pg.parsers[oid],
    adoptArray: (oid) => {
      delete pg.parsers[oid];
      pg.serializers[oid] ??= serializeArray;
    },
  });
  await values.adoptArrayTypes(async (text) => (await pg.query<Record<string, unknown>>(text)).rows);
  Object.assign(pg, renderedIn(values, pg));
  return values;
}

/** `q`'s query and exec, their results rendered (type look-ups go through `q` too). */
export function renderedIn(values: PostgrestValues, q: Querying): Querying {
  const query = q.query.bind(q);
  const exec = q.exec.bind(q);
  const run: RunStatement = async (text) => (await query<Record<string, unknown>>(text)).rows;
  return {
    async query<T>(text: string, params?: unknown[], options?: Parameters<Querying['query']>[2]) {
      const result = await query<T>(text, params, options);
      await values.render([columnsOf(result)], run);
      return result;
    },
    async exec(text: string, options?: Parameters<Querying['exec']>[1]) {
      const results = await exec(text, options);
      await values.render(results.map(columnsOf), run);
      return results;
    },
  } as Querying;
}

function columnsOf(result: Results<unknown>): ResultColumns {
  return { columns: result.fields.map((field) => ({ name: field.name, oid: field.dataTypeID })), rows: result.rows };
}
