/**
 * Stripe's list envelope and cursor pagination: newest first, `limit` 1–100 (default 10),
 * `starting_after`/`ending_before` by object id.
 */
import type { JsonObject } from '../core/json';
import { invalidRequest, resourceMissing } from './errors';
import type { Params } from './params';

export interface Listable {
  id: string;
  created: number;
}

export function listEnvelope(url: string, data: JsonObject[], hasMore: boolean): JsonObject {
  return { object: 'list', data, has_more: hasMore, url };
}

/**
 * `records` oldest first (table order). Ties in `created` keep creation order, which Stripe's ids
 * also encode.
 */
export function paginate<T extends Listable>(params: Params, records: T[], objectName: string, url: string, toJson: (record: T) => JsonObject): JsonObject {
  const limit = params.int('limit') ?? 10;
  if (limit < 1 || limit > 100) throw invalidRequest('Invalid limit: must be between 1 and 100', 'limit', 'parameter_invalid_integer');
  const startingAfter = params.string('starting_after');
  const endingBefore = params.string('ending_before');
  if (startingAfter && endingBefore) throw invalidRequest('You may only specify one of these parameters: ending_before, starting_after.', 'ending_before');
  const newestFirst = [...records].reverse();
  let page: T[];
  let hasMore: boolean;
  if (endingBefore) {
    const index = newestFirst.findIndex((record) => record.id === endingBefore);
    if (index < 0) throw resourceMissing(objectName, endingBefore, 'ending_before', 400);
    const before = newestFirst.slice(0, index);
    page = before.slice(Math.max(0, before.length - limit));
    hasMore = before.length > limit;
  } else {
    let from = 0;
    if (startingAfter) {
      const index = newestFirst.findIndex((record) => record.id === startingAfter);
      if (index < 0) throw resourceMissing(objectName, startingAfter, 'starting_after', 400);
      from = index + 1;
    }
    page = newestFirst.slice(from, from + limit);
    hasMore = newestFirst.length > from + limit;
  }
  return listEnvelope(url, page.map(toJson), hasMore);
}

/** Stripe's `created` filter: an exact timestamp or `created[gt|gte|lt|lte]`. */
export function createdFilter(params: Params, key = 'created'): (created: number) => boolean {
  if (!params.has(key)) return () => true;
  const exact = typeof params.raw[key] === 'string' ? params.int(key) : undefined;
  if (exact !== undefined) return (created) => created === exact;
  const range = params.object(key);
  if (!range) return () => true;
  range.allowOnly(['gt', 'gte', 'lt', 'lte']);
  const gt = range.int('gt');
  const gte = range.int('gte');
  const lt = range.int('lt');
  const lte = range.int('lte');
  return (created) =>
    (gt === undefined || created > gt) && (gte === undefined || created >= gte) && (lt === undefined || created < lt) && (lte === undefined || created <= lte);
}
