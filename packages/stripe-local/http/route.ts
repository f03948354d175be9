import type { Ctx } from '../core/context';
import type { JsonObject } from '../core/json';
import type { Params } from './params';

export interface ApiCall {
  ctx: Ctx;
  params: Params;
  /** `:name` segments of the route pattern. */
  path: Record<string, string>;
}

export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  /** e.g. `/v1/customers/:id` */
  pattern: string;
  /** Top-level parameters Stripe knows for this endpoint (`expand` always; pagination on lists). */
  allowed: readonly string[];
  list?: boolean;
  handle(call: ApiCall): JsonObject;
}
