import { raiseSos } from '@/lib/data/sos-alarm';
import { readLimitedBody } from '@/lib/http/read-limited-body';
import { QUEUED_BODY_LIMIT, type QueuedRefusal, parseQueuedAlarm, refuseCrossSite } from '@/lib/offline/queued-request';
import { drillRefusalOf } from '@/lib/sos/drill-refusal';
import { createClient } from '@/lib/supabase/server';

/**
 * POST /api/sos/queued: the service worker's Background Sync sends the member's pending alarm
 * here when the network returns, possibly with no page open (docs/architecture.md#the-offline-app).
 * It raises it exactly as the /sos page does (raise_sos under the member's own cookie session, so
 * RLS and the idempotent client request id hold): however often it arrives, one alarm.
 * Answers the alarm row (200), or a 4xx with a code: 403 cross_site, 413 too_large, 400
 * invalid_json / invalid_alarm, 401 signed_out, 429 test_limit. 503 only when the database failed.
 */
export const dynamic = 'force-dynamic';

const refuse = ({ status, code }: { status: number; code: string }) =>
  Response.json({ error: code }, { status, headers: { 'Cache-Control': 'no-store' } });


function authUnavailable(error: unknown): boolean {
  const { name, status } = (error ?? {}) as { name?: unknown; status?: unknown };
  return name === 'AuthRetryableFetchError' || (typeof status === 'number' && status >= 500);
}

export async function POST(request: Request): Promise<Response> {
  const crossSite = refuseCrossSite(request.headers, request.url);
  if (crossSite) return refuse(crossSite);
  // Read no further than a pending alarm could reach: a larger body is refused before it is held.
  const body = await readLimitedBody(request, QUEUED_BODY_LIMIT);
  if ('tooLarge' in body) return refuse({ status: 413, code: 'too_large' } satisfies QueuedRefusal);
  const parsed = parseQueuedAlarm(body.text);
  if ('refusal' in parsed) return refuse(parsed.refusal);

  const supabase = await createClient();
  // getUser checks the session with the auth server (and refreshes an expired token from the cookies).
  const { data, error: authError } = await supabase.auth.getUser();
  if (!data.user) {
    // The auth server unreachable is our fault, not a sign-out: the worker retries later.
    if (authUnavailable(authError)) return refuse({ status: 503, code: 'unavailable' });
    return refuse({ status: 401, code: 'signed_out' } satisfies QueuedRefusal);
  }

  try {
    const event = await raiseSos(supabase, parsed.alarm);
    return Response.json({ event }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    // A drill refused for good (the limit, or a real alarm open): the worker must not send it again.
    const drillRefusal = parsed.alarm.source === 'test' ? drillRefusalOf(error) : null;
    if (drillRefusal === 'testLimit') return refuse({ status: 429, code: 'test_limit' });
    if (drillRefusal === 'realAlarmOpen') return refuse({ status: 409, code: 'drill_during_alarm' });
    console.warn('Raising a queued SOS failed', error);
    // The worker's sync retries this later; the alarm stays queued in the browser.
    return refuse({ status: 503, code: 'unavailable' });
  }
}
