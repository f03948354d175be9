import { after } from 'next/server';
import { deliverMessage } from '@/lib/notify/channels';
import { authorizeBearerRequest } from '@/lib/security/bearer-request';
import { createDispatcher, dispatcherOptionsFromEnv } from '@/lib/notify/dispatcher';
import { pushDelivererFromEnv } from '@/lib/notify/push-channel';
import { createAdminClient } from '@/lib/supabase/admin';

/**
 * One bounded dispatcher pass, for the production schedule (supabase/deploy/sos-dispatch-schedule.sql:
 * Supabase Cron every few seconds, and a trigger on each new outbox row). Answers 202 at once and
 * keeps delivering after the response (next/server `after`) until nothing is due within the pass.
 * Passes may overlap: rows are leased one by one, so none is sent twice.
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
    const stats = await dispatcher.run({ deadline: Date.now() + PASS_MS });
    if (stats.sent + stats.retried + stats.failed > 0) console.info(`[sos-dispatch] pass: ${JSON.stringify(stats)}`);
  });
  return Response.json({ accepted: true }, { status: 202, headers: { 'Cache-Control': 'no-store' } });
}
