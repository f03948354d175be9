import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite, Results, Transaction } from '@electric-sql/pglite';

/**
 * One transaction at a time on PGlite, each holding the database's only session until it ends.
 *
 * PGlite is a single PostgreSQL session. lite's driver for it begins a request's transaction with
 * a plain `BEGIN` on that session and takes no lock, so whatever another request sent meanwhile
 * (a write of lite's outside any transaction, one of ours, another request's own `BEGIN`) ran
 * inside that transaction and shared its fate: a session lite had just opened for a verified link
 * vanished when a concurrent request's transaction rolled back, and the `otp` claim recorded for it
 * next failed its foreign key (POST /auth/v1/verify answered 500). PostgreSQL proper gives each
 * pooled connection its own session and never had this.
 *
 * So each transaction (lite's, through its kysely instance, and ours, `Database.transaction`) runs
 * inside PGlite's own `transaction()`, which holds PGlite's lock until it ends: everything else
 * waits for it. What the transaction's own code sends, in the same async context, goes to it:
 * lite's statements through its driver, its `BEGIN`, `COMMIT` and `ROLLBACK` included (PGlite
 * commits when the work returns), and any query on the instance itself, which would otherwise
 * wait for the lock that its own transaction holds.
 */

type Querying = Pick<PGlite, 'query' | 'exec'>;

interface Held {
  tx: Transaction;
  /** The work has returned: what still runs in its context (something it did not await) is on its own. */
  settled: boolean;
}

const held = new AsyncLocalStorage<Held>();

/** A transaction's control statements as lite's kysely driver sends them. */
const CONTROL = /^\s*(BEGIN|COMMIT|ROLLBACK)\s*;?\s*$/i;

const EMPTY_RESULT: Results = { rows: [], fields: [], affectedRows: 0 };

/** The transaction the current code runs in, if it is still open. */
function current(): Transaction | null {
  const state = held.getStore();
  if (!state || state.settled) return null;
  // Rolled back by its own code and not yet returned: waiting for the lock would never end.
  if (state.tx.closed) throw new Error('This transaction has already been rolled back');
  return state.tx;
}

/** Runs `work` in a transaction of its own on `pg`, holding PGlite's only session until it ends. */
export function inHeldTransaction<T>(pg: PGlite, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return pg.transaction(async (tx) => {
    const state: Held = { tx, settled: false };
    try {
      return await held.run(state, () => work(tx));
    } finally {
      state.settled = true;
    }
  });
}

interface KyselyTransactions {
  transaction(): TransactionBuilder;
}

interface TransactionBuilder {
  execute<T>(work: (trx: never) => Promise<T>): Promise<T>;
  [setting: string]: unknown;
}

/** A kysely transaction builder whose `execute` holds the session; its settings keep that. */
function heldBuilder(pg: PGlite, builder: TransactionBuilder): TransactionBuilder {
  return new Proxy(builder, {
    get(target, property, receiver) {
      if (property === 'execute') {
        return <T>(work: (trx: never) => Promise<T>) => inHeldTransaction(pg, () => target.execute(work));
      }
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function') return value;
      // setIsolationLevel and the like return a new builder: held too.
      return (...args: unknown[]) => {
        const result = (value as (...a: unknown[]) => unknown).apply(target, args);
        return result && typeof result === 'object' && 'execute' in result ? heldBuilder(pg, result as TransactionBuilder) : result;
      };
    },
  });
}

/**
 * Makes every transaction on `pg` hold its session: `kysely` is lite's instance on it (the
 * connection's), whose `transaction()` every request of lite's goes through. Call before anything
 * else replaces `pg.query` and `pg.exec` (the result rendering wraps these).
 */
export function holdSessionPerTransaction(pg: PGlite, kysely: KyselyTransactions): void {
  const query = pg.query.bind(pg) as Querying['query'];
  const exec = pg.exec.bind(pg) as Querying['exec'];
  const routed: Querying = {
    async query(text, params, options) {
      const tx = current();
      if (!tx) return query(text, params, options);
      const control = CONTROL.exec(text)?.[1].toUpperCase();
      if (control === 'ROLLBACK') await tx.rollback();
      if (control) return EMPTY_RESULT as never;
      return tx.query(text, params, options);
    },
    async exec(text, options) {
      const tx = current();
      return tx ? tx.exec(text, options) : exec(text, options);
    },
  };
  Object.assign(pg, routed);
  const transaction = kysely.transaction.bind(kysely);
  kysely.transaction = () => heldBuilder(pg, transaction());
}
