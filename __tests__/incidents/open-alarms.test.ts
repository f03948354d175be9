import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import { countOpenAlarms, readOpenAlarms } from '@/lib/data/open-alarms';

/** A query builder that records its calls; awaiting it answers `result`. */
function recordingClient(result: object) {
  const calls: unknown[][] = [];
  const builder: Record<string, unknown> = {};
  for (const method of ['from', 'select', 'in', 'eq', 'neq', 'order', 'limit']) {
    builder[method] = (...args: unknown[]) => {
      calls.push([method, ...args]);
      return builder;
    };
  }
  builder.then = (resolve: (value: unknown) => unknown) => resolve(result);
  return { client: builder as unknown as SupabaseClient<Database>, calls };
}

describe('open alarms: one definition for the overview and the alarms page', () => {
  it('both count every active or acknowledged alarm of any region or source but the status page\'s synthetic alarm', async () => {
    const count = recordingClient({ count: 3, error: null });
    const list = recordingClient({ data: [], count: 3, error: null });
    expect(await countOpenAlarms(count.client)).toEqual({ count: 3, error: null });
    expect(await readOpenAlarms(list.client)).toEqual({ events: [], count: 3, error: null });
    const filters = (calls: unknown[][]) => calls.filter(([method]) => method === 'in' || method === 'eq' || method === 'neq');
    expect(filters(count.calls)).toEqual([
      ['in', 'status', ['active', 'acknowledged']],
      ['neq', 'source', 'probe'],
    ]);
    expect(filters(list.calls)).toEqual(filters(count.calls));
    expect(list.calls).toContainEqual(['select', '*', { count: 'exact' }]);
  });
});
