import { type PendingAlarm, pendingAlarmSchema } from '@/lib/sos/pending-alarm';

/**
 * The decisions of POST /api/sos/queued (the service worker sending a pending alarm), as pure
 * functions: where the request may come from, and what its body must be. Every refusal is a 4xx
 * with a code the worker and the tests can read; client input never causes a 5xx.
 */
export type QueuedRefusal = { status: 400 | 401 | 403 | 413; code: 'cross_site' | 'too_large' | 'invalid_json' | 'invalid_alarm' | 'signed_out' };

/** A pending alarm is a few hundred bytes; anything near this is not one. */
export const QUEUED_BODY_LIMIT = 4 * 1024;

/**
 * Only our own pages and worker may send: the browser's Sec-Fetch-Site must say same-origin when it
 * is there, and the Origin (always sent on a POST by browsers) must be this site's. A cookie
 * session alone would otherwise let another site raise an alarm in the member's name.
 */
export function refuseCrossSite(headers: Pick<Headers, 'get'>, requestUrl: string): QueuedRefusal | null {
  const refused: QueuedRefusal = { status: 403, code: 'cross_site' };
  const site = headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin') return refused;
  const origin = headers.get('origin');
  if (origin === null) return site === 'same-origin' ? null : refused;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return refused;
  }
  // The host the browser addressed (a proxy's forwarded host first), as Next does for server actions.
  const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host') || new URL(requestUrl).host;
  return originHost === host ? null : refused;
}

/** The alarm in the body, or why it is not one. */
export function parseQueuedAlarm(text: string): { alarm: PendingAlarm } | { refusal: QueuedRefusal } {
  if (text.length > QUEUED_BODY_LIMIT) return { refusal: { status: 413, code: 'too_large' } };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { refusal: { status: 400, code: 'invalid_json' } };
  }
  const parsed = pendingAlarmSchema.safeParse(json);
  return parsed.success ? { alarm: parsed.data } : { refusal: { status: 400, code: 'invalid_alarm' } };
}
