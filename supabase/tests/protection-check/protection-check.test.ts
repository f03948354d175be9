/**
 * The protection check on the real server (migration 20261201000300_protection_check.sql;
 * docs/product.md#protection-check): each link of the chain an alarm travels, worked out in the
 * database; the badge's essentials; who may read it (the member, family through a live link, nobody
 * else); and the weekly e-mail, at most once in 7 days. Time passes by moving rows into the past
 * with the service role.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import { isEssentiallyProtected, parseProtectionCheck, type ProtectionCheck, type ProtectionCheckKey } from '@/lib/protection-check/rules';
import { anonClient, closeClients, newUserClient, serviceClient, type SignedInUser } from '../helpers';
import { linkFamily, must, subscribe } from '../rls/support';

afterAll(closeClients);

const admin = () => serviceClient() as unknown as SupabaseClient<Database>;
const SPAIN_PLAN_ID = 'b0000000-0000-4000-8000-000000000006';
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

async function checkOf(reader: SignedInUser, member: SignedInUser = reader): Promise<ProtectionCheck> {
  return parseProtectionCheck(must(await reader.client.rpc('protection_check', { member: member.user.id }), 'check'));
}
const item = (check: ProtectionCheck, key: ProtectionCheckKey) => check.checks.find((c) => c.key === key);
const missing = (check: ProtectionCheck) => check.checks.filter((c) => !c.ok).map((c) => c.key);

async function addContact(member: SignedInUser, name: string, consent: 'agreed' | 'declined' | 'waiting' | null): Promise<string> {
  const contact = must(
    await member.client
      .from('emergency_contacts')
      .insert({ user_id: member.user.id, name, email: `${name.toLowerCase()}-${randomUUID()}@example.com`, channels: ['email'], priority: 1 })
      .select('id')
      .single(),
    'contact',
  );
  if (consent) {
    const now = new Date().toISOString();
    const answer = consent === 'waiting' ? { status: 'pending' as const, answered_at: null } : { status: consent, answered_at: now };
    must(
      await admin().from('emergency_contact_consents').upsert({ contact_id: contact.id, member_id: member.user.id, requested_at: now, ...answer }).select('contact_id'),
      'consent',
    );
  }
  return contact.id;
}

describe('the protection check', () => {
  it('names every missing link for a new member, who is not protected', async () => {
    const member = await newUserClient();
    const check = await checkOf(member);
    expect(check.protected).toBe(false);
    expect(missing(check)).toEqual(['plan', 'contactAgreed', 'familyLinked', 'medicalId', 'personalDetails', 'drill']);
    // No family who receive alerts, so no line about their devices.
    expect(item(check, 'push')).toBeUndefined();
    // No pendant, no pendant check.
    expect(item(check, 'pendant')).toBeUndefined();
  });

  it('says Protected only with a plan and someone an alarm reaches who agreed', async () => {
    const member = await newUserClient(undefined, { data: { full_name: 'Ana Test' } });
    await subscribe(member.user.id);
    let check = await checkOf(member);
    expect(item(check, 'plan')).toMatchObject({ ok: true, status: 'active' });
    // A plan alone: an alarm would reach nobody.
    expect(check.protected).toBe(false);

    await addContact(member, 'Luis', 'waiting');
    await addContact(member, 'Marta', 'declined');
    check = await checkOf(member);
    expect(item(check, 'contactAgreed')).toMatchObject({ ok: false, agreed: 0, waiting: 1, declined: 1, total: 2 });
    expect(check.protected).toBe(false);

    await addContact(member, 'Kees', 'agreed');
    check = await checkOf(member);
    expect(item(check, 'contactAgreed')).toMatchObject({ ok: true, agreed: 1, total: 3 });
    expect(check.protected).toBe(true);
    expect(isEssentiallyProtected(check)).toBe(check.protected);
  });

  it('counts family who receive alerts, and the Spain call centre, as someone an alarm reaches', async () => {
    const [withFamily, daughter, onlyLooks, withCallCentre] = await Promise.all([newUserClient(), newUserClient(), newUserClient(), newUserClient()]);
    await subscribe(withFamily.user.id);
    await linkFamily(withFamily.user.id, onlyLooks.user.id, { view_activity: true });
    expect((await checkOf(withFamily)).protected).toBe(false);
    await linkFamily(withFamily.user.id, daughter.user.id, { receive_sos_alerts: true });
    const check = await checkOf(withFamily);
    expect(item(check, 'familyLinked')).toMatchObject({ ok: true, linked: 1 });
    expect(check.protected).toBe(true);

    await subscribe(withCallCentre.user.id, SPAIN_PLAN_ID);
    const spain = await checkOf(withCallCentre);
    expect(spain).toMatchObject({ protected: true, callCentre: true });
    expect(isEssentiallyProtected(spain)).toBe(true);
  });

  it('holds a past-due plan as missing, naming the state', async () => {
    const member = await newUserClient();
    await subscribe(member.user.id, undefined, 'past_due');
    expect(item(await checkOf(member), 'plan')).toMatchObject({ ok: false, status: 'past_due' });
  });

  it('checks the medical ID, the name and phone, and a pendant as the silence watch judges it', async () => {
    const member = await newUserClient(undefined, { data: { full_name: 'Luis Test' } });
    must(await member.client.from('medical_profiles').upsert({ user_id: member.user.id, allergies: ['penicillin'] }).select('user_id'), 'medical');
    let check = await checkOf(member);
    expect(item(check, 'medicalId')).toMatchObject({ ok: true });
    expect(item(check, 'personalDetails')).toMatchObject({ ok: false, hasName: true, hasPhone: false });
    must(await member.client.from('profiles').update({ phone: '+34600111222' }).eq('user_id', member.user.id).select('user_id'), 'phone');
    expect(item(await checkOf(member), 'personalDetails')).toMatchObject({ ok: true });

    const device = must(
      await member.client
        .from('devices')
        .insert({ user_id: member.user.id, name: 'ICE SOS Pendant', hardware_id: randomUUID(), battery: 64, last_connected_at: hoursAgo(3) })
        .select('id')
        .single(),
      'device',
    );
    check = await checkOf(member);
    expect(item(check, 'pendant')).toMatchObject({ ok: true, name: 'ICE SOS Pendant', battery: 64, silentHours: 24, lowPercent: 20 });
    must(await admin().from('devices').update({ battery: 12 }).eq('id', device.id).select('id'), 'low');
    expect(item(await checkOf(member), 'pendant')).toMatchObject({ ok: false, battery: 12 });
    must(await admin().from('devices').update({ battery: 80, last_connected_at: hoursAgo(25) }).eq('id', device.id).select('id'), 'quiet');
    expect(item(await checkOf(member), 'pendant')).toMatchObject({ ok: false, battery: 80 });
  });
});

describe('who may read a protection check', () => {
  it('is the member, and family through a live link; a paused link, a stranger and a visitor are refused alike', async () => {
    const [member, carer, paused, stranger] = await Promise.all([newUserClient(), newUserClient(), newUserClient(), newUserClient()]);
    await subscribe(member.user.id);
    await linkFamily(member.user.id, carer.user.id, { receive_sos_alerts: true });
    const pausedLink = await linkFamily(member.user.id, paused.user.id, { receive_sos_alerts: true });
    must(await admin().from('family_links').update({ status: 'paused' }).eq('id', pausedLink).select('id'), 'pause');

    expect(await checkOf(carer, member)).toEqual(await checkOf(member));
    // The pendant's state is device status: shown to family only when their link grants it.
    must(await member.client.from('devices').insert({ user_id: member.user.id, name: 'Pendant', hardware_id: randomUUID(), battery: 50, last_connected_at: hoursAgo(1) }).select('id'), 'device');
    expect(item(await checkOf(member), 'pendant')).toMatchObject({ ok: true });
    expect(item(await checkOf(carer, member), 'pendant')).toBeUndefined();
    const devicesFamily = await newUserClient();
    await linkFamily(member.user.id, devicesFamily.user.id, { view_device_status: true });
    expect(await checkOf(devicesFamily, member)).toEqual(await checkOf(member));
    for (const reader of [paused, stranger]) {
      const refused = await reader.client.rpc('protection_check', { member: member.user.id });
      expect(refused.error).toMatchObject({ code: '42501' });
      expect(refused.data).toBeNull();
    }
    // Someone who is no member at all gets the same answer: nothing says whether the id exists.
    const nobody = await stranger.client.rpc('protection_check', { member: randomUUID() });
    expect(nobody.error?.code).toBe('42501');
    expect(nobody.error?.message).toBe((await stranger.client.rpc('protection_check', { member: member.user.id })).error?.message);
    const visitor = await anonClient().rpc('protection_check', { member: member.user.id });
    expect(visitor.error).not.toBeNull();
    expect(visitor.data).toBeNull();
  });

  it('keeps the weekly e-mail to the service role', async () => {
    const member = await newUserClient();
    const refused = await member.client.rpc('run_protection_digest', {});
    expect(refused.error).not.toBeNull();
  });
});

describe('the weekly e-mail', () => {
  const digest = async () => must(await admin().rpc('run_protection_digest', { max_rows: 1000 }), 'digest');
  const emailsTo = async (userId: string) =>
    must(await admin().from('notifications').select('channel, params').eq('recipient_user_id', userId).eq('kind', 'protection_gaps'), 'emails');
  const backdate = async (userId: string, days: number) =>
    must(await admin().from('profiles').update({ created_at: hoursAgo(days * 24) }).eq('user_id', userId).select('user_id'), 'backdate');

  it('e-mails a member with a plan and a gap once a week, never in their first days, and names the gaps', async () => {
    const member = await newUserClient(undefined, { data: { full_name: 'Ana Test' } });
    await subscribe(member.user.id);
    await digest();
    expect(await emailsTo(member.user.id)).toEqual([]);

    await backdate(member.user.id, 3);
    await Promise.all([digest(), digest()]);
    await digest();
    const emails = await emailsTo(member.user.id);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ channel: 'email', params: { audience: 'member', member_name: 'Ana Test', protected: false } });
    expect((emails[0].params as { missing: string[] }).missing).toEqual(['contactAgreed', 'familyLinked', 'medicalId', 'personalDetails', 'drill']);

    // Members cannot read when they were last written to; a week later they are written to again.
    expect((await member.client.from('protection_digests').select('member_id')).data ?? []).toEqual([]);
    must(await admin().from('protection_digests').update({ sent_at: hoursAgo(6 * 24) }).eq('member_id', member.user.id).select('member_id'), 'six days');
    await digest();
    expect(await emailsTo(member.user.id)).toHaveLength(1);
    must(await admin().from('protection_digests').update({ sent_at: hoursAgo(7 * 24 + 1) }).eq('member_id', member.user.id).select('member_id'), 'a week');
    await digest();
    expect(await emailsTo(member.user.id)).toHaveLength(2);
  });

  it('leaves alone a member without a plan, and one whose check holds', async () => {
    const [noPlan, complete, daughter] = await Promise.all([newUserClient(), newUserClient(undefined, { data: { full_name: 'Kees Test' } }), newUserClient()]);
    await subscribe(complete.user.id);
    await addContact(complete, 'Luis', 'agreed');
    await linkFamily(complete.user.id, daughter.user.id, { receive_sos_alerts: true });
    must(await complete.client.from('medical_profiles').upsert({ user_id: complete.user.id, blood_type: 'O+' }).select('user_id'), 'medical');
    must(await complete.client.from('profiles').update({ phone: '+34600111333' }).eq('user_id', complete.user.id).select('user_id'), 'phone');
    // A drill this month, whose push reached the daughter's phone.
    must(await complete.client.rpc('raise_sos', { client_request_id: randomUUID(), source: 'test' }), 'drill');
    must(
      await admin()
        .from('push_subscriptions')
        .insert({ user_id: daughter.user.id, endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`, p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22), last_success_at: new Date().toISOString() })
        .select('id'),
      'push',
    );
    expect((await checkOf(complete)).checks.filter((c) => !c.ok)).toEqual([]);
    await Promise.all([backdate(noPlan.user.id, 10), backdate(complete.user.id, 10)]);
    await digest();
    expect(await emailsTo(noPlan.user.id)).toEqual([]);
    expect(await emailsTo(complete.user.id)).toEqual([]);
  });
});
