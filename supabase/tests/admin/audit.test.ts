/**
 * The admin audit log (issue 22; migration 20261124001100_admin_audit): every admin action is
 * recorded by a trigger with who, when and before/after; members' own edits and the service role's
 * writes are not admin actions; only admins read the log and nobody writes it through the API.
 */
import { randomUUID } from 'node:crypto';
import { closeClients, newUserClient, passSecondFactor, serviceClient, type SignedInUser } from '../helpers';

afterAll(closeClients);

let admin: SignedInUser;
let member: SignedInUser;

beforeAll(async () => {
  [admin, member] = await Promise.all([newUserClient(), newUserClient()]);
  const { error } = await serviceClient().from('profiles').update({ role: 'admin' }).eq('user_id', admin.user.id);
  if (error) throw new Error(error.message);
  await passSecondFactor(admin.client);
});

/** The audit rows about one row, oldest first, read with the service role. */
async function auditOf(entityId: string) {
  const { data, error } = await serviceClient().from('admin_audit').select('*').eq('entity_id', entityId).order('id');
  if (error) throw new Error(error.message);
  return data;
}

describe('recorded admin actions', () => {
  it("a member's role change keeps only the role, before and after, with the admin as actor", async () => {
    const target = await newUserClient();
    const promoted = await admin.client.from('profiles').update({ role: 'admin' }).eq('user_id', target.user.id).select('role');
    expect(promoted.data).toEqual([{ role: 'admin' }]);
    await admin.client.from('profiles').update({ role: 'user' }).eq('user_id', target.user.id);

    const rows = await auditOf(target.user.id);
    expect(rows).toEqual([
      expect.objectContaining({ actor_id: admin.user.id, action: 'member.role', entity: 'profiles', before: { role: 'user' }, after: { role: 'admin' } }),
      expect.objectContaining({ actor_id: admin.user.id, action: 'member.role', entity: 'profiles', before: { role: 'admin' }, after: { role: 'user' } }),
    ]);
    expect(Date.parse(rows[0].at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('a catalogue create, update and delete keep the row, then only the changed fields', async () => {
    const name = `Audit pendant ${randomUUID().slice(0, 8)}`;
    const created = await admin.client.from('products').insert({ name, price: 10 }).select('id').single();
    expect(created.error).toBeNull();
    const id = created.data!.id;
    await admin.client.from('products').update({ price: 12.5, inventory_count: 3 }).eq('id', id);
    await admin.client.from('products').delete().eq('id', id);

    const rows = await auditOf(id);
    expect(rows.map((r) => r.action)).toEqual(['catalogue.create', 'catalogue.update', 'catalogue.delete']);
    expect(rows[0]).toMatchObject({ entity: 'products', before: null, after: { id, name, price: 10 } });
    expect(rows[1]).toMatchObject({ before: { price: 10, inventory_count: 0 }, after: { price: 12.5, inventory_count: 3 } });
    expect(Object.keys(rows[1].before as object).sort()).toEqual(['inventory_count', 'price']);
    expect(rows[2]).toMatchObject({ before: { id, name, price: 12.5 }, after: null });
  });

  it("an incident's claim, call made and resolve are recorded, without the note", async () => {
    const raised = await member.client.rpc('raise_sos', { client_request_id: randomUUID() });
    expect(raised.error).toBeNull();
    const eventId = (raised.data as { id: string }).id;
    for (const step of ['claimed', 'call_made', 'call_centre_note'] as const) {
      const { error } = await admin.client.rpc('add_call_centre_step', { event_id: eventId, step, note: 'Neighbour has a key' });
      expect(error).toBeNull();
    }
    expect((await admin.client.rpc('end_sos', { event_id: eventId, outcome: 'resolved' })).error).toBeNull();

    const rows = await auditOf(eventId);
    expect(rows.map((r) => r.action)).toEqual(['incident.claimed', 'incident.call_made', 'incident.call_centre_note', 'incident.resolved']);
    expect(rows.every((r) => r.entity === 'sos_events' && r.actor_id === admin.user.id)).toBe(true);
    expect(rows[0]).toMatchObject({ before: { claimed_by: null }, after: { claimed_by: admin.user.id } });
    expect(rows[3]).toMatchObject({ before: { status: 'active', resolved_by: null }, after: { status: 'resolved', resolved_by: admin.user.id } });
    expect(JSON.stringify(rows)).not.toContain('Neighbour');
  });

  it("a contact message's status change keeps only the status", async () => {
    const inserted = await serviceClient()
      .from('contact_messages')
      .insert({ name: 'Private Person', email: 'private@example.com', subject: 'Call back', message: 'Please call me', accepted_terms: true })
      .select('id')
      .single();
    const id = inserted.data!.id;
    expect((await admin.client.from('contact_messages').update({ status: 'read' }).eq('id', id)).error).toBeNull();

    const rows = await auditOf(id);
    expect(rows).toEqual([expect.objectContaining({ action: 'inbox.status', entity: 'contact_messages', before: { status: 'new' }, after: { status: 'read' } })]);
  });

  it('a site content save keeps the value before and after', async () => {
    const key = `test_audit_${randomUUID().replaceAll('-', '')}`;
    await admin.client.from('site_content').upsert({ key, value: { tagline: 'Old' } }, { onConflict: 'key' });
    // The save carries the version it edited (20261124001400): the first save made version 1.
    await admin.client.from('site_content').upsert({ key, value: { tagline: 'New' }, base_version: 1 }, { onConflict: 'key' });
    const rows = await auditOf(key);
    expect(rows.map((r) => r.action)).toEqual(['content.create', 'content.update']);
    expect(rows[1]).toMatchObject({ before: { value: { tagline: 'Old' } }, after: { value: { tagline: 'New' } } });
    await admin.client.from('site_content').delete().eq('key', key);
  });
});

describe('admins who change or leave', () => {
  /** A fresh admin with a second factor, so these tests can demote or delete them. */
  async function freshAdmin(): Promise<SignedInUser> {
    const who = await newUserClient();
    await serviceClient().from('profiles').update({ role: 'admin' }).eq('user_id', who.user.id);
    await passSecondFactor(who.client);
    return who;
  }

  // An admin cannot demote themselves (ICE83, supabase/tests/admin/members.test.ts): another admin does it.
  it('an admin demoted by another admin is recorded with that admin as the actor', async () => {
    const leaving = await freshAdmin();
    const demoted = await admin.client.from('profiles').update({ role: 'user' }).eq('user_id', leaving.user.id).select('role');
    expect(demoted.data).toEqual([{ role: 'user' }]);
    expect(await auditOf(leaving.user.id)).toEqual([
      expect.objectContaining({ actor_id: admin.user.id, action: 'member.role', before: { role: 'admin' }, after: { role: 'user' } }),
    ]);
  });

  it("deleting an admin's account keeps their audit rows, without the actor", async () => {
    const leaving = await freshAdmin();
    const created = await leaving.client.from('products').insert({ name: 'Leaving admin product', price: 1 }).select('id').single();
    const id = created.data!.id;
    expect(await auditOf(id)).toEqual([expect.objectContaining({ actor_id: leaving.user.id, action: 'catalogue.create' })]);
    const { error } = await serviceClient().auth.admin.deleteUser(leaving.user.id);
    expect(error).toBeNull();
    expect(await auditOf(id)).toEqual([expect.objectContaining({ actor_id: null, action: 'catalogue.create' })]);
    await serviceClient().from('products').delete().eq('id', id);
  });
});

describe('not admin actions', () => {
  it("a member's own profile edit is not recorded", async () => {
    const edited = await member.client.from('profiles').update({ full_name: 'Mia Member' }).eq('user_id', member.user.id).select('full_name');
    expect(edited.data).toEqual([{ full_name: 'Mia Member' }]);
    expect(await auditOf(member.user.id)).toEqual([]);
  });

  it("an admin's edit of profile fields other than the role is not recorded (no personal data)", async () => {
    await admin.client.from('profiles').update({ full_name: 'Mia Changed', phone: '+34600000000' }).eq('user_id', member.user.id);
    expect(await auditOf(member.user.id)).toEqual([]);
  });

  it("the service role's writes are not recorded", async () => {
    const created = await serviceClient().from('products').insert({ name: 'Service product', price: 1 }).select('id').single();
    const id = created.data!.id;
    await serviceClient().from('products').update({ price: 2 }).eq('id', id);
    expect(await auditOf(id)).toEqual([]);
    await serviceClient().from('products').delete().eq('id', id);
  });

  it('an admin with a password-only (aal1) session is no admin, so nothing is recorded', async () => {
    const halfAdmin = await newUserClient();
    await serviceClient().from('profiles').update({ role: 'admin' }).eq('user_id', halfAdmin.user.id);
    await halfAdmin.client.from('profiles').update({ full_name: 'Half Admin' }).eq('user_id', halfAdmin.user.id);
    expect(await auditOf(halfAdmin.user.id)).toEqual([]);
  });
});

describe('who can read and write the log', () => {
  it('an admin reads it; a member reads nothing', async () => {
    const asAdmin = await admin.client.from('admin_audit').select('id').limit(1);
    expect(asAdmin.error).toBeNull();
    expect(asAdmin.data?.length).toBe(1);
    const asMember = await member.client.from('admin_audit').select('id');
    expect(asMember.data ?? []).toEqual([]);
  });

  it('nobody inserts, updates or deletes audit rows through the API, not even an admin or the service role', async () => {
    const [row] = (await serviceClient().from('admin_audit').select('*').order('id').limit(1)).data!;
    const forged = { action: 'member.role', entity: 'profiles', entity_id: member.user.id, actor_id: admin.user.id, after: { role: 'admin' } };
    for (const client of [admin.client, member.client, serviceClient()]) {
      const insert = await client.from('admin_audit').insert(forged).select('id');
      expect(insert.error).not.toBeNull();
      expect(insert.error?.code).toBe('42501');
      const update = await client.from('admin_audit').update({ after: { role: 'user' } }).eq('id', row.id).select('id');
      expect(update.data ?? []).toEqual([]);
      const remove = await client.from('admin_audit').delete().eq('id', row.id).select('id');
      expect(remove.data ?? []).toEqual([]);
    }
    const { data } = await serviceClient().from('admin_audit').select('*').eq('id', row.id);
    expect(data).toEqual([row]);
    expect(await auditOf(member.user.id)).toEqual([]);
  });
});
