/** @jest-environment node */
import { countingEstimates } from '../db/estimated-count';

interface Query {
  sql: string;
  parameters: readonly unknown[];
}

/** A transaction whose count and plan answer what the test says; it records what was asked. */
function fakeTransaction(counted: number, planned: number) {
  const asked: Query[] = [];
  const tx = {
    async executeQuery(query: Query) {
      asked.push(query);
      if (query.sql.startsWith('SELECT count(*)')) return { rows: [{ pgrst_total: String(counted) }] };
      if (query.sql.startsWith('EXPLAIN')) return { rows: [{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': planned } }] }] };
      return { rows: [{ other: true }] };
    },
  };
  return { tx, asked };
}

const planRows = (result: { rows: Record<string, unknown>[] }) =>
  (result.rows[0]['QUERY PLAN'] as { Plan: { 'Plan Rows': number } }[])[0].Plan['Plan Rows'];

describe('countingEstimates (Prefer: count=estimated)', () => {
  it('answers the exact count up to max-rows, counting at most max-rows + 1 rows', async () => {
    const { tx, asked } = fakeTransaction(3, 420);
    const result = await countingEstimates(tx, 1000).executeQuery({ sql: 'EXPLAIN (FORMAT JSON) select * from t where a = $1', parameters: [1] });
    expect(planRows(result)).toBe(3);
    expect(asked).toEqual([
      { sql: 'SELECT count(*) AS pgrst_total FROM (SELECT 1 FROM (select * from t where a = $1) AS pgrst_source LIMIT 1001) AS pgrst_limited', parameters: [1] },
    ]);
  });

  it('past max-rows answers the larger of the count and the plan', async () => {
    expect(planRows(await countingEstimates(fakeTransaction(1001, 5000).tx, 1000).executeQuery({ sql: 'EXPLAIN (FORMAT JSON) q', parameters: [] }))).toBe(5000);
    expect(planRows(await countingEstimates(fakeTransaction(1001, 10).tx, 1000).executeQuery({ sql: 'EXPLAIN (FORMAT JSON) q', parameters: [] }))).toBe(1001);
  });

  it('passes every other query through', async () => {
    const { tx, asked } = fakeTransaction(0, 0);
    expect(await countingEstimates(tx).executeQuery({ sql: 'select 1', parameters: [] })).toEqual({ rows: [{ other: true }] });
    expect(asked).toHaveLength(1);
  });
});
