import { bearerToken, isOpaqueApiKey, verifyAccessToken } from '../auth/access-token';
import { errorResponse } from '../http/errors';
import type { RealtimeServer } from './realtime-server';
import { readSingleBroadcastBody } from './single-broadcast-body';
import { subscriberAuth, type SubscriberAuth } from './subscriber';

/**
 * `POST /realtime/v1/api/broadcast` `{messages:[{topic,event,payload}]}` → 202: what realtime-js
 * uses for `channel.send()` before the channel is joined, and what servers use to broadcast.
 */
export async function handleRealtimeBroadcast(
  request: Request,
  realtime: RealtimeServer,
  apiKeys: { publishableKey: string; secretKey: string },
): Promise<Response> {
  if (request.method !== 'POST') return errorResponse('realtime', 405, 'method_not_allowed', 'Use POST');
  const apiKey = request.headers.get('apikey') ?? new URL(request.url).searchParams.get('apikey');
  if (apiKey !== apiKeys.publishableKey && apiKey !== apiKeys.secretKey) {
    return errorResponse('gateway', 401, 'invalid_api_key', 'Invalid API key');
  }
  const body = (await request.json().catch(() => null)) as { messages?: unknown } | null;
  if (!body || !Array.isArray(body.messages)) {
    return errorResponse('realtime', 400, 'validation_failed', 'Body must be {"messages": [...]}');
  }
  const messages = body.messages.filter(
    (m): m is { topic: string; event: string; payload: unknown; private?: boolean } =>
      !!m && typeof (m as { topic?: unknown }).topic === 'string' && typeof (m as { event?: unknown }).event === 'string',
  );
  realtime.broadcastFromRest(messages, apiKey === apiKeys.secretKey);
  return new Response(null, { status: 202 });
}

/**
 * `POST /realtime/v1/api/broadcast/<topic>/events/<event>[?private=true]` → 202: realtime-js's
 * `channel.httpSend()` (hosted Realtime's BroadcastSingleController). The body is the payload:
 * JSON (`application/json`), or raw bytes (`application/octet-stream`), which vsn 2.0.0
 * subscribers get as an ArrayBuffer. On a private topic the caller needs the write policy on
 * realtime.messages, checked as a join is (their token, or the secret key, which bypasses it):
 * else 403 "Unauthorized".
 */
export async function handleRealtimeSingleBroadcast(
  request: Request,
  route: { topic: string; event: string },
  realtime: RealtimeServer,
  keys: { publishableKey: string; secretKey: string; jwtSecret: Uint8Array },
): Promise<Response> {
  if (request.method !== 'POST') return errorResponse('realtime', 405, 'method_not_allowed', 'Use POST');
  const apiKey = request.headers.get('apikey') ?? new URL(request.url).searchParams.get('apikey');
  if (apiKey !== keys.publishableKey && apiKey !== keys.secretKey) {
    return errorResponse('gateway', 401, 'invalid_api_key', 'Invalid API key');
  }
  const body = await readSingleBroadcastBody(request);
  if (body instanceof Response) return body;
  const { payload } = body;
  if (payload === null) return errorResponse('realtime', 422, 'validation_failed', "payload can't be blank");
  const isPrivate = new URL(request.url).searchParams.get('private') === 'true';
  if (isPrivate) {
    const caller = await callerOf(request, apiKey === keys.secretKey, keys.jwtSecret);
    if (caller === 'invalid') return errorResponse('realtime', 401, 'invalid_jwt', 'Invalid token');
    if (caller !== 'trusted' && !(await realtime.authorizeWrite(caller, route.topic, 'broadcast'))) {
      return errorResponse('realtime', 403, 'forbidden', 'Unauthorized');
    }
  }
  realtime.broadcastFromRest([{ topic: route.topic, event: route.event, payload, private: isPrivate }], true);
  return new Response(null, { status: 202 });
}

/** The secret key alone is trusted; otherwise the bearer token's role and claims (anon without one). */
async function callerOf(request: Request, secretKey: boolean, jwtSecret: Uint8Array): Promise<SubscriberAuth | 'trusted' | 'invalid'> {
  const token = bearerToken(request);
  if (!token || isOpaqueApiKey(token)) return secretKey ? 'trusted' : subscriberAuth({ role: 'anon' });
  const check = await verifyAccessToken(token, jwtSecret);
  return check.ok ? subscriberAuth(check.claims) : 'invalid';
}
