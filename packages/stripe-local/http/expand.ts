/**
 * `expand[]`: replaces ids with their objects along dotted paths (`latest_invoice.payments`,
 * `data.customer` on lists, `items.data.price.product`), at most 4 levels deep like Stripe.
 */
import type { Ctx } from '../core/context';
import { isJsonObject, type Json, type JsonObject } from '../core/json';
import { includable, objectById } from '../resources/registry';
import { invalidRequest } from './errors';

function expandPath(ctx: Ctx, value: Json, segments: string[], index: number): void {
  if (Array.isArray(value)) {
    for (const entry of value) expandPath(ctx, entry, segments, index);
    return;
  }
  if (!isJsonObject(value)) return;
  const [head, ...rest] = segments;
  let field = value[head];
  if (field === undefined) {
    const included = includable(ctx, value, head);
    if (!included) throw invalidRequest(`This property cannot be expanded (${head}).`, `expand[${index}]`);
    value[head] = field = included;
  } else if (typeof field === 'string') {
    const found = objectById(ctx, field);
    if (!found) throw invalidRequest(`This property cannot be expanded (${head}).`, `expand[${index}]`);
    value[head] = field = found;
  } else if (typeof field !== 'object') {
    throw invalidRequest(`This property cannot be expanded (${head}).`, `expand[${index}]`);
  }
  if (rest.length > 0 && field !== null) expandPath(ctx, field, rest, index);
}

export function expand(ctx: Ctx, value: JsonObject, paths: string[]): JsonObject {
  paths.forEach((path, index) => {
    const segments = path.split('.');
    if (segments.length > 4) throw invalidRequest(`You cannot expand more than 4 levels of a property. Property: ${path}`, `expand[${index}]`);
    if (segments.some((segment) => segment === '')) throw invalidRequest(`Invalid expand path: ${path}`, `expand[${index}]`);
    expandPath(ctx, value, segments, index);
  });
  return value;
}
