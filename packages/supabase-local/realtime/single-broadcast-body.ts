import { json, errorResponse } from '../http/errors';

/**
 * The payload of a `channel.httpSend()` request, by Content-Type, as hosted's broadcast-single
 * pipeline reads it (router.ex: ValidateBroadcastContentType, then Plug.Parsers with its
 * OctetStream parser):
 * - `application/octet-stream`: the raw bytes, an empty body included;
 * - `application/json` (any parameters, e.g. `; charset=utf-8`): the JSON value, `{}` for an
 *   empty body (Plug.Parsers.JSON);
 * - no Content-Type at all: accepted for old callers, and the body is not read: `{}`;
 * - anything else: 415 `{"error":"Unsupported Media Type. Use application/json or application/octet-stream"}`.
 */
export async function readSingleBroadcastBody(request: Request): Promise<{ payload: unknown } | Response> {
  const header = request.headers.get('content-type');
  if (header === null) return { payload: {} };
  const mediaType = header.split(';')[0].trim().toLowerCase();
  if (mediaType === 'application/octet-stream') return { payload: Buffer.from(await request.arrayBuffer()) };
  if (mediaType !== 'application/json') {
    return json(415, { error: 'Unsupported Media Type. Use application/json or application/octet-stream' });
  }
  const text = await request.text();
  if (text === '') return { payload: {} };
  try {
    return { payload: JSON.parse(text) as unknown };
  } catch {
    return errorResponse('realtime', 400, 'validation_failed', 'The payload is not valid JSON');
  }
}
