/**
 * Who raises what in `npm run chaos:sos`: members signed up through the API, a seeded schedule of
 * alarms (grace 0–10 s, about one in ten cancelled within its grace), and the calls a phone makes,
 * retried with the same arguments while the API is down (raise_sos is idempotent per
 * client_request_id, docs/product.md#backend-calls).
 */
import { randomUUID } from 'node:crypto';
import ws from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../lib/database.types';

export type Client = SupabaseClient<Database>;

/** The same --seed gives the same schedule (mulberry32, shared with the homepage simulation). */
export { seededRandom } from '../../lib/simulation/random';

export type PlannedAlarm = {
  index: number;
  member: number;
  /** When to raise it, ms after the raise phase starts. */
  raiseAtMs: number;
  graceSeconds: number;
  /** "It was a mistake": ended as cancelled this long after the raise answered (null: never ended). */
  cancelAfterMs: number | null;
  email: string;
  phone: string;
};

/** The contact addresses of alarm `index`: each belongs to that alarm alone. */
export function contactOf(index: number): { email: string; phone: string } {
  return { email: `a${index}@chaos.test`, phone: `+3460${String(index).padStart(7, '0')}` };
}

export function planAlarms(random: () => number, alarms: number, members: number, spreadMs: number): PlannedAlarm[] {
  const plan: PlannedAlarm[] = Array.from({ length: alarms }, (_, index) => ({
    index,
    member: index % members,
    raiseAtMs: Math.round((index / alarms) * spreadMs + random() * (spreadMs / alarms)),
    graceSeconds: Math.floor(random() * 11),
    cancelAfterMs: null,
    ...contactOf(index),
  }));
  // About 10% cancelled, only among graces of 3 s or more, 0.5–1 s after the raise.
  const eligible = plan.filter((a) => a.graceSeconds >= 3);
  for (let i = eligible.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [eligible[i], eligible[j]] = [eligible[j], eligible[i]];
  }
  for (const alarm of eligible.slice(0, Math.round(alarms / 10))) alarm.cancelAfterMs = 500 + Math.round(random() * 500);
  return plan;
}

/** Every request gives up after 10 s: a request to a killed server must not hang the run. */
const timedFetch: typeof fetch = (input, init) => fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(10_000) });

/**
 * A client of the local server with `key`; with `accessToken`, it acts as the user that token names
 * (a token minted with the server's JWT secret, as GoTrue would issue it: `npm run bench:check-in`
 * skips 2,000 password sign-ups), and has no `auth` API of its own.
 */
export function makeClient(url: string, key: string, accessToken?: string): Client {
  return createClient<Database>(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
    global: { fetch: timedFetch },
    ...(accessToken === undefined ? {} : { accessToken: async () => accessToken }),
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` until it returns without an error, for up to `forMs`: the API may be down (killed)
 * for a few seconds. Throws with the last error after that.
 */
export async function retrying<R extends { error: { message: string } | null; data?: unknown }>(
  what: string,
  attempt: () => PromiseLike<R>,
  forMs = 90_000,
): Promise<R['data']> {
  const deadline = Date.now() + forMs;
  let last = '';
  for (let wait = 100; ; wait = Math.min(wait * 2, 500)) {
    try {
      const result = await attempt();
      if (!result.error) return result.data;
      last = result.error.message;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    if (Date.now() > deadline) throw new Error(`${what}: still failing after ${forMs} ms: ${last}`);
    await sleep(wait);
  }
}

export type Member = { id: string; client: Client };

/** Signs up `count` members, a few at a time (the chaos API server runs with SUPABASE_LOCAL_AUTOCONFIRM=1). */
export async function signUpMembers(url: string, publishableKey: string, count: number, tag: string): Promise<Member[]> {
  const members: Member[] = [];
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, async (_, offset) => {
      const i = start + offset;
      const client = makeClient(url, publishableKey);
      const { data, error } = await client.auth.signUp({
        email: `member${i}-${tag}@chaos.test`,
        password: `chaos-password-${tag}`,
        options: { data: { full_name: `Chaos Member ${i}` } },
      });
      if (error || !data.user || !data.session) throw new Error(`sign-up of member ${i}: ${error?.message ?? 'no session'}`);
      return { id: data.user.id, client };
    });
    members.push(...(await Promise.all(batch)));
  }
  return members;
}

/**
 * Before each alarm: the member's only contact is this alarm's (fresh addresses), and the grace is
 * this alarm's. The outbox copies the address when the alarm is raised, so replacing the contact
 * afterwards does not change who an earlier alarm tells.
 */
export async function prepareAlarm(admin: Client, member: Member, alarm: PlannedAlarm): Promise<void> {
  await retrying('replacing the contact', async () => {
    const removed = await admin.from('emergency_contacts').delete().eq('user_id', member.id);
    if (removed.error) return removed;
    return admin.from('emergency_contacts').insert({
      user_id: member.id,
      name: `Contact of alarm ${alarm.index}`,
      email: alarm.email,
      phone: alarm.phone,
      // channels is left to its default, {email,sms}: the local server on PGlite refuses an enum
      // array sent by PostgREST ("malformed array literal"), on PostgreSQL it is the same thing.
      language: 'en',
    });
  });
  await retrying('setting the grace', () =>
    admin.from('sos_preferences').upsert({ member_id: member.id, grace_seconds: alarm.graceSeconds }),
  );
}

export type RaisedAlarm = { eventId: string; dueAt: number; raisedAt: number };

/** raise_sos as the app calls it, retried with the same client_request_id until it answers. */
export async function raiseAlarm(member: Member): Promise<RaisedAlarm> {
  const clientRequestId = randomUUID();
  const event = await retrying('raise_sos', () => member.client.rpc('raise_sos', { client_request_id: clientRequestId }));
  if (!event?.contacts_due_at) throw new Error('raise_sos answered without contacts_due_at');
  return { eventId: event.id, dueAt: Date.parse(event.contacts_due_at), raisedAt: Date.now() };
}

/**
 * "It was a mistake": end_sos as cancelled, retried while the API is down. A retry of a call that
 * did land answers that the alarm already ended, which is the same outcome. Resolves with the
 * moment the cancel was confirmed.
 */
export async function cancelAlarm(member: Member, eventId: string): Promise<number> {
  await retrying('end_sos', async () => {
    const result = await member.client.rpc('end_sos', { event_id: eventId, outcome: 'cancelled' });
    const alreadyEnded = result.error && (result.error.code === 'ICE21' || /already|ended/i.test(result.error.message));
    return alreadyEnded ? { error: null } : result;
  });
  return Date.now();
}
