/**
 * Drills on the real server (migration 20261201000200_drills.sql; docs/product.md#drills): a drill is
 * the test alert through the real path, refused while a real alarm is open, within the test-alert
 * limit; it ends by itself; the monthly schedule is checked, reminded the day before, skipped, and
 * raised; drills never count in the call centre's answer times; and the protection check sees
 * them. Time passes by moving rows into the past with the service role.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import { parseProtectionCheck } from '@/lib/protection-check/rules';
import { closeClients, newUserClient, serviceClient, type SignedInUser } from '../helpers';
import { linkFamily, makeAdmin, must, subscribe } from '../rls/support';

afterAll(closeClients);

const admin = () => serviceClient() as unknown as SupabaseClient<Database>;
const SPAIN_PLAN_ID = 'b0000000-0000-4000-8000-000000000006';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const watch = async () => (must(await admin().rpc('run_drill_watch', { max_rows: 1000 }), 'watch') as { ended: number; raised: number; reminded: number }[])[0];
const drill = (member: SignedInUser) => member.client.rpc('raise_sos', { client_request_id: randomUUID(), source: 'test' });
/** Day of month and time on Madrid's clock: "15, 10:00". */
const madrid = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
const eventOf = async (id: string) => must(await admin().from('sos_events').select('status, outcome_detail, resolved_at').eq('id', id).single(), 'event');

describe('running a drill', () => {
  it('is refused while a real alarm is open, with its own code, and allowed again once it ends', async () => {
    const member = await newUserClient();
    await subscribe(member.user.id);
    const real = must(await member.client.rpc('raise_sos', { client_request_id: randomUUID(), source: 'app' }), 'real');
    const refused = await drill(member);
    expect(refused.error).toMatchObject({ code: 'ICE90' });
    must(await member.client.rpc('end_sos', { event_id: real.id, outcome: 'resolved' }), 'end');
    expect((await drill(member)).error).toBeNull();
  });

  it('keeps the test-alert limit: three an hour, the fourth refused', async () => {
    const member = await newUserClient();
    for (let i = 0; i < 3; i++) expect((await drill(member)).error).toBeNull();
    expect((await drill(member)).error).toMatchObject({ code: 'ICE29' });
  });

  it('ends by itself after drill_minutes, telling contacts nothing more, and leaves a running one alone', async () => {
    const member = await newUserClient();
    const [old, fresh] = [must(await drill(member), 'old'), must(await drill(member), 'fresh')];
    must(await admin().from('sos_events').update({ started_at: minutesAgo(11) }).eq('id', old.id).select('id'), 'backdate');
    await Promise.all([watch(), watch()]);
    expect(await eventOf(old.id)).toMatchObject({ status: 'resolved', outcome_detail: 'drill_over' });
    expect(await eventOf(fresh.id)).toMatchObject({ status: 'active', outcome_detail: null });
    const ended = must(await admin().from('notifications').select('id').eq('event_id', old.id).eq('kind', 'sos_ended'), 'ended notices');
    expect(ended).toEqual([]);
    // The member reads the drill and its receipt rows as their own.
    const own = must(await member.client.from('sos_events').select('id, outcome_detail').eq('id', old.id), 'own');
    expect(own).toEqual([{ id: old.id, outcome_detail: 'drill_over' }]);
  });

  it('never counts in the call centre answer times', async () => {
    const [member, operator] = await Promise.all([newUserClient(), newUserClient()]);
    await subscribe(member.user.id, SPAIN_PLAN_ID);
    await makeAdmin(operator);
    const before = must(await operator.client.rpc('call_centre_answer_stats', { days: 1, region: 'es' }), 'before')[0];
    const raised = must(await drill(member), 'drill');
    must(await admin().from('sos_events').update({ started_at: minutesAgo(3) }).eq('id', raised.id).select('id'), 'waited');
    const after = must(await operator.client.rpc('call_centre_answer_stats', { days: 1, region: 'es' }), 'after')[0];
    expect(after.alarms).toBe(before.alarms);
  });
});

describe('the monthly drill', () => {
  const schedule = (member: SignedInUser, day: number, hour: number, zone: string) =>
    member.client.rpc('set_drill_schedule', { day_of_month: day, hour, time_zone: zone });
  const planOf = async (member: SignedInUser) => must(await admin().from('drill_schedules').select('*').eq('member_id', member.user.id).single(), 'plan');

  it('refuses an impossible day, hour or zone with its own code', async () => {
    const member = await newUserClient();
    expect((await schedule(member, 31, 10, 'Europe/Madrid')).error).toMatchObject({ code: 'ICE91' });
    expect((await schedule(member, 0, 10, 'Europe/Madrid')).error).toMatchObject({ code: 'ICE91' });
    expect((await schedule(member, 5, 24, 'Europe/Madrid')).error).toMatchObject({ code: 'ICE92' });
    expect((await schedule(member, 5, 10, 'Mars/Olympus')).error).toMatchObject({ code: 'ICE93' });
    expect((await member.client.rpc('skip_next_drill', { skip: true })).error).toMatchObject({ code: 'ICE94' });
    const anon = await serviceClient().rpc('run_drill_watch', { max_rows: 0 });
    expect(anon.error).toBeNull();
    expect((await member.client.rpc('run_drill_watch', {})).error).not.toBeNull();
  });

  it('runs at the chosen hour on the member\'s clock, next month once this month\'s has passed', async () => {
    const member = await newUserClient();
    const saved = must(await schedule(member, 15, 10, 'Europe/Madrid'), 'saved');
    const next = new Date(saved.next_run_at);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(32 * 86_400_000);
    expect(madrid(saved.next_run_at)).toBe('15, 10:00');
    // Members read their own schedule and nobody else's.
    const stranger = await newUserClient();
    expect(must(await member.client.from('drill_schedules').select('day_of_month'), 'own')).toEqual([{ day_of_month: 15 }]);
    expect(must(await stranger.client.from('drill_schedules').select('day_of_month').eq('member_id', member.user.id), 'other')).toEqual([]);
  });

  it('reminds the day before, once; raises when due, then moves to next month; a skipped one is not raised', async () => {
    const member = await newUserClient(undefined, { data: { full_name: 'Ana Test' } });
    must(await schedule(member, 15, 10, 'Europe/Madrid'), 'saved');
    const dueSoon = new Date(Date.now() + 20 * 3_600_000).toISOString();
    must(await admin().from('drill_schedules').update({ next_run_at: dueSoon }).eq('member_id', member.user.id).select('member_id'), 'tomorrow');
    await Promise.all([watch(), watch()]);
    await watch();
    const reminders = must(
      await admin().from('notifications').select('channel, params').eq('recipient_user_id', member.user.id).eq('kind', 'drill_reminder'),
      'reminders',
    );
    expect(reminders.map((r) => r.channel).sort()).toEqual(['email', 'in_app']);
    expect(reminders[0].params).toMatchObject({ due_at: expect.any(String), time_zone: 'Europe/Madrid' });

    // Due: raised once, as a drill, and the next is a month on.
    must(await admin().from('drill_schedules').update({ next_run_at: minutesAgo(1) }).eq('member_id', member.user.id).select('member_id'), 'due');
    await Promise.all([watch(), watch()]);
    const raised = must(await admin().from('sos_events').select('id, source').eq('member_id', member.user.id), 'raised');
    expect(raised).toEqual([{ id: expect.any(String), source: 'test' }]);
    let plan = await planOf(member);
    expect(plan).toMatchObject({ last_outcome: 'raised', last_event_id: raised[0].id, skip_next: false });
    // The next one is the next 15th at 10:00 Madrid time, in the future (not the moment it was due).
    expect(new Date(plan.next_run_at).getTime()).toBeGreaterThan(Date.now());
    expect(madrid(plan.next_run_at)).toBe('15, 10:00');

    // Skipped: the next due one raises nothing and the skip clears.
    must(await member.client.rpc('skip_next_drill', { skip: true }), 'skip');
    must(await admin().from('drill_schedules').update({ next_run_at: minutesAgo(1) }).eq('member_id', member.user.id).select('member_id'), 'due again');
    await watch();
    expect(must(await admin().from('sos_events').select('id').eq('member_id', member.user.id), 'still one')).toHaveLength(1);
    plan = await planOf(member);
    expect(plan).toMatchObject({ last_outcome: 'skipped', skip_next: false });
  });

  it('waits behind a real alarm, and records a month the test-alert limit refused', async () => {
    const member = await newUserClient();
    must(await schedule(member, 15, 10, 'Europe/Madrid'), 'saved');
    const real = must(await member.client.rpc('raise_sos', { client_request_id: randomUUID(), source: 'app' }), 'real');
    must(await admin().from('drill_schedules').update({ next_run_at: minutesAgo(1) }).eq('member_id', member.user.id).select('member_id'), 'due');
    await watch();
    let plan = await planOf(member);
    expect(new Date(plan.next_run_at).getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
    expect(new Date(plan.next_run_at).getTime()).toBeLessThan(Date.now() + 70 * 60_000);
    expect(plan.last_outcome).toBeNull();

    must(await member.client.rpc('end_sos', { event_id: real.id, outcome: 'resolved' }), 'end');
    for (let i = 0; i < 3; i++) must(await drill(member), 'use the hour up');
    must(await admin().from('drill_schedules').update({ next_run_at: minutesAgo(1) }).eq('member_id', member.user.id).select('member_id'), 'due');
    await watch();
    plan = await planOf(member);
    expect(plan.last_outcome).toBe('limit');
    expect(must(await admin().from('sos_events').select('id').eq('member_id', member.user.id).eq('source', 'test'), 'drills')).toHaveLength(3);
  });
});

describe('the protection check and drills', () => {
  it('asks for a drill in the last 30 days, and for a push that reached family', async () => {
    const [member, daughter] = await Promise.all([newUserClient(), newUserClient()]);
    await linkFamily(member.user.id, daughter.user.id, { receive_sos_alerts: true });
    const checkOf = async () => parseProtectionCheck(must(await member.client.rpc('protection_check', { member: member.user.id }), 'check'));
    let check = await checkOf();
    expect(check.checks.find((c) => c.key === 'drill')).toMatchObject({ ok: false, lastDrillAt: null });
    expect(check.checks.find((c) => c.key === 'push')).toMatchObject({ ok: false, linked: 1, subscribed: 0, reached: 0 });

    must(await drill(member), 'drill');
    must(
      await admin()
        .from('push_subscriptions')
        .insert({
          user_id: daughter.user.id,
          endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
          p256dh: `B${'A'.repeat(86)}`,
          auth: 'A'.repeat(22),
          last_success_at: new Date().toISOString(),
        })
        .select('id'),
      'push',
    );
    check = await checkOf();
    expect(check.checks.find((c) => c.key === 'drill')).toMatchObject({ ok: true });
    expect(check.checks.find((c) => c.key === 'push')).toMatchObject({ ok: true, subscribed: 1, reached: 1 });
  });
});
