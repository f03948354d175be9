/**
 * `/_local` controls (same key as the API, JSON bodies), for tests and demos:
 *   GET  /_local/clock                                  → { now, offset_seconds }
 *   POST /_local/clock/advance { seconds }              → moves the clock, processes what fell due
 *   POST /_local/subscriptions/:id/renewal_outcome { outcome: 'fail' | 'succeed' | 'card' }
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Ctx } from '../core/context';
import { isJsonObject, type Json, type JsonObject } from '../core/json';
import { processDue } from '../billing/scheduler';
import { checkKey } from './auth';
import { ApiError, invalidRequest, resourceMissing, unrecognizedUrl } from './errors';
import { BodyTooLarge, readBody, sendJson } from './io';

function parseJson(text: string): JsonObject {
  if (text.trim() === '') return {};
  let value: Json;
  try {
    value = JSON.parse(text) as Json;
  } catch {
    throw invalidRequest('Invalid JSON body.');
  }
  if (!isJsonObject(value)) throw invalidRequest('The body must be a JSON object.');
  return value;
}

function clockJson(ctx: Ctx): JsonObject {
  return { object: 'local.clock', now: ctx.clock.now(), offset_seconds: Math.round(ctx.clock.offset / 1000) };
}

export async function handleLocal(ctx: Ctx, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const method = req.method ?? 'GET';
  try {
    const authError = checkKey(req.headers.authorization, ctx.config.secretKey);
    if (authError) throw authError;
    const body = method === 'POST' ? parseJson(await readBody(req)) : {};
    processDue(ctx);
    const path = url.pathname;
    if (method === 'GET' && path === '/_local/clock') return sendJson(res, 200, clockJson(ctx));
    if (method === 'POST' && path === '/_local/clock/advance') {
      const seconds = body.seconds;
      if (typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds < 0)
        throw invalidRequest('`seconds` must be a non-negative integer.', 'seconds', 'parameter_invalid_integer');
      ctx.clock.advance(seconds);
      ctx.state.clockOffsetMs = ctx.clock.offset;
      ctx.store.markDirty();
      const processed = processDue(ctx);
      ctx.store.flush();
      return sendJson(res, 200, { ...clockJson(ctx), processed });
    }
    const outcome = /^\/_local\/subscriptions\/([^/]+)\/renewal_outcome$/.exec(path);
    if (method === 'POST' && outcome) {
      const subscription = ctx.state.subscriptions[decodeURIComponent(outcome[1])];
      if (!subscription) throw resourceMissing('subscription', outcome[1]);
      const wanted = body.outcome;
      if (wanted !== 'fail' && wanted !== 'succeed' && wanted !== 'card') throw invalidRequest("`outcome` must be 'fail', 'succeed' or 'card'.", 'outcome');
      subscription.renewal_outcome = wanted;
      ctx.store.markDirty();
      ctx.store.flush();
      return sendJson(res, 200, { object: 'local.renewal_outcome', subscription: subscription.id, outcome: wanted });
    }
    throw unrecognizedUrl(method, path);
  } catch (error) {
    if (error instanceof ApiError) return sendJson(res, error.status, error.toJson());
    if (error instanceof BodyTooLarge) return sendJson(res, 400, invalidRequest(error.message).toJson());
    throw error;
  }
}
