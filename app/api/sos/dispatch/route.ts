import { after } from 'next/server';
import { runCheckInWatch } from '@/lib/data/check-in-watch';
import { runDrillWatch } from '@/lib/data/drill-watch';
import { runSilenceWatch } from '@/lib/data/silence-watch';
import { sendQueuedConsentRequests } from '@/lib/emergency-contacts/queued-consent-requests';
import { deliverMessage } from '@/lib/notify/channels';
import { authorizeBearerRequest } from '@/lib/security/bearer-request';
import { createDispatcher, dispatcherOptionsFromEnv } from '@/lib/notify/dispatcher';
import { pushDelivererFromEnv } from '@/lib/notify/push-channel';
import { createAdminClient } from '@/lib/supabase/admin';

/**
 * One bounded dispatcher pass, for the production schedule (supabase/deploy/sos-dispatch-schedule.sql:
 * Supabase Cron every few seconds, and a trigger on each new outbox row). Answers 202 at once and
 * keeps delivering after the response (next/server `after`) until nothing is due within the pass.
 * Passes may overlap: rows are leased one by one, so none is sent twice. Each pass also sends the
 * consent requests queued for a registration's contacts (lib/emergency-contacts/queued-consent-requests.ts),
 * which the database likewise hands to one pass only, and runs the check-in and silence watches once
 * (docs/architecture.md#watches; Supabase Cron also runs the check-in watch every few seconds).
 */
export const dynamic = 'force-dynamic';
export const maxDuration = 60;

/** A pass outlasts the longest grace (10 s) plus a retry, and ends well inside maxDuration. */
const PASS_MS = 30_000;

export async function POST(request: Request) {
  const access = authorizeBearerRequest(request.headers.get('authorization'), process.env.SOS_DISPATCH_SECRET);
  if (access === 'switched-off') return new Response(null, { status: 404 });
  if (access === 'unauthorized') {
    return Response.json({ error: 'unauthorized' }, { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } });
  }
  const admin = createAdminClient();
  const options = dispatcherOptionsFromEnv(process.env);
  const push = pushDelivererFromEnv(admin, process.env, options.timeoutMs);
  const dispatcher = createDispatcher({ admin, send: deliverMessage, push }, options);
  after(async () => {
    const watched = (what: string) => (error: unknown) => {
      console.error(`[sos-dispatch] ${what} failed`, error instanceof Error ? error.message : error);
    };
    // The watches first: a check-in alarm or a scheduled drill raised now is delivered by this same pass.
    await Promise.all([
      runCheckInWatch(admin).catch(watched('the check-in watch')),
      runSilenceWatch(admin).catch(watched('the silence watch')),
      runDrillWatch(admin).catch(watched('the drill watch')),
    ]);
    const [stats] = await Promise.all([
      dispatcher.run({ deadline: Date.now() + PASS_MS }),
      sendQueuedConsentRequests({ admin, send: deliverMessage }).catch((error: unknown) => {
        console.error('[sos-dispatch] sending queued consent requests failed', error instanceof Error ? error.message : error);
        return 0;
      }),
    ]);
    if (stats.sent + stats.retried + stats.failed > 0) console.info(`[sos-dispatch] pass: ${JSON.stringify(stats)}`);
  });
  return Response.json({ accepted: true }, { status: 202, headers: { 'Cache-Control': 'no-store' } });
}
