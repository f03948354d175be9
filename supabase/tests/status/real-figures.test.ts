/**
 * The status page's figures about real alarms (migration 20261202000200_status_page.sql;
 * docs/product.md#status-page): delivery of real alarms' messages, aggregated with nothing about
 * anyone and described only from 5 messages a channel; and Call Centre Spain's answer times, with
 * drills left out. (Probes are left out too: only probe.test.ts may raise them, and checks it there.)
 *
 * Other test files raise real alarms on the same database at the same time, so the figures are
 * checked two ways that hold whatever they do: what this file adds moves the counts by exactly that
 * much, and every figure equals the one computed here from all the rows, read with the service role
 * in a moment when they did not change.
 */
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import { STATUS_CHANNELS, statusSummarySchema, type StatusChannel, type StatusSummary } from '@/lib/status/summary';
import { anonClient, closeClients, newUserClient, serviceClient, type SignedInUser } from '../helpers';
import { linkFamily, must, PREMIUM_PLAN_ID, subscribe } from '../rls/support';

jest.setTimeout(120_000);
afterAll(closeClients);

const service = () => serviceClient() as unknown as SupabaseClient<Database>;
const typed = (user: SignedInUser) => user.client as unknown as SupabaseClient<Database>;
const SPAIN_PLAN_ID = 'b0000000-0000-4000-8000-000000000006';
const DAY_MS = 86_400_000;
const REAL_WINDOWS = ['day', 'quarter'] as const;
type RealWindow = (typeof REAL_WINDOWS)[number];

async function summary(): Promise<StatusSummary> {
  const { data, error } = await anonClient().rpc('status_summary');
  if (error) throw new Error(`status_summary failed: ${error.message}`);
  return statusSummarySchema.parse(data);
}

/** Milliseconds since the epoch with the microseconds PostgreSQL keeps (Date.parse drops them). */
function preciseMs(timestamp: string): number {
  const fraction = /\.(\d+)/.exec(timestamp)?.[1] ?? '';
  return Date.parse(timestamp.replace(/\.\d+/, '')) + Number(`0.${fraction || '0'}`) * 1000;
}

function percentileCont(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const position = p * (sorted.length - 1);
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low] + (position - low) * (sorted[high] - sorted[low]);
}

/** Every row a query pages through, whatever the server's page size. */
async function everyRow<T>(page: (from: number, to: number) => PromiseLike<{ data: T[] | null; error: { message: string } | null }>): Promise<T[]> {
  const rows: T[] = [];
  for (;;) {
    const { data, error } = await page(rows.length, rows.length + 999);
    if (error) throw new Error(error.message);
    if (!data || data.length === 0) return rows;
    rows.push(...data);
  }
}

/**
 * Reads the rows, then the summary, then the rows again, until both reads agree: the summary was
 * then made from exactly those rows, whatever other files were writing.
 */
async function steadySummary<T>(readRows: () => Promise<T>): Promise<{ rows: T; page: StatusSummary }> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const before = await readRows();
    const page = await summary();
    const after = await readRows();
    if (JSON.stringify(before) === JSON.stringify(after)) return { rows: after, page };
  }
  throw new Error('the rows kept changing while the summary was read');
}

function expectWithinOneMs(actual: number | null, expected: number | null, what: string) {
  if (expected === null) {
    expect({ what, actual }).toEqual({ what, actual: null });
    return;
  }
  expect({ what, off: typeof actual === 'number' && Math.abs(actual - expected) < 1 }).toEqual({ what, off: true });
}

/** Real alarms' accepted sos_alert rows of the last 90 days: channel, raised at, and ms to acceptance. */
async function realDeliveries() {
  const since = new Date(Date.now() - 91 * DAY_MS).toISOString();
  const events = await everyRow((from, to) =>
    service().from('sos_events').select('id, source, started_at').gt('started_at', since).order('id').range(from, to),
  );
  const real = new Map(events.filter((e) => e.source !== 'test' && e.source !== 'probe').map((e) => [e.id, e.started_at]));
  const rows = await everyRow((from, to) =>
    service()
      .from('notifications')
      .select('id, event_id, channel, sent_at')
      .eq('kind', 'sos_alert')
      .in('status', ['sent', 'delivered'])
      .not('sent_at', 'is', null)
      .order('id')
      .range(from, to),
  );
  return rows
    .filter((r) => r.event_id !== null && real.has(r.event_id))
    .map((r) => ({ channel: r.channel as StatusChannel, startedAt: real.get(r.event_id!)!, sentAt: r.sent_at! }));
}

describe("real alarms' delivery", () => {
  let member: SignedInUser;
  let daughter: SignedInUser;
  let eventId: string;
  const contacts: Array<{ id: string; email: string; phone: string | null }> = [];
  /** Milliseconds from the raise to the provider's acceptance, per channel, of this file's alarm. */
  const DELAYS: Record<StatusChannel, number[]> = { email: [300, 450, 800, 1200, 2500], sms: [900, 4000], in_app: [150], push: [600] };

  beforeAll(async () => {
    [member, daughter] = await Promise.all([newUserClient(), newUserClient()]);
    await subscribe(member.user.id, PREMIUM_PLAN_ID);
    for (let i = 0; i < 5; i++) {
      const email = `real-figures-${randomUUID().slice(0, 8)}@example.test`;
      const phone = i < 2 ? `+3460000${String(1000 + i)}` : null;
      const row = must(
        await typed(member)
          .from('emergency_contacts')
          .insert({ user_id: member.user.id, name: `Contact ${i}`, email, phone, channels: phone ? ['email', 'sms'] : ['email'] })
          .select('id')
          .single(),
        'contact',
      );
      contacts.push({ id: row.id, email, phone });
    }
    await linkFamily(member.user.id, daughter.user.id, { receive_sos_alerts: true });
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    must(
      await service()
        .from('push_subscriptions')
        .insert({ user_id: daughter.user.id, endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`, p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') })
        .select('id'),
      'push',
    );
    const alarm = must(await typed(member).rpc('raise_sos', { client_request_id: randomUUID() }), 'alarm');
    eventId = alarm.id;
    must(await service().rpc('queue_family_sos_alerts', { only_event: eventId }), 'family rows');
  });

  it('counts what this alarm delivered, and describes a channel only from 5 messages', async () => {
    const rows = must(await service().from('notifications').select('id, channel').eq('event_id', eventId).eq('kind', 'sos_alert'), 'rows');
    const count = (channel: StatusChannel) => rows.filter((r) => r.channel === channel).length;
    expect(STATUS_CHANNELS.map((c) => [c, count(c)])).toEqual(STATUS_CHANNELS.map((c) => [c, DELAYS[c].length]));

    // Raised ten minutes ago; each message accepted after its planned delay.
    const startedAt = Date.now() - 10 * 60_000;
    must(await service().from('sos_events').update({ started_at: new Date(startedAt).toISOString() }).eq('id', eventId).select('id'), 'raised at');
    const before = await summary();
    for (const channel of STATUS_CHANNELS) {
      const ids = rows.filter((r) => r.channel === channel).map((r) => r.id);
      for (const [i, id] of ids.entries()) {
        const sentAt = new Date(startedAt + DELAYS[channel][i]).toISOString();
        must(await service().from('notifications').update({ status: 'sent', sent_at: sentAt, attempts: 1 }).eq('id', id).select('id'), 'sent');
      }
    }
    const after = await summary();
    for (const channel of STATUS_CHANNELS) {
      for (const window of REAL_WINDOWS) {
        const grew = after.realAlarms[channel][window].count - before.realAlarms[channel][window].count;
        expect({ channel, window, grew }).toEqual({ channel, window, grew: DELAYS[channel].length });
      }
    }

    // Every figure, from all real alarms' rows at that moment: percentiles only from 5 messages.
    const { rows: deliveries, page } = await steadySummary(realDeliveries);
    const now = Date.parse(page.generatedAt);
    const since: Record<RealWindow, number> = { day: now - DAY_MS, quarter: now - 90 * DAY_MS };
    for (const channel of STATUS_CHANNELS) {
      for (const window of REAL_WINDOWS) {
        const times = deliveries
          .filter((d) => d.channel === channel && preciseMs(d.startedAt) > since[window])
          .map((d) => preciseMs(d.sentAt) - preciseMs(d.startedAt));
        const shown = page.realAlarms[channel][window];
        expect({ channel, window, count: shown.count }).toEqual({ channel, window, count: times.length });
        for (const [key, p] of [['p50Ms', 0.5], ['p95Ms', 0.95], ['p99Ms', 0.99]] as const) {
          expectWithinOneMs(shown[key], times.length >= 5 ? percentileCont(times, p) : null, `${channel} ${window} ${key}`);
        }
      }
    }
    // This alarm alone fills e-mail's 5; whatever else ran, a described channel has 5 or more.
    expect(page.realAlarms.email.day.count).toBeGreaterThanOrEqual(5);
    expect(page.realAlarms.email.day.p95Ms).not.toBeNull();
    for (const channel of STATUS_CHANNELS) {
      for (const window of REAL_WINDOWS) {
        const shown = page.realAlarms[channel][window];
        const described = [shown.p50Ms, shown.p95Ms, shown.p99Ms].map((p) => p !== null);
        expect({ channel, window, described }).toEqual({ channel, window, described: Array(3).fill(shown.count >= 5) });
      }
    }
  });

  it('says nothing about the member, their family, contacts or messages', async () => {
    const text = JSON.stringify(await summary());
    const rowIds = must(await service().from('notifications').select('id').eq('event_id', eventId), 'rows').map((r) => r.id);
    const secrets = [member.user.id, daughter.user.id, eventId, member.email, daughter.email, ...rowIds, ...contacts.flatMap((c) => [c.id, c.email, c.phone ?? c.id])];
    for (const secret of secrets) expect({ secret, shown: text.includes(secret) }).toEqual({ secret, shown: false });
  });
});

describe("Call Centre Spain's figures", () => {
  /** Spain-region alarms of the last 90 days as the summary reads them (drills and probes left out). */
  async function spainAlarms() {
    const since = new Date(Date.now() - 91 * DAY_MS).toISOString();
    return everyRow((from, to) =>
      service()
        .from('sos_events')
        .select('id, source, status, started_at, claimed_at, resolved_at')
        .eq('region', 'es')
        .gt('started_at', since)
        .order('id')
        .range(from, to),
    );
  }

  it('leaves drills out, counts an answered alarm and an unanswered one, and one unclaimed for over 180 s as waiting', async () => {
    const [unanswered, answered, drilling] = await Promise.all([newUserClient(), newUserClient(), newUserClient()]);
    for (const member of [unanswered, answered, drilling]) await subscribe(member.user.id, SPAIN_PLAN_ID);
    const raise = async (member: SignedInUser, source: 'app' | 'test') =>
      must(await typed(member).rpc('raise_sos', { client_request_id: randomUUID(), source }), 'raise');
    const [open, claimed, drill] = [await raise(unanswered, 'app'), await raise(answered, 'app'), await raise(drilling, 'test')];
    expect([open.region, claimed.region, drill.region]).toEqual(['es', 'es', 'es']);

    // Four minutes: the open alarm and the drill unclaimed; the other answered after 20 s.
    const fourMinutesAgo = Date.now() - 240_000;
    const before = (await summary()).callCentre;
    must(await service().from('sos_events').update({ started_at: new Date(fourMinutesAgo).toISOString() }).in('id', [open.id, drill.id]).select('id'), 'waited');
    must(
      await service()
        .from('sos_events')
        .update({ started_at: new Date(fourMinutesAgo).toISOString(), claimed_at: new Date(fourMinutesAgo + 20_000).toISOString() })
        .eq('id', claimed.id)
        .select('id'),
      'answered',
    );
    const after = (await summary()).callCentre;
    expect({
      alarms: after.alarms - before.alarms,
      answered: after.answered - before.answered,
      within60: after.within60 - before.within60,
      within180: after.within180 - before.within180,
      waitingOver180: after.waitingOver180 - before.waitingOver180,
    }).toEqual({ alarms: 2, answered: 1, within60: 1, within180: 1, waitingOver180: 1 });

    // Every figure, from all Spain alarms at that moment.
    const { rows, page } = await steadySummary(spainAlarms);
    const now = Date.parse(page.generatedAt);
    const calls = rows
      .filter((e) => e.source !== 'test' && e.source !== 'probe')
      .map((e) => {
        const started = preciseMs(e.started_at);
        const end = e.claimed_at ?? e.resolved_at;
        return { ...e, started, claimed: e.claimed_at !== null, waited: ((end ? preciseMs(end) : now) - started) / 1000 };
      });
    const counted = calls.filter((c) => (c.claimed || c.waited > 60) && c.started > now - 30 * DAY_MS);
    const answeredWaits = counted.filter((c) => c.claimed).map((c) => c.waited);
    expect(page.callCentre).toMatchObject({
      days: 30,
      alarms: counted.length,
      answered: answeredWaits.length,
      within60: answeredWaits.filter((w) => w <= 60).length,
      within180: answeredWaits.filter((w) => w <= 180).length,
      waitingOver180: calls.filter((c) => ['active', 'acknowledged'].includes(c.status) && !c.claimed && c.started < now - 180_000).length,
    });
    const mean = answeredWaits.length ? answeredWaits.reduce((a, b) => a + b, 0) / answeredWaits.length : null;
    if (mean === null) expect(page.callCentre.meanSeconds).toBeNull();
    else expect(Math.abs((page.callCentre.meanSeconds ?? NaN) - mean)).toBeLessThan(0.01);
    expect(calls.map((c) => c.id)).toEqual(expect.arrayContaining([open.id, claimed.id]));
    expect(calls.map((c) => c.id)).not.toContain(drill.id);

    // Today's bar counts them as well.
    const today = page.daily[page.daily.length - 1];
    const todayStart = Date.parse(`${today.day}T00:00:00Z`);
    const todays = calls.filter((c) => (c.claimed || c.waited > 60) && c.started >= todayStart);
    expect(today.callCentre).toEqual({
      alarms: todays.length,
      within60: todays.filter((c) => c.claimed && c.waited <= 60).length,
      within180: todays.filter((c) => c.claimed && c.waited <= 180).length,
    });
  });
});
