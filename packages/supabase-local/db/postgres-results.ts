import type { Sql } from 'postgres';
import { PostgrestValues, serializeArray, type ResultColumns, type RunStatement } from './postgrest-values';

type Parse = (value: string) => unknown;

/** What a postgres.js result carries besides its rows. */
type Result = readonly unknown[] & { columns?: readonly { name: string; type: number }[] | null };

/**
 * Has lite's results on this postgres.js pool written as PostgREST writes them
 * (postgrest-values.ts): lite's queries go through connections it reserves (kysely-postgres-js),
 * whose `unsafe` is wrapped here. Our own queries are rendered with `renderResults`.
 *
 * postgres.js gives every connection, when it opens, parsers and serializers for the array types
 * that exist then (the parsers lose nulls in text arrays). An adopted array type's parser becomes
 * an accessor that always answers "leave it as text": a fresh identity function, since the driver
 * marks what it reads back with `.array = true` after trying to register its own parser, which
 * the accessor ignores. Its serializer, which lite's array parameters need, is kept, or added.
 */
export async function renderPostgresResults(sql: Sql): Promise<PostgrestValues> {
  const { parsers, serializers } = sql.options as { parsers: Record<number, Parse | undefined>; serializers: Record<number, Parse | undefined> };
  const values = new PostgrestValues({
    parserOf: (oid) => parsers[oid],
    adoptArray: (oid) => {
      Object.defineProperty(parsers, oid, { configurable: true, enumerable: true, get: () => (text: string) => text, set: () => undefined });
      serializers[oid] ??= serializeArray;
    },
  });
  // The first connection opens here, with the driver's array parsers; they are replaced at once.
  await values.adoptArrayTypes(runWith(sql.unsafe.bind(sql)));

  const reserve = sql.reserve.bind(sql);
  sql.reserve = async () => {
    const reserved = await reserve();
    const unsafe = reserved.unsafe.bind(reserved);
    const run = runWith(unsafe);
    reserved.unsafe = ((text: string, params?: never[], options?: never) =>
      unsafe(text, params, options).then(async (result) => {
        await values.render([columnsOf(result)], run);
        return result;
      })) as unknown as typeof reserved.unsafe;
    return reserved;
  };
  return values;
}

/** Renders the results of one of our statements run on `q` (the pool or a transaction). */
export async function renderResults(values: PostgrestValues, q: Sql, results: readonly Result[]): Promise<void> {
  await values.render(results.map(columnsOf), runWith(q.unsafe.bind(q)));
}

/** Type look-ups through the driver's own `unsafe` (never a rendering one: it would wait on itself). */
function runWith(unsafe: Sql['unsafe']): RunStatement {
  return async (text) => [...(await unsafe(text))] as Record<string, unknown>[];
}

function columnsOf(result: Result): ResultColumns {
  return { columns: (result.columns ?? []).map((column) => ({ name: column.name, oid: column.type })), rows: result };
}
