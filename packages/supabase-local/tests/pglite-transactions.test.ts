/** @jest-environment node */
import { runScenarios } from './support/run-scenarios';

/**
 * PGlite is one PostgreSQL session. lite's driver opens a request's transaction with a plain BEGIN
 * on it, so, unguarded, any query of another request that ran meanwhile ran inside that
 * transaction: a session lite had just written vanished when another request's transaction rolled
 * back (POST /auth/v1/verify then answered 500 on `mfa_amr_claims_session_id_fkey`). Each
 * transaction now holds the session alone until it ends (db/pglite-transactions.ts).
 *
 * The scenarios run in a process of their own (tests/support/pglite-transaction-scenarios.ts):
 * PGlite does not load under Jest.
 */

let outcomes: Record<string, unknown>;

beforeAll(() => {
  outcomes = runScenarios('pglite-transaction-scenarios.ts');
}, 90_000);

describe('transactions on PGlite', () => {
  it('a write beside a transaction that rolls back is kept', () => {
    expect(outcomes['a write beside a transaction that rolls back']).toEqual({ answered: 'rolled back', written: ['beside'] });
  });

  it("a write of lite's outside any transaction is not rolled back with another request's", () => {
    expect(outcomes["a write of lite's outside any transaction, beside one that rolls back"]).toEqual({ written: ['beside'] });
  });

  it('two transactions at once each end as their own request says', () => {
    expect(outcomes['two transactions at once, one rolled back and one committed']).toEqual({
      answered: ['rolled back', 'committed'],
      written: ['committed'],
    });
  });

  it('inside a transaction, a query on the connection itself runs in it, not after it (no deadlock)', () => {
    expect(outcomes['a query on the connection itself inside a transaction']).toEqual({ seen: [1, 1], written: ['inside'] });
  });

  it('a failed statement rolls its transaction back and the session serves the next request', () => {
    expect(outcomes['a failed statement, then the next request']).toEqual({ answered: expect.stringMatching(/division by zero/), written: ['after'] });
  });

  it('our own transactions hold the session too, and a query on the instance inside one runs in it', () => {
    expect(outcomes['our own transaction, rolled back, beside a request that commits']).toEqual({ seenInside: 1, written: ['request'] });
  });
});
