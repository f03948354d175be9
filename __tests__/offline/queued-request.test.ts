/**
 * @jest-environment node
 */
import { QUEUED_BODY_LIMIT, parseQueuedAlarm, refuseCrossSite } from '@/lib/offline/queued-request';
import { isFinalQueuedFailure, postQueuedAlarm } from '@/lib/offline/send-queued';
import { newPendingAlarm } from '@/lib/sos/pending-alarm';

const URL_ = 'https://ice-sos.example/api/sos/queued';
const headers = (values: Record<string, string>) => new Headers({ host: 'ice-sos.example', ...values });

describe('POST /api/sos/queued: where a request may come from', () => {
  it('accepts our own pages and worker', () => {
    expect(refuseCrossSite(headers({ origin: 'https://ice-sos.example', 'sec-fetch-site': 'same-origin' }), URL_)).toBeNull();
    // An older browser without Fetch Metadata still sends the Origin on a POST.
    expect(refuseCrossSite(headers({ origin: 'https://ice-sos.example' }), URL_)).toBeNull();
    // Behind a proxy, the host the browser addressed counts.
    expect(refuseCrossSite(new Headers({ host: 'internal:3000', 'x-forwarded-host': 'ice-sos.example', origin: 'https://ice-sos.example' }), URL_)).toBeNull();
  });

  it('refuses another site, a sandboxed frame, and a request that says nothing', () => {
    const crossSite = { status: 403, code: 'cross_site' };
    expect(refuseCrossSite(headers({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }), URL_)).toEqual(crossSite);
    expect(refuseCrossSite(headers({ origin: 'https://ice-sos.example', 'sec-fetch-site': 'same-site' }), URL_)).toEqual(crossSite);
    expect(refuseCrossSite(headers({ origin: 'https://evil.example' }), URL_)).toEqual(crossSite);
    expect(refuseCrossSite(headers({ origin: 'null' }), URL_)).toEqual(crossSite);
    expect(refuseCrossSite(headers({}), URL_)).toEqual(crossSite);
  });
});

describe('POST /api/sos/queued: what the body must be', () => {
  it('accepts a pending alarm, with or without a position', () => {
    const alarm = newPendingAlarm('app', 1_000, 'req-1');
    expect(parseQueuedAlarm(JSON.stringify(alarm))).toEqual({ alarm });
    const placed = { ...alarm, position: { latitude: 38.3, longitude: -0.48, accuracy: 12 } };
    expect(parseQueuedAlarm(JSON.stringify(placed))).toEqual({ alarm: placed });
  });

  it('answers 400 with a code for what is not one, and 413 for a body far too large', () => {
    expect(parseQueuedAlarm('not json')).toEqual({ refusal: { status: 400, code: 'invalid_json' } });
    expect(parseQueuedAlarm('{}')).toEqual({ refusal: { status: 400, code: 'invalid_alarm' } });
    // The pendant's 'pendant' and 'fall' come queued like a tap; 'check_in' only the server raises.
    expect(parseQueuedAlarm(JSON.stringify({ ...newPendingAlarm('app', 1, 'r'), source: 'check_in' }))).toEqual({ refusal: { status: 400, code: 'invalid_alarm' } });
    expect(parseQueuedAlarm(JSON.stringify(newPendingAlarm('fall', 1, 'r')))).toEqual({ alarm: newPendingAlarm('fall', 1, 'r') });
    expect(parseQueuedAlarm(JSON.stringify({ ...newPendingAlarm('app', 1, 'r'), clientRequestId: '' }))).toEqual({ refusal: { status: 400, code: 'invalid_alarm' } });
    expect(parseQueuedAlarm('x'.repeat(QUEUED_BODY_LIMIT + 1))).toEqual({ refusal: { status: 413, code: 'too_large' } });
  });
});

describe('the offline screen’s own try', () => {
  const alarm = newPendingAlarm('app', 1, 'req-1');

  it('posts the alarm to the route and answers the server’s alarm row', async () => {
    const fetcher = jest.fn(async () => Response.json({ event: { id: 'e1' } }));
    expect(await postQueuedAlarm(alarm, fetcher as unknown as typeof fetch)).toEqual({ ok: true, value: { id: 'e1' } });
    expect(fetcher).toHaveBeenCalledWith('/api/sos/queued', expect.objectContaining({ method: 'POST', credentials: 'same-origin', body: JSON.stringify(alarm) }));
  });

  it('treats a refusal as final and a network failure or 5xx as worth another try', async () => {
    const refused = await postQueuedAlarm(alarm, (async () => new Response(null, { status: 401 })) as typeof fetch);
    expect(refused).toEqual({ ok: false, error: { status: 401 } });
    expect(isFinalQueuedFailure(refused.ok ? null : refused.error)).toBe(true);
    const down = await postQueuedAlarm(alarm, (async () => new Response(null, { status: 503 })) as typeof fetch);
    expect(isFinalQueuedFailure(down.ok ? null : down.error)).toBe(false);
    const offline = await postQueuedAlarm(alarm, (async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch);
    expect(offline.ok).toBe(false);
    expect(isFinalQueuedFailure(offline.ok ? null : offline.error)).toBe(false);
  });
});
