/**
 * The admin inbox's rules (20261124001200_admin_inbox.sql), through supabase-js on the local
 * server: only admins read or change contact messages and their replies, an admin changes a
 * message's status and nothing else, a reply is recorded only through record_contact_reply (which
 * marks the message replied), and the overview's unread figure is the inbox's.
 */
import { randomUUID } from 'node:crypto';
import { getAdminOverview } from '@/lib/data/admin-overview';
import { getInboxPage } from '@/lib/data/admin-inbox';
import type { ServerSupabaseClient } from '@/lib/supabase/server';
import { closeClients, newUserClient, serviceClient, uniqueEmail, type SignedInUser } from '../helpers';
import { makeAdmin, must } from '../rls/support';

// The data functions are server-only modules; here they run in Node with a test client.
jest.mock('server-only', () => ({}));

let admin: SignedInUser;
let member: SignedInUser;

beforeAll(async () => {
  [admin, member] = await Promise.all([newUserClient(uniqueEmail('inbox-admin')), newUserClient(uniqueEmail('inbox-member'))]);
  await makeAdmin(admin);
});
afterAll(closeClients);

const service = () => serviceClient();

async function newMessage(status: 'new' | 'read' | 'replied' | 'archived' = 'new') {
  const row = { name: 'Ana García', email: uniqueEmail('sender'), subject: 'Pendant question', message: `How long does the battery last? ${randomUUID()}`, accepted_terms: true, status };
  return must(await service().from('contact_messages').insert(row).select('id, message').single(), 'inserting a message');
}

async function statusOf(id: string) {
  return must(await service().from('contact_messages').select('status, unread, message').eq('id', id).single(), 'reading a message back');
}

describe('a member who is not an admin', () => {
  it('cannot read, change or reply to a message, nor read or write replies', async () => {
    const message = await newMessage();
    const reply = must(await admin.client.rpc('record_contact_reply', { message_id: message.id, body: 'An answer' }), 'admin reply');

    const read = await member.client.from('contact_messages').select('id').eq('id', message.id);
    expect(read.data ?? []).toEqual([]);
    const replies = await member.client.from('contact_message_replies').select('id').eq('id', reply.id);
    expect(replies.data ?? []).toEqual([]);

    await member.client.from('contact_messages').update({ status: 'archived' }).eq('id', message.id);
    expect((await statusOf(message.id)).status).toBe('replied');

    const rpc = await member.client.rpc('record_contact_reply', { message_id: message.id, body: 'Not mine to send' });
    expect(rpc.error).toMatchObject({ code: 'ICE60', hint: 'contact_reply_forbidden' });

    await member.client.from('contact_message_replies').insert({ message_id: message.id, body: 'forged', admin_id: member.user.id });
    await member.client.from('contact_message_replies').update({ body: 'changed' }).eq('id', reply.id);
    await member.client.from('contact_message_replies').delete().eq('id', reply.id);
    const kept = must(await service().from('contact_message_replies').select('body').eq('message_id', message.id), 'replies');
    expect(kept).toEqual([{ body: 'An answer' }]);
  });
});

describe('an admin', () => {
  it('reads messages and marks them read, unread again and handled', async () => {
    const message = await newMessage();
    const read = await admin.client.from('contact_messages').select('id, unread').eq('id', message.id).single();
    expect(read.data).toEqual({ id: message.id, unread: true });

    for (const status of ['read', 'new', 'archived'] as const) {
      const { error } = await admin.client.from('contact_messages').update({ status }).eq('id', message.id);
      expect(error).toBeNull();
      expect(await statusOf(message.id)).toMatchObject({ status, unread: status === 'new' });
    }
  });

  it('cannot change what the sender wrote: only the status is the admin’s to change', async () => {
    const message = await newMessage();
    const { error } = await admin.client.from('contact_messages').update({ message: 'Rewritten by an admin' }).eq('id', message.id);
    expect(error).toMatchObject({ code: 'ICE63', hint: 'contact_message_status_only' });
    expect((await statusOf(message.id)).message).toBe(message.message);
  });

  it('records a reply, which marks the message replied; no direct writes to replies', async () => {
    const message = await newMessage();
    const reply = must(await admin.client.rpc('record_contact_reply', { message_id: message.id, body: '  Two years.  ' }), 'reply');
    expect(reply).toMatchObject({ message_id: message.id, admin_id: admin.user.id, body: 'Two years.' });
    expect((await statusOf(message.id)).status).toBe('replied');
    const listed = await admin.client.from('contact_message_replies').select('id, body').eq('message_id', message.id);
    expect(listed.data).toEqual([{ id: reply.id, body: 'Two years.' }]);

    await admin.client.from('contact_message_replies').insert({ message_id: message.id, body: 'not sent', admin_id: admin.user.id });
    const count = await service().from('contact_message_replies').select('id', { count: 'exact', head: true }).eq('message_id', message.id);
    expect(count.count).toBe(1);
  });

  it('gets a 4xx app error, never a 5xx, for an unknown message or an empty or overlong reply', async () => {
    const message = await newMessage();
    const unknown = await admin.client.rpc('record_contact_reply', { message_id: randomUUID(), body: 'Hello' });
    expect(unknown.error).toMatchObject({ code: 'ICE61', hint: 'contact_message_not_found' });
    expect(unknown.status).toBe(404);
    for (const body of ['   ', 'x'.repeat(5001)]) {
      const bad = await admin.client.rpc('record_contact_reply', { message_id: message.id, body });
      expect(bad.error).toMatchObject({ code: 'ICE62', hint: 'contact_reply_invalid' });
      expect(bad.status).toBe(400);
    }
    expect((await statusOf(message.id)).status).toBe('new');
  });
});

describe('the unread count', () => {
  it('is the same on the overview and in the inbox, which lists unread messages first', async () => {
    await Promise.all([newMessage('new'), newMessage('read'), newMessage('archived')]);
    const client = admin.client as unknown as ServerSupabaseClient;
    const [overview, inbox] = await Promise.all([getAdminOverview(client), getInboxPage(client, 1)]);
    const { count: unreadByStatus } = await service().from('contact_messages').select('id', { count: 'exact', head: true }).eq('status', 'new');
    expect(inbox.unread).toBe(unreadByStatus);
    expect(overview.unreadMessages).toBe(inbox.unread);

    // Unread first: no unread message after a read one on the first page.
    const flags = inbox.messages.map((m) => m.status === 'new');
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
  });
});
