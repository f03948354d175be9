import type { Claims } from '../auth/access-token';
import type { RowFilter } from './row-filter';

export type ChangeEvent = 'INSERT' | 'UPDATE' | 'DELETE';

export interface PostgresBinding {
  /** Integer id echoed in the join reply and listed in every matching change's `ids`. */
  id: number;
  event: '*' | ChangeEvent;
  schema: string;
  table?: string;
  /** All must hold; none = every row. */
  filters: RowFilter[];
  /** The columns a change carries for this binding; all when absent. */
  select?: string[];
}

/** Who a channel acts as: RLS checks run with this role and these claims. */
export interface SubscriberAuth {
  role: string;
  claims: Claims;
  /** role + claims, the grouping key of the batched visibility checks. */
  key: string;
}

export function subscriberAuth(claims: Claims): SubscriberAuth {
  const role = typeof claims.role === 'string' ? claims.role : 'anon';
  const normalised = { ...claims, role };
  return { role, claims: normalised, key: JSON.stringify(normalised) };
}

/** Stable integer per binding, like hosted's `erlang:phash2(params)`. */
export function bindingId(params: unknown): number {
  const text = JSON.stringify(params);
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0) % 100000000;
}

export function bindingMatchesTable(binding: PostgresBinding, schema: string, table: string, type: ChangeEvent): boolean {
  if (binding.event !== '*' && binding.event !== type) return false;
  if (binding.schema !== '*' && binding.schema !== schema) return false;
  return binding.table === undefined || binding.table === '*' || binding.table === table;
}
