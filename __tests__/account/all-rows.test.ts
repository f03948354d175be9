/** @jest-environment node */
import { allRows } from '@/lib/data/all-rows';

/** A stand-in for a Data API table that answers at most `cap` rows a request, as max_rows does. */
function table(count: number, cap: number) {
  const rows = Array.from({ length: count }, (_, i) => ({ id: i }));
  const asked: Array<[number, number]> = [];
  const query = () => ({
    range: async (from: number, to: number) => {
      asked.push([from, to]);
      return { data: rows.slice(from, Math.min(to + 1, from + cap)), error: null };
    },
  });
  return { query, asked };
}

describe('allRows', () => {
  it('reads past the server’s per-request cap, page by page, until a short page', async () => {
    const { query, asked } = table(2500, 1000);
    const rows = await allRows('readings', query);
    expect(rows).toHaveLength(2500);
    expect(rows.map((row) => row.id)).toEqual(Array.from({ length: 2500 }, (_, i) => i));
    expect(asked).toEqual([
      [0, 999],
      [1000, 1999],
      [2000, 2999],
    ]);
  });

  it('asks once more after an exactly full page, and once for an empty table', async () => {
    const full = table(1000, 1000);
    expect(await allRows('x', full.query)).toHaveLength(1000);
    expect(full.asked).toEqual([
      [0, 999],
      [1000, 1999],
    ]);
    const empty = table(0, 1000);
    expect(await allRows('x', empty.query)).toEqual([]);
    expect(empty.asked).toHaveLength(1);
  });

  it('fails loudly rather than hand back part of the rows', async () => {
    let calls = 0;
    const query = () => ({
      range: async () => (++calls === 1 ? { data: Array.from({ length: 1000 }, () => ({})), error: null } : { data: null, error: { message: 'boom' } }),
    });
    await expect(allRows('readings', query)).rejects.toThrow('Reading readings failed: boom');
  });
});
