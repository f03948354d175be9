/**
 * The device silence watch on the real server (migration 20261130000300_silence_watch.sql; docs/product.md#silence-watch):
 * a quiet pendant, a low battery and a browser the push service reports gone each produce one
 * notice through the outbox, however many passes run, and clear when the device reports again.
 * Time passes by moving a pendant's last report into the past with the service role.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import { closeClients, newUserClient, serviceClient, type SignedInUser } from '../helpers';
import { linkFamily, must } from '../rls/support';

afterAll(closeClients);

const admin = () => serviceClient() as unknown as SupabaseClient<Database>;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const watch = async () => must(await admin().rpc('run_silence_watch'), 'watch');

type Setup = { member: SignedInUser; carer: SignedInUser; alertsOnly: SignedInUser; deviceId: string };

async function memberWithPendant(lastSeenHoursAgo: number, battery = 80): Promise<Setup> {
  const [member, carer, alertsOnly] = await Promise.all([
    newUserClient(undefined, { data: { full_name: 'Luis Test' } }),
    newUserClient(),
    newUserClient(),
  ]);
  await linkFamily(member.user.id, carer.user.id, { view_device_status: true });
  await linkFamily(member.user.id, alertsOnly.user.id, { receive_sos_alerts: true });
  const device = must(
    await member.client
      .from('devices')
      .insert({ user_id: member.user.id, name: 'ICE SOS Pendant', hardware_id: randomUUID(), battery, last_connected_at: hoursAgo(lastSeenHoursAgo) })
      .select('id')
      .single(),
    'device',
  );
  return { member, carer, alertsOnly, deviceId: device.id };
}

const noticesTo = async (userId: string, kind: string) =>
  must(await admin().from('notifications').select('channel, params, recipient_address').eq('recipient_user_id', userId).eq('kind', kind), 'notices');
const openNotices = async (deviceId: string) =>
  must(await admin().from('device_notices').select('kind, cleared_at').eq('device_id', deviceId).is('cleared_at', null), 'open');

describe('a pendant that goes quiet', () => {
  it('tells the member and family with device status once, and clears when it reports again', async () => {
    const s = await memberWithPendant(25);
    await Promise.all([watch(), watch()]);
    await watch();
    expect(await openNotices(s.deviceId)).toEqual([{ kind: 'device_silent', cleared_at: null }]);

    const toMember = await noticesTo(s.member.user.id, 'device_silent');
    expect(toMember.map((n) => n.channel).sort()).toEqual(['email', 'in_app']);
    expect(toMember[0].params).toMatchObject({ audience: 'member', device_name: 'ICE SOS Pendant', member_name: 'Luis Test', hours: 25 });
    const toCarer = await noticesTo(s.carer.user.id, 'device_silent');
    expect(toCarer.map((n) => n.channel).sort()).toEqual(['email', 'in_app']);
    expect(toCarer[0].params).toMatchObject({ audience: 'family' });
    expect(await noticesTo(s.alertsOnly.user.id, 'device_silent')).toHaveLength(0);

    // The member sees their notice, the carer too; family without device status does not.
    expect((await s.member.client.from('device_notices').select('id')).data).toHaveLength(1);
    expect((await s.carer.client.from('device_notices').select('id').eq('device_id', s.deviceId)).data).toHaveLength(1);
    expect((await s.alertsOnly.client.from('device_notices').select('id').eq('device_id', s.deviceId)).data).toHaveLength(0);

    // It reports again: the notice clears, and a later silence is a new notice.
    must(await s.member.client.from('devices').update({ last_connected_at: new Date().toISOString() }).eq('id', s.deviceId).select('id'), 'report');
    await watch();
    expect(await openNotices(s.deviceId)).toEqual([]);
    must(await admin().from('devices').update({ last_connected_at: hoursAgo(30) }).eq('id', s.deviceId).select('id'), 'quiet again');
    await watch();
    expect(await openNotices(s.deviceId)).toHaveLength(1);
    expect((await noticesTo(s.member.user.id, 'device_silent')).filter((n) => n.channel === 'in_app')).toHaveLength(2);
  });

  it('leaves a pendant alone while it reports, and one nobody used for a month', async () => {
    const recent = await memberWithPendant(2);
    const abandoned = await memberWithPendant(24 * 40);
    await watch();
    expect(await openNotices(recent.deviceId)).toEqual([]);
    expect(await openNotices(abandoned.deviceId)).toEqual([]);
  });
});

describe('a low battery', () => {
  it('tells once under 20 %, and clears only once charged past 25 %', async () => {
    const s = await memberWithPendant(0.1, 15);
    await watch();
    await watch();
    expect(await openNotices(s.deviceId)).toEqual([{ kind: 'device_battery_low', cleared_at: null }]);
    const toMember = await noticesTo(s.member.user.id, 'device_battery_low');
    expect(toMember.filter((n) => n.channel === 'in_app')).toHaveLength(1);
    expect(toMember[0].params).toMatchObject({ battery: 15, device_name: 'ICE SOS Pendant' });

    must(await s.member.client.from('devices').update({ battery: 21 }).eq('id', s.deviceId).select('id'), 'hovering');
    await watch();
    expect(await openNotices(s.deviceId)).toHaveLength(1);
    must(await s.member.client.from('devices').update({ battery: 90 }).eq('id', s.deviceId).select('id'), 'charged');
    await watch();
    expect(await openNotices(s.deviceId)).toEqual([]);
  });
});

describe('a browser the push service reports gone', () => {
  const subscription = (userId: string) => ({
    user_id: userId,
    endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
    p256dh: `B${'A'.repeat(86)}`,
    auth: 'A'.repeat(22),
    user_agent: 'Chrome on Android',
  });

  it('tells its owner once, and clears when they subscribe again', async () => {
    const owner = await newUserClient();
    const [first, second] = must(await admin().from('push_subscriptions').insert([subscription(owner.user.id), subscription(owner.user.id)]).select('id'), 'subscriptions');
    expect(must(await admin().rpc('record_push_result', { subscription_id: first.id, result: 'gone' }), 'gone')).toBe(true);
    expect(must(await admin().rpc('record_push_result', { subscription_id: second.id, result: 'gone' }), 'gone')).toBe(true);
    expect(must(await admin().rpc('record_push_result', { subscription_id: second.id, result: 'gone' }), 'gone again')).toBe(false);

    const notices = await noticesTo(owner.user.id, 'push_gone');
    expect(notices.map((n) => n.channel).sort()).toEqual(['email', 'in_app']);
    expect(notices[0].params).toMatchObject({ user_agent: 'Chrome on Android' });
    const open = () => admin().from('device_notices').select('kind').eq('member_id', owner.user.id).is('cleared_at', null);
    expect((await open()).data).toEqual([{ kind: 'push_gone' }]);

    must(await admin().from('push_subscriptions').insert(subscription(owner.user.id)).select('id'), 'subscribed again');
    await watch();
    expect((await open()).data).toEqual([]);
  });
});
