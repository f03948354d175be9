import { errorResponse } from '../http/errors';
import type { RealtimeServer } from './realtime-server';

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
