import { PGlite } from '@electric-sql/pglite';
import { CompiledQuery, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql, type DatabaseConnection, type Driver } from 'kysely';
import { holdSessionPerTransaction, inHeldTransaction } from '../../db/pglite-transactions';

/**
 * The scenarios of tests/pglite-transactions.test.ts, run by tsx in a process of their own: PGlite
 * loads its WebAssembly with a dynamic import, which Jest's module system refuses. Prints, as JSON,
 * what each scenario left in the table and what its requests answered.
 *
 * lite itself is ESM only; its driver is a few lines, mirrored here as it is
 * (@supabase/lite/dist/db/postgres/pglite/PgliteConnection.js): no lock, BEGIN as a query.
 */
class LitePgliteDriver implements Driver {
  constructor(private readonly pg: PGlite) {}
  async init() {}
  async acquireConnection(): Promise<DatabaseConnection> {
    const pg = this.pg;
    return {
      async executeQuery(query) {
        const result = await pg.query(query.sql, [...query.parameters]);
        return { rows: result.rows as never[], numAffectedRows: typeof result.affectedRows === 'number' ? BigInt(result.affectedRows) : undefined };
      },
      streamQuery() {
        throw new Error('not streamed');
      },
    };
  }
  async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('BEGIN'));
  }
  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('COMMIT'));
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('ROLLBACK'));
  }
  async releaseConnection() {}
  async destroy() {}
}

let pg: PGlite;
let kysely: Kysely<Record<string, never>>;
/** Our own queries beside lite's (Database.query on PGlite). */
const db = {
  query: async <Row>(text: string) => (await pg.query<Row>(text)).rows,
};

async function open() {
  pg = new PGlite();
  kysely = new Kysely({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new LitePgliteDriver(pg),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  holdSessionPerTransaction(pg, kysely as never);
  await pg.exec('create table written (v text)');
}

const written = async () => (await db.query<{ v: string }>('select v from written order by v')).map((row) => row.v);

/** A promise and the function that settles it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/** A request's transaction that writes `value`, then waits at `hold` and ends as `end` says. */
function requestTransaction(value: string, hold: Promise<void>, end: 'commit' | 'rollback') {
  const begun = gate();
  const done = kysely
    .transaction()
    .execute(async (trx) => {
      await sql`insert into written values (${value})`.execute(trx);
      begun.open();
      await hold;
      if (end === 'rollback') throw new Error('rolled back');
    })
    .catch((error: Error) => error.message);
  return { begun: begun.opened, done };
}

/** Long enough for anything not held back to reach the database. */
const moment = () => new Promise((resolve) => setTimeout(resolve, 50));

const SCENARIOS: Record<string, () => Promise<unknown>> = {
  async 'a write beside a transaction that rolls back'() {
    const hold = gate();
    const request = requestTransaction('inside', hold.opened, 'rollback');
    await request.begun;
    const beside = db.query("insert into written values ('beside')");
    await moment();
    hold.open();
    const answered = await request.done;
    await beside;
    return { answered, written: await written() };
  },
  async "a write of lite's outside any transaction, beside one that rolls back"() {
    const hold = gate();
    const request = requestTransaction('inside', hold.opened, 'rollback');
    await request.begun;
    const beside = sql`insert into written values ('beside')`.execute(kysely);
    await moment();
    hold.open();
    await Promise.all([request.done, beside]);
    return { written: await written() };
  },
  async 'two transactions at once, one rolled back and one committed'() {
    const hold = gate();
    const rolledBack = requestTransaction('rolled back', hold.opened, 'rollback');
    await rolledBack.begun;
    const committed = requestTransaction('committed', Promise.resolve(), 'commit');
    await moment();
    hold.open();
    return { answered: [await rolledBack.done, (await committed.done) ?? 'committed'], written: await written() };
  },
  async 'a query on the connection itself inside a transaction'() {
    const seen = await kysely.transaction().execute(async (trx) => {
      await sql`insert into written values ('inside')`.execute(trx);
      const [fromConnection] = await db.query<{ n: number }>('select count(*)::int as n from written');
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from written`.execute(kysely);
      return [fromConnection.n, rows[0].n];
    });
    return { seen, written: await written() };
  },
  async 'a failed statement, then the next request'() {
    const answered = await kysely
      .transaction()
      .execute(async (trx) => {
        await sql`insert into written values ('inside')`.execute(trx);
        await sql`select 1 / 0`.execute(trx);
      })
      .catch((error: Error) => error.message);
    await db.query("insert into written values ('after')");
    return { answered, written: await written() };
  },
  async 'our own transaction, rolled back, beside a request that commits'() {
    const hold = gate();
    const ours = inHeldTransaction(pg, async (tx) => {
      await tx.query("insert into written values ('ours')");
      const [inside] = await db.query<{ n: number }>('select count(*)::int as n from written');
      await hold.opened;
      await tx.rollback();
      return inside.n;
    });
    const request = requestTransaction('request', Promise.resolve(), 'commit');
    await moment();
    hold.open();
    const seenInside = await ours;
    await request.done;
    return { seenInside, written: await written() };
  },
};

async function main() {
  await open();
  const outcomes: Record<string, unknown> = {};
  for (const [name, scenario] of Object.entries(SCENARIOS)) {
    await pg.exec('truncate written');
    outcomes[name] = await scenario();
  }
  await pg.close();
  process.stdout.write(JSON.stringify(outcomes));
}

void main();
