/**
 * Reads every row a query matches, a page at a time. The Data API answers at most `max_rows` rows
 * per request (supabase/config.toml [api] max_rows = 1000, also hosted Supabase's default) and
 * cuts the rest off without an error, so a single request silently loses rows past the first
 * thousand. PAGE_SIZE must therefore not exceed max_rows: a page shorter than asked for is taken
 * as the last one.
 */
export const PAGE_SIZE = 1000;

export type Row = Record<string, unknown>;

type PageResult<T> = { data: T[] | null; error: { message: string } | null };

/** A Data API query with its filters and an order, not yet limited (supabase-js's builder). */
export type PagedQuery<T = Row> = { range(from: number, to: number): PromiseLike<PageResult<T>> };

/**
 * All rows of `query()`, which is built afresh for each page (a builder runs once). The query
 * must be ordered by a unique key (e.g. `.order('created_at').order('id')`), or rows could move
 * between pages while they are read and be skipped or repeated.
 */
export async function allRows<T = Row>(label: string, query: () => PagedQuery<T>, pageSize = PAGE_SIZE): Promise<T[]> {
  const rows: T[] = [];
  for (let from = 0; ; from += pageSize) {
    const { data, error } = await query().range(from, from + pageSize - 1);
    if (error) throw new Error(`Reading ${label} failed: ${error.message}`);
    const page = data ?? [];
    rows.push(...page);
    if (page.length < pageSize) return rows;
  }
}
