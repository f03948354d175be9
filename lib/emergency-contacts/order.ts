/**
 * Moving one contact a place up or down in the list (pure, unit-tested): the whole new order is
 * sent to reorder_emergency_contacts, which saves every priority in one statement.
 * Returns null when the move is not possible (first up, last down, unknown id).
 */
export function movedOrder(ids: readonly string[], id: string, direction: 'up' | 'down'): string[] | null {
  const from = ids.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}
