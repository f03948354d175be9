import { createPublicKey, verify } from 'node:crypto';
import { errorResponse, json } from '../http/errors';
import type { PushInbox, ReceivedPush } from './push-inbox';

/**
 * The local push service stand-in: `POST /_push/<id>` takes a Web Push message the way the push
 * services browsers use do (RFC 8030 §5, encrypted per RFC 8291, signed per RFC 8292), so the
 * dispatcher's real push path (web-push's request, sent with fetch) can be measured on this machine
 * with no browser and no network. It checks what a push service checks and answers as one does:
 *   - TTL required, a number of seconds (400); Urgency and Topic well-formed when given (400);
 *   - a body is `Content-Encoding: aes128gcm` with a well-formed RFC 8188 header whose key id is a
 *     P-256 point (400), at most 4096 bytes (413);
 *   - `Authorization: vapid t=<jwt>, k=<key>`: an ES256 JWT whose signature verifies with k, whose
 *     `aud` is this service's origin and whose `exp` is in the future and at most 24 h away (401);
 *   - accepted: 201 Created, the message's URL in Location and the TTL kept echoed.
 * The message cannot be decrypted here (only the subscription's holder can) and is not kept: what
 * was received is (endpoint id, time, size, urgency, topic), the last 200, for `GET /_push[?id=]`;
 * `DELETE /_push[?id=]` clears. Loopback only, like the mailbox.
 */
export const MAX_PUSH_BODY_BYTES = 4096;
/** RFC 8292 §2: a push service refuses a token that expires more than 24 hours from now. */
const MAX_JWT_LIFETIME_SECONDS = 24 * 60 * 60;
const ENDPOINT_ID = /^[A-Za-z0-9_-]{1,200}$/;
const URGENCIES: readonly ReceivedPush['urgency'][] = ['very-low', 'low', 'normal', 'high'];
/** RFC 8030 §5.4: at most 32 characters of the URL- and filename-safe base64 alphabet. */
const TOPIC = /^[A-Za-z0-9_-]{1,32}$/;
/** RFC 8188 §2.1: salt (16), record size (4), key id length (1); RFC 8291 §4: the key id is a P-256 point (65). */
const AES128GCM_HEADER_BYTES = 16 + 4 + 1;
const P256_POINT_BYTES = 65;
/** RFC 8188 §2: the smallest record holds the padding delimiter (1) and the tag (16). */
const MIN_RECORD_BYTES = 17;

function isLoopback(address: string | null): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

const refuse = (status: number, code: string, message: string) => errorResponse('local', status, code, message);

export async function handlePushRequest(
  request: Request,
  pathname: string,
  peerAddress: string | null,
  inbox: PushInbox,
  now: () => number = Date.now,
): Promise<Response> {
  if (!isLoopback(peerAddress)) return refuse(403, 'forbidden', 'The local push service is loopback-only');
  if (pathname === '/_push' || pathname === '/_push/') {
    const id = new URL(request.url).searchParams.get('id') ?? undefined;
    if (request.method === 'GET') return json(200, inbox.list(id));
    if (request.method === 'DELETE') {
      inbox.clear(id);
      return new Response(null, { status: 204 });
    }
    return refuse(405, 'method_not_allowed', 'Use GET or DELETE on /_push, POST on /_push/<id>');
  }
  const endpointId = pathname.slice('/_push/'.length);
  // A push service knows only the subscriptions it issued; here any well-formed id is one.
  if (!ENDPOINT_ID.test(endpointId)) return refuse(404, 'not_found', 'No such push subscription');
  if (request.method !== 'POST') return refuse(405, 'method_not_allowed', 'Send a push message with POST');
  return receivePush(request, endpointId, inbox, now());
}

async function receivePush(request: Request, endpointId: string, inbox: PushInbox, nowMs: number): Promise<Response> {
  const ttlHeader = request.headers.get('ttl');
  if (ttlHeader === null) return refuse(400, 'missing_ttl', 'Missing TTL header (RFC 8030 §5.2)');
  if (!/^\d{1,10}$/.test(ttlHeader.trim())) return refuse(400, 'invalid_ttl', 'The TTL header must be a number of seconds');
  const urgency = (request.headers.get('urgency') ?? 'normal').trim().toLowerCase();
  if (!URGENCIES.includes(urgency as ReceivedPush['urgency'])) return refuse(400, 'invalid_urgency', 'Urgency must be very-low, low, normal or high');
  const topic = request.headers.get('topic')?.trim() || null;
  if (topic !== null && !TOPIC.test(topic)) return refuse(400, 'invalid_topic', 'Topic must be at most 32 base64url characters');

  const body = Buffer.from(await request.arrayBuffer());
  if (body.length > MAX_PUSH_BODY_BYTES) {
    return refuse(413, 'payload_too_large', `The encrypted payload is ${body.length} bytes; push services take at most ${MAX_PUSH_BODY_BYTES}`);
  }
  // A message without a payload needs no encoding (RFC 8030 §5); one with a payload needs RFC 8291's.
  if (body.length > 0) {
    const encoding = request.headers.get('content-encoding')?.trim().toLowerCase();
    if (encoding !== 'aes128gcm') return refuse(400, 'invalid_encoding', `Content-Encoding must be aes128gcm (RFC 8291), not ${encoding ?? 'missing'}`);
    const problem = aes128gcmHeaderProblem(body);
    if (problem) return refuse(400, 'invalid_encryption', problem);
  }

  const vapid = vapidProblem(request.headers.get('authorization'), new URL(request.url).origin, nowMs);
  if (vapid) return refuse(401, 'unauthorized', vapid);

  const ttl = Number(ttlHeader.trim());
  const stored = inbox.receive({ endpointId, bytes: body.length, ttl, urgency: urgency as ReceivedPush['urgency'], topic });
  const location = `${new URL(request.url).origin}/_push/${endpointId}/messages/${stored.id}`;
  return new Response(null, { status: 201, headers: { Location: location, TTL: String(ttl) } });
}

/** Why an aes128gcm body's header (RFC 8188 §2.1, RFC 8291 §4) is malformed, or null. */
function aes128gcmHeaderProblem(body: Buffer): string | null {
  if (body.length < AES128GCM_HEADER_BYTES) return 'The body is shorter than an aes128gcm header';
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20];
  if (recordSize < 18) return `The aes128gcm record size ${recordSize} is below 18`;
  if (keyIdLength !== P256_POINT_BYTES) return `The aes128gcm key id is ${keyIdLength} bytes, not the sender's 65-byte P-256 key (RFC 8291 §4)`;
  if (body[AES128GCM_HEADER_BYTES] !== 4) return 'The aes128gcm key id is not an uncompressed P-256 point';
  if (body.length < AES128GCM_HEADER_BYTES + P256_POINT_BYTES + MIN_RECORD_BYTES) return 'The aes128gcm body has no complete record';
  return null;
}

function base64url(value: string): Buffer | null {
  return /^[A-Za-z0-9_-]+={0,2}$/.test(value) ? Buffer.from(value, 'base64url') : null;
}

function jsonPart(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(base64url(part)?.toString('utf8') ?? '');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Why the request's VAPID authorization (RFC 8292 §3) does not hold, or null when it does. */
function vapidProblem(header: string | null, origin: string, nowMs: number): string | null {
  if (!header) return 'Missing Authorization header: sign the request with VAPID (RFC 8292)';
  const match = /^vapid\s+(.+)$/i.exec(header.trim());
  if (!match) return 'The Authorization scheme must be vapid (RFC 8292 §3)';
  const params = new Map<string, string>();
  for (const part of match[1].split(',')) {
    const at = part.indexOf('=');
    if (at > 0) params.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim());
  }
  const token = params.get('t');
  const key = params.get('k');
  if (!token || !key) return 'The vapid authorization needs both t (the JWT) and k (the public key)';
  const point = base64url(key);
  if (!point || point.length !== P256_POINT_BYTES || point[0] !== 4) return 'k is not a base64url uncompressed P-256 public key';

  const parts = token.split('.');
  if (parts.length !== 3) return 'The VAPID token is not a JWT';
  const [headerPart, claimsPart, signaturePart] = parts;
  const jwtHeader = jsonPart(headerPart);
  const claims = jsonPart(claimsPart);
  const signature = base64url(signaturePart);
  if (!jwtHeader || !claims || !signature) return 'The VAPID token is malformed';
  if (jwtHeader.alg !== 'ES256') return `The VAPID token must be signed with ES256, not ${String(jwtHeader.alg)}`;
  let verified = false;
  try {
    const publicKey = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
      format: 'jwk',
    });
    verified = verify('sha256', Buffer.from(`${headerPart}.${claimsPart}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, signature);
  } catch {
    return 'k is not a point on P-256';
  }
  if (!verified) return 'The VAPID token’s signature does not verify with k';
  if (claims.aud !== origin) return `The VAPID token’s aud must be the push service’s origin ${origin}, not ${String(claims.aud)}`;
  const nowSeconds = Math.floor(nowMs / 1000);
  if (typeof claims.exp !== 'number') return 'The VAPID token has no exp';
  if (claims.exp <= nowSeconds) return 'The VAPID token has expired';
  if (claims.exp > nowSeconds + MAX_JWT_LIFETIME_SECONDS) return 'The VAPID token’s exp is more than 24 hours away';
  return null;
}
