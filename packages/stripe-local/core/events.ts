/**
 * Events as Stripe sends them: a snapshot of the object after the change and, for `*.updated`, the
 * previous values of the fields that changed (top-level fields, like most Stripe events).
 */
import type Stripe from 'stripe';
import type { Ctx } from './context';
import { newId } from './ids';
import { cloneJson, jsonEqual, toJson, type JsonObject } from './json';

export const API_VERSION = '2026-10-28.endive';

export function emitEvent(ctx: Ctx, type: Stripe.Event.Type, object: JsonObject, previousAttributes?: JsonObject): JsonObject {
  ctx.store.markDirty();
  const event = toJson<Stripe.EventBase>({
    id: newId('event'),
    object: 'event',
    api_version: API_VERSION,
    created: ctx.clock.now(),
    data: {
      object: cloneJson(object),
      ...(previousAttributes && Object.keys(previousAttributes).length > 0 ? { previous_attributes: cloneJson(previousAttributes) } : {}),
    },
    livemode: false,
    pending_webhooks: ctx.config.webhookUrl ? 1 : 0,
    request: { id: ctx.request?.id ?? null, idempotency_key: ctx.request?.idempotencyKey ?? null },
    type,
  });
  ctx.state.events[event.id as string] = event;
  ctx.deliver(event);
  return event;
}

/** The values in `before` of the top-level fields that differ in `after`. */
export function previousAttributes(before: JsonObject, after: JsonObject): JsonObject {
  const previous: JsonObject = {};
  for (const key of Object.keys(before)) if (!jsonEqual(before[key], after[key])) previous[key] = before[key];
  return previous;
}

/** Emits `type` with previous attributes when something visible changed; returns whether it did. */
export function emitUpdated(ctx: Ctx, type: Stripe.Event.Type, before: JsonObject, after: JsonObject): boolean {
  const previous = previousAttributes(before, after);
  if (Object.keys(previous).length === 0) return false;
  emitEvent(ctx, type, after, previous);
  return true;
}
