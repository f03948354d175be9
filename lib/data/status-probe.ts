import 'server-only';
import { randomBytes } from 'node:crypto';
import type { AdminClient } from '@/lib/data/sos-outbox';
import type { StatusProbeConfig } from '@/lib/status-probe/config';

/**
 * The status page's synthetic alarm on the dispatcher's side (docs/product.md#status-page,
 * docs/architecture.md#watches; service role): the two accounts it alarms and tells, its set-up,
 * and each run (the website check, then the alarm the database raises and the dispatcher delivers
 * like any other). The probe never reaches a real person: its member and family are accounts made
 * here for it alone, marked as such, and an address that belongs to anyone else is refused.
 */
export type EnabledStatusProbe = Extract<StatusProbeConfig, { enabled: true }>;
export type StatusProbeRole = 'member' | 'family';

/** The mark in app_metadata (only the service role can write it) of an account made for the probe. */
export const STATUS_PROBE_MARK = 'status_probe';
const LIST_PAGE_SIZE = 1000;

type AuthUser = { id: string; email?: string | null; app_metadata?: Record<string, unknown> | null };

/** The user with this address, read page by page from the auth admin API; null when none has it. */
async function findUserByEmail(admin: AdminClient, email: string): Promise<AuthUser | null> {
  for (let page = 1; ; page += 1) {
    const { data, error } = await admin.auth.admin.listUsers({ page, perPage: LIST_PAGE_SIZE });
    if (error) throw new Error(`listing users to find ${email}: ${error.message}`);
    const found = data.users.find((user) => user.email?.toLowerCase() === email);
    if (found) return found;
    if (data.users.length < LIST_PAGE_SIZE) return null;
  }
}

/**
 * The probe's account in `role`, created on first use with a random password nobody knows (no one
 * signs in as it) and a confirmed address. An account someone else made under that address is
 * refused, never adopted: the probe would alarm a real person.
 */
export async function ensureStatusProbeUser(admin: AdminClient, email: string, role: StatusProbeRole): Promise<string> {
  const { data, error } = await admin.auth.admin.createUser({
    email,
    email_confirm: true,
    password: randomBytes(32).toString('base64url'),
    app_metadata: { [STATUS_PROBE_MARK]: role },
    user_metadata: { full_name: role === 'member' ? 'Status probe' : 'Status probe family' },
  });
  if (!error) return data.user.id;
  if (error.code !== 'email_exists' && error.code !== 'user_already_exists' && !/already (been )?registered/i.test(error.message)) {
    throw new Error(`creating the status probe's ${role} account ${email}: ${error.message}`);
  }
  const existing = await findUserByEmail(admin, email);
  if (!existing) throw new Error(`the status probe's ${role} account ${email} is registered but could not be found`);
  if (existing.app_metadata?.[STATUS_PROBE_MARK] !== role) {
    const variable = role === 'member' ? 'STATUS_PROBE_MEMBER_EMAIL' : 'STATUS_PROBE_FAMILY_EMAIL';
    throw new Error(`${email} belongs to an account the status probe did not make: set ${variable} to an address used for nothing else`);
  }
  return existing.id;
}

/**
 * Makes sure both accounts exist, then records the probe's recipients and interval
 * (setup_status_probe; idempotent). The dispatcher runs it at start and, until it works, before
 * each run.
 */
export async function setUpStatusProbe(admin: AdminClient, config: EnabledStatusProbe): Promise<{ memberId: string; familyId: string }> {
  const memberId = await ensureStatusProbeUser(admin, config.memberEmail, 'member');
  const familyId = await ensureStatusProbeUser(admin, config.familyEmail, 'family');
  // setup_status_probe (migration 20261202000200): an argument left out is null, that channel unmeasured.
  const { error } = await admin.rpc('setup_status_probe', {
    member_id: memberId,
    family_id: familyId,
    contact_email: config.contactEmail ?? undefined,
    contact_phone: config.contactPhone ?? undefined,
    push_endpoint: config.push?.endpoint,
    push_p256dh: config.push?.p256dh,
    push_auth: config.push?.auth,
    interval_seconds: config.intervalMs / 1000,
  });
  if (error) throw new Error(`setting up the status probe: ${error.message}`);
  return { memberId, familyId };
}

export type WebsiteCheck = { ok: boolean; ms: number | null };

/**
 * GET of the app's health route: ok on a 2xx answer, with the time until its body was read. No
 * answer (refused, timed out) is not ok and has no time: a refusal in 1 ms must not pass for speed.
 */
export async function checkWebsite(siteUrl: string, timeoutMs: number, fetchImpl: typeof fetch = fetch): Promise<WebsiteCheck> {
  const started = performance.now();
  try {
    const response = await fetchImpl(new URL('/api/health', siteUrl), {
      cache: 'no-store',
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.arrayBuffer();
    return { ok: response.status >= 200 && response.status < 300, ms: Math.round(performance.now() - started) };
  } catch {
    return { ok: false, ms: null };
  }
}

export type StatusProbeRun = { website: WebsiteCheck; raised: boolean; ended: number };

/**
 * One run: the website check, then run_status_probe, which records it, ends the previous probe
 * alarm and raises the next one (unless one was raised less than an interval ago, so two
 * dispatchers never double it). A website that does not answer is a measurement, not an error;
 * the call failing throws, and the caller (lib/notify/run-every.ts) says so once and keeps going.
 */
export async function runStatusProbe(admin: AdminClient, siteUrl: string, timeoutMs: number, fetchImpl?: typeof fetch): Promise<StatusProbeRun> {
  const website = await checkWebsite(siteUrl, timeoutMs, fetchImpl);
  const { data, error } = await admin.rpc('run_status_probe', { website_ok: website.ok, website_ms: website.ms ?? undefined });
  if (error) throw new Error(`running the status probe: ${error.message}`);
  const [pass] = data ?? [];
  return { website, raised: pass?.raised ?? false, ended: pass?.ended ?? 0 };
}

/**
 * The dispatcher's periodic job: `setUp` at start, `run` every interval, which sets up first until
 * that has worked once, so a database that was down at start, or a migration applied later, still
 * gets its probe without a restart. One set-up at a time: a run waits for the one in flight.
 */
export function statusProbeJob(admin: AdminClient, config: EnabledStatusProbe, siteUrl: string) {
  let ready: Promise<void> | null = null;
  const setUp = (): Promise<void> =>
    (ready ??= setUpStatusProbe(admin, config).then(
      () => undefined,
      (error: unknown) => {
        ready = null;
        throw error;
      },
    ));
  // Well inside the interval, so a run never outlasts it; ten seconds is a down website.
  const timeoutMs = Math.min(10_000, config.intervalMs / 2);
  const run = async (): Promise<StatusProbeRun> => {
    await setUp();
    return runStatusProbe(admin, siteUrl, timeoutMs);
  };
  return { setUp, run };
}
