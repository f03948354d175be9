/**
 * "Download all my data" holds ALL of it (issue 21 review): the Data API answers at most 1000 rows
 * per request (supabase/config.toml max_rows, hosted Supabase's default too) and cuts the rest
 * off silently, and a filter listing hundreds of alarm ids is a URL the server refuses. So a
 * member with more than a thousand device readings, and one with hundreds of alarms, must get
 * every row, and the contacts' answers and the messages sent to them are in the file too.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { buildAccountExport } from '@/lib/data/account-export';
import type { Database } from '@/lib/database.types';
import { closeClients, newUserClient, serviceClient, type SignedInUser } from '../helpers';

afterAll(closeClients);

const service = () => serviceClient() as unknown as SupabaseClient<Database>;
const exportOf = (person: SignedInUser) =>
  buildAccountExport(person.client as unknown as SupabaseClient<Database>, { id: person.user.id, email: person.email, phone: null });

function must<T>(result: { data: T; error: { message: string } | null }, what: string): NonNullable<T> {
  if (result.error || result.data === null || result.data === undefined) throw new Error(`${what}: ${result.error?.message ?? 'no rows'}`);
  return result.data;
}

it('exports every one of more than 1000 device readings', async () => {
  const member = await newUserClient();
  const device = must(await service().from('devices').insert({ user_id: member.user.id, name: 'Pendant' }).select('id').single(), 'device');
  // One reading per device and minute is kept, so each gets a minute of its own (the last ~19 hours).
  const now = Date.now();
  const readings = Array.from({ length: 1250 }, (_, i) => ({
    device_id: device.id,
    user_id: member.user.id,
    recorded_at: new Date(now - (i + 1) * 60_000).toISOString(),
    heart_rate: 60 + (i % 40),
  }));
  expect((await service().from('device_readings').insert(readings)).error).toBeNull();

  const file = await exportOf(member);
  expect(file.device_readings).toHaveLength(1250);
  // In time order, each exactly once.
  const times = file.device_readings.map((row) => String(row.recorded_at));
  expect(new Set(times).size).toBe(1250);
  expect([...times].sort()).toEqual(times);
});

it('exports a member with hundreds of alarms, with the notifications about them', async () => {
  const [member, other] = await Promise.all([newUserClient(), newUserClient()]);
  const start = Date.now() - 400 * 3_600_000;
  const alarms = Array.from({ length: 450 }, (_, i) => {
    const started = new Date(start + i * 3_600_000);
    return {
      member_id: member.user.id,
      client_request_id: `history-${i}`,
      status: 'resolved' as const,
      started_at: started.toISOString(),
      resolved_at: new Date(started.getTime() + 60_000).toISOString(),
    };
  });
  const events = must(await service().from('sos_events').insert(alarms).select('id, client_request_id'), 'alarms');
  const first = events.find((event) => event.client_request_id === 'history-0')!;
  const last = events.find((event) => event.client_request_id === 'history-449')!;
  const othersAlarm = must(
    await service().from('sos_events').insert({ member_id: other.user.id, client_request_id: 'other', status: 'resolved', resolved_at: new Date().toISOString() }).select('id').single(),
    'other alarm',
  );
  const told = (eventId: string, address: string) => ({
    event_id: eventId,
    channel: 'email' as const,
    recipient_address: address,
    status: 'delivered' as const,
    delivered_at: new Date().toISOString(),
  });
  const notified = await service().from('notifications').insert([told(first.id, 'first@example.test'), told(last.id, 'last@example.test'), told(othersAlarm.id, 'not-mine@example.test')]);
  expect(notified.error).toBeNull();

  const file = await exportOf(member);
  expect(file.alarms).toHaveLength(450);
  expect(file.alarm_timelines).toHaveLength(450);
  expect(file.notifications.map((row) => row.recipient_address).sort()).toEqual(['first@example.test', 'last@example.test']);
  // The alarm embedded to find them is not part of the exported notification.
  expect(file.notifications[0]).not.toHaveProperty('sos_events');
  expect(JSON.stringify(file)).not.toContain('not-mine@example.test');
});

it('exports the contacts’ answers without the link’s token hash, and the messages sent to them', async () => {
  const [member, other] = await Promise.all([newUserClient(), newUserClient()]);
  const contactOf = async (person: SignedInUser, name: string) =>
    must(await service().from('emergency_contacts').insert({ user_id: person.user.id, name, email: `${name}@example.test`, priority: 1 }).select('id').single(), 'contact');
  const [mine, theirs] = await Promise.all([contactOf(member, 'mine'), contactOf(other, 'theirs')]);
  const hash = 'f'.repeat(64);
  const linked = await service()
    .from('emergency_contact_consents')
    .update({ token_hash: hash, requested_at: new Date().toISOString(), link_expires_at: new Date(Date.now() + 86_400_000).toISOString() })
    .eq('contact_id', mine.id);
  expect(linked.error).toBeNull();
  const sent = (contactId: string, memberId: string, address: string) => ({
    batch_id: randomUUID(),
    contact_id: contactId,
    member_id: memberId,
    kind: 'test',
    channel: 'email' as const,
    address,
    address_key: `email:${address}`,
    status: 'sent',
    finished_at: new Date().toISOString(),
  });
  const messages = await service().from('emergency_contact_messages').insert([sent(mine.id, member.user.id, 'mine@example.test'), sent(theirs.id, other.user.id, 'theirs@example.test')]);
  expect(messages.error).toBeNull();

  const file = await exportOf(member);
  expect(file.emergency_contact_answers).toEqual([expect.objectContaining({ contact_id: mine.id, status: 'pending' })]);
  expect(file.emergency_contact_answers[0]).not.toHaveProperty('token_hash');
  expect(file.messages_to_emergency_contacts).toEqual([expect.objectContaining({ contact_id: mine.id, address: 'mine@example.test', status: 'sent' })]);
  const text = JSON.stringify(file);
  expect(text).not.toContain(hash);
  expect(text).not.toContain('theirs@example.test');
});
