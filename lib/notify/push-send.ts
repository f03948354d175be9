import webpush from 'web-push';
import { isDeliverablePushEndpoint } from '@/lib/push/push-service-endpoint';

/**
 * One Web Push request to one browser (RFC 8030), with the payload encrypted for that browser
 * (RFC 8291, aes128gcm) and signed with our VAPID key (RFC 8292), both by web-push. web-push
 * builds the request; we send it with fetch, so the dispatcher's AbortSignal (its timeout) really
 * cancels it and tests can point the request at a local push service.
 */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type Vapid = { publicKey: string; privateKey: string; subject: string };
export type PushOptions = {
  vapid: Vapid;
  /** Seconds the push service keeps the message for an unreachable browser. */
  ttlSeconds: number;
  /** Replaces a message with the same topic still waiting at the push service. */
  topic: string;
  /** The local push stand-in is a valid endpoint (only when Supabase itself is local). */
  localStandInAllowed?: boolean;
};

/**
 * What the push service's answer means for this browser:
 * accepted (2xx); gone (404, 410: unsubscribed or expired, never try it again); refused (400,
 * 413 and the other 4xx: this request to this browser cannot succeed as it is, e.g. a subscription
 * made with another VAPID key; also a redirect, which a push service never answers and we never
 * follow); retry (408, 429, 5xx, a network error, a timeout).
 */
export type PushAnswer = 'accepted' | 'gone' | 'refused' | 'retry';
export type PushSendResult = { answer: PushAnswer; detail: string };

export function classifyPushStatus(status: number): PushAnswer {
  if (status >= 200 && status < 300) return 'accepted';
  if (status === 404 || status === 410) return 'gone';
  if (status === 408 || status === 429 || status >= 500) return 'retry';
  return 'refused';
}

export async function sendWebPush(
  target: PushTarget,
  payload: string,
  options: PushOptions,
  signal: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<PushSendResult> {
  // The table only holds push services' endpoints; checked again here so that no path (an old row,
  // a hand-edited database) can make the dispatcher post somewhere else.
  if (!isDeliverablePushEndpoint(target.endpoint, options.localStandInAllowed ?? false)) return { answer: 'refused', detail: 'not a known push service endpoint' };
  const request = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
    vapidDetails: options.vapid,
    TTL: options.ttlSeconds,
    urgency: 'high',
    topic: options.topic,
    contentEncoding: 'aes128gcm',
  });
  // fetch sets Content-Length from the body itself.
  const headers = Object.fromEntries(
    Object.entries(request.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
  let response: Response;
  try {
    // redirect 'manual': a redirect is answered as it is (refused above), never followed to a host
    // that is not a push service.
    response = await fetchImpl(request.endpoint, {
      method: request.method,
      headers,
      body: new Uint8Array(request.body),
      signal,
      redirect: 'manual',
    });
  } catch (error) {
    const reason = signal.aborted ? signal.reason : error;
    return { answer: 'retry', detail: reason instanceof Error ? reason.message : String(reason) };
  }
  const text = (await response.text().catch(() => '')).replace(/\s+/g, ' ').trim().slice(0, 200);
  return { answer: classifyPushStatus(response.status), detail: `${response.status}${text ? ` ${text}` : ''}` };
}
