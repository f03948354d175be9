/**
 * The SOS dispatcher as a long-lived process: `npm run dev` and `npm start` start it beside the
 * app (scripts/run-with-backend.ts); `npm run sos:dispatcher` runs it alone. It needs no page and
 * no Next server: it talks to Supabase with the service role and to the e-mail and SMS providers.
 * SIGTERM/SIGINT stop claiming, let the rows in hand be recorded, then exit.
 *
 * Run with `node --conditions=react-server --import tsx`: the notify modules are marked
 * server-only, and that condition is what lets them load outside Next.
 */
import { hostname } from 'node:os';
import path from 'node:path';
import { loadEnvConfig } from '@next/env';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import type { Database } from '@/lib/database.types';
import { sendQueuedConsentRequestsEvery } from '@/lib/emergency-contacts/queued-consent-requests';
import { runCheckInWatch } from '@/lib/data/check-in-watch';
import { runDrillWatch } from '@/lib/data/drill-watch';
import { runProtectionDigest } from '@/lib/data/protection-digest';
import { runSilenceWatch } from '@/lib/data/silence-watch';
import { statusProbeJob } from '@/lib/data/status-probe';
import { loadServerEnv } from '@/lib/env';
import { deliverMessage } from '@/lib/notify/channels';
import { createDispatcher, dispatcherOptionsFromEnv } from '@/lib/notify/dispatcher';
import { announceExpiredLinksEvery } from '@/lib/notify/link-expiry';
import { pushConfig } from '@/lib/notify/push-config';
import { pushDelivererFromEnv } from '@/lib/notify/push-channel';
import { runEvery } from '@/lib/notify/run-every';
import { describeStatusProbe, statusProbeConfig, type StatusProbeConfig } from '@/lib/status-probe/config';

loadEnvConfig(path.resolve(__dirname, '..'), process.env.NODE_ENV !== 'production');

// The service-role client of lib/supabase/admin.ts, plus the ws transport: supabase-js builds its
// realtime client eagerly and Node 20 has no global WebSocket (docs/architecture.md#known-traps).
const env = loadServerEnv();
const admin = createClient<Database>(env.NEXT_PUBLIC_SUPABASE_URL, env.SUPABASE_SECRET_KEY, {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: ws as never },
});

// One name per long-lived dispatcher: a restart under the same name takes over what the killed
// process held at once. Two processes that must run side by side need different names.
const name = process.env.SOS_DISPATCHER_ID?.trim() || `${hostname()} ${env.NEXT_PUBLIC_SUPABASE_URL}`;
const options = { ...dispatcherOptionsFromEnv(process.env), name };
const push = pushDelivererFromEnv(admin, process.env, options.timeoutMs);
const dispatcher = createDispatcher({ admin, send: deliverMessage, push }, options);
const controller = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => controller.abort());

console.log(
  `[sos-dispatcher] delivering from ${env.NEXT_PUBLIC_SUPABASE_URL} as "${name}" ` +
    `(poll ${options.pollMs} ms, timeout ${options.timeoutMs} ms, lease ${options.leaseSeconds} s, ${options.concurrency} at once)`,
);
try {
  const setting = pushConfig(process.env);
  if (setting.kind === 'none') console.warn(`[sos-dispatcher] Web Push is off (${setting.reason}): push alerts will fail on the receipt`);
} catch (error) {
  console.error(`[sos-dispatcher] Web Push is off: ${error instanceof Error ? error.message : String(error)}`);
}
// Twice a second: a family link that expires closes that person's alarm channels within a second.
const stopAnnouncing = announceExpiredLinksEvery(admin, 500);
// Every second: the consent requests a registration's contacts are owed once the member confirmed
// their address (docs/product.md#emergency-contacts), sent as "Ask now" sends them.
const stopAsking = sendQueuedConsentRequestsEvery({ admin, send: deliverMessage }, 1_000);
// Twice a second: a missed check-in raises its alarm within a second of due + grace, and the member
// is reminded before it is due (docs/architecture.md#watches). The deadline is the database's.
const stopCheckIns = runEvery('run the check-in watch', 500, () => runCheckInWatch(admin));
// Every 30 seconds: a pendant gone quiet or low on battery is noticed once (docs/product.md#silence-watch).
const stopSilenceWatch = runEvery('run the silence watch', 30_000, () => runSilenceWatch(admin));
// Every 5 seconds: drills end by themselves, tomorrow's scheduled drill is announced, and a due
// one is raised (docs/product.md#drills). Minutes matter here, not the second a check-in needs.
const stopDrills = runEvery('run the drill watch', 5_000, () => runDrillWatch(admin));
// Hourly: the weekly e-mail about gaps in a member's protection check, at most one a week each
// (docs/product.md#protection-check); the database keeps the week, so a restart sends nothing twice.
const stopDigest = runEvery('send the weekly protection e-mails', 3_600_000, () => runProtectionDigest(admin));
// Every STATUS_PROBE_INTERVAL_MS (default a minute): the status page's synthetic alarm, after a GET
// of the app's health route, through the real path to accounts and addresses kept for it alone
// (docs/product.md#status-page). A malformed setting leaves it off, loudly; alarms go on regardless.
let probe: StatusProbeConfig = { enabled: false };
try {
  probe = statusProbeConfig(process.env);
  console.log(`[sos-dispatcher] ${describeStatusProbe(probe)}`);
} catch (error) {
  console.error(`[sos-dispatcher] status probe off: ${error instanceof Error ? error.message : String(error)}`);
}
let stopProbe = () => {};
if (probe.enabled) {
  const job = statusProbeJob(admin, probe, env.NEXT_PUBLIC_SITE_URL);
  // Set up at once, so the page says what is measured; the first run waits an interval, as the
  // app beside this process may still be starting and its check would count as an outage.
  job.setUp().catch((error: unknown) =>
    console.warn('[sos-dispatcher] cannot set up the status probe yet, trying again at its next run:', error instanceof Error ? error.message : error),
  );
  stopProbe = runEvery('run the status probe', probe.intervalMs, job.run);
}
dispatcher.run({ signal: controller.signal }).then(
  (stats) => {
    stopAnnouncing();
    stopAsking();
    stopCheckIns();
    stopSilenceWatch();
    stopDigest();
    stopDrills();
    stopProbe();
    console.log(`[sos-dispatcher] stopped: ${JSON.stringify(stats)}`);
    process.exit(0);
  },
  (error: unknown) => {
    console.error('[sos-dispatcher] crashed', error);
    process.exit(1);
  },
);
