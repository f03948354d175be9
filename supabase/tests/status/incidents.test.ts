/**
 * The status page's incidents (migration 20261202000200_status_page.sql; docs/product.md#status-page):
 * admins (aal2) open one and move it through investigating → identified → monitoring → resolved with
 * updates, each audited; nobody else writes one, and bad input gets its own ICE code with nothing
 * written. Everyone, signed out too, reads them, directly and through status_summary().
 * No probe here: nothing in this file depends on the synthetic alarm's state.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import { statusSummarySchema } from '@/lib/status/summary';
import { anonClient, closeClients, newUserClient, serviceClient, type SignedInUser } from '../helpers';
import { makeAdmin, must } from '../rls/support';

afterAll(closeClients);

const service = () => serviceClient() as unknown as SupabaseClient<Database>;
const typed = (user: SignedInUser) => user.client as unknown as SupabaseClient<Database>;
const anon = () => anonClient() as unknown as SupabaseClient<Database>;

let admin: SignedInUser;
let member: SignedInUser;
/** An admin by role who has not passed the second factor: no admin powers yet. */
let adminAal1: SignedInUser;

beforeAll(async () => {
  [admin, member, adminAal1] = await Promise.all([newUserClient(), newUserClient(), newUserClient()]);
  await makeAdmin(admin);
  must(await service().from('profiles').update({ role: 'admin' }).eq('user_id', adminAal1.user.id).select('user_id'), 'admin at aal1');
});

/** A title no other test writes, so "nothing was written" can be checked by it. */
const uniqueTitle = () => `Delayed SMS ${randomUUID().slice(0, 8)}`;

const open = (client: SupabaseClient<Database>, args: Partial<Database['public']['Functions']['open_status_incident']['Args']> = {}) =>
  client.rpc('open_status_incident', { title: uniqueTitle(), impact: 'minor', components: ['sms'], body: 'We are looking into it.', ...args });

const post = (client: SupabaseClient<Database>, incidentId: string, status: string, body = 'An update.') =>
  client.rpc('post_status_incident_update', { incident_id: incidentId, status, body });

async function incidentsTitled(title: string) {
  return must(await service().from('status_incidents').select('id').eq('title', title), 'incidents by title');
}

async function updatesOf(incidentId: string) {
  return must(await service().from('status_incident_updates').select('*').eq('incident_id', incidentId).order('created_at'), 'updates');
}

/** An incident opened by the admin, for tests about updates. */
async function openedIncident() {
  return must(await open(typed(admin)), 'open');
}

describe('who may write', () => {
  it('refuses members and admins without the second factor with ICE95 (403), and visitors outright; nothing is written', async () => {
    for (const caller of [member, adminAal1]) {
      const title = uniqueTitle();
      const refused = await open(typed(caller), { title });
      expect(refused.error).toMatchObject({ code: 'ICE95', hint: 'status_incident_forbidden' });
      expect(refused.status).toBe(403);
      expect(await incidentsTitled(title)).toEqual([]);
    }
    // Visitors may not even call it (execute is granted to signed-in users only).
    const title = uniqueTitle();
    const visitor = await open(anon(), { title });
    expect(visitor.data).toBeNull();
    expect(visitor.error).not.toBeNull();
    expect(await incidentsTitled(title)).toEqual([]);

    const incident = await openedIncident();
    for (const caller of [member, adminAal1]) {
      const refused = await post(typed(caller), incident.id, 'identified', 'Not from you');
      expect(refused.error).toMatchObject({ code: 'ICE95', hint: 'status_incident_forbidden' });
      expect(refused.status).toBe(403);
    }
    expect((await post(anon(), incident.id, 'identified', 'Not from you either')).error).not.toBeNull();
    expect((await updatesOf(incident.id)).map((u) => u.status)).toEqual(['investigating']);
    const row = must(await service().from('status_incidents').select('status').eq('id', incident.id).single(), 'incident');
    expect(row.status).toBe('investigating');
  });
});

describe('an incident from open to resolved', () => {
  it('opens with a trimmed title, de-duplicated components and its first update, then follows each status; resolved ends it', async () => {
    const title = uniqueTitle();
    const opened = await open(typed(admin), {
      title: `   ${title}  `,
      impact: 'major',
      components: ['sms', 'email', 'sms'],
      body: '  SMS to Spain are delayed.  ',
    });
    expect(opened.error).toBeNull();
    const incident = opened.data!;
    expect(incident).toMatchObject({ title, impact: 'major', status: 'investigating', resolved_at: null, created_by: admin.user.id });
    expect([...incident.components].sort()).toEqual(['email', 'sms']);
    expect(incident.components).toHaveLength(2);
    expect(await updatesOf(incident.id)).toEqual([
      expect.objectContaining({ status: 'investigating', body: 'SMS to Spain are delayed.', created_by: admin.user.id }),
    ]);

    for (const status of ['identified', 'monitoring'] as const) {
      const posted = await post(typed(admin), incident.id, status, `Now ${status}.`);
      expect(posted.error).toBeNull();
      expect(posted.data).toMatchObject({ incident_id: incident.id, status, body: `Now ${status}.` });
      const row = must(await service().from('status_incidents').select('status, resolved_at').eq('id', incident.id).single(), 'incident');
      expect(row).toEqual({ status, resolved_at: null });
    }

    const resolved = must(await post(typed(admin), incident.id, 'resolved', 'Delivered again.'), 'resolve');
    const row = must(await service().from('status_incidents').select('status, resolved_at').eq('id', incident.id).single(), 'resolved incident');
    expect(row.status).toBe('resolved');
    expect(row.resolved_at).not.toBeNull();
    expect(Date.parse(row.resolved_at!)).toBe(Date.parse(resolved.created_at));

    const again = await post(typed(admin), incident.id, 'monitoring', 'Back again?');
    expect(again.error).toMatchObject({ code: 'ICE99', hint: 'status_incident_resolved' });
    expect(again.status).toBe(409);
    expect((await updatesOf(incident.id)).map((u) => u.status)).toEqual(['investigating', 'identified', 'monitoring', 'resolved']);
  });

  it('records every write in admin_audit as status.create / status.update, with the admin as actor', async () => {
    const incident = await openedIncident();
    must(await post(typed(admin), incident.id, 'identified', 'Found it.'), 'identified');
    must(await post(typed(admin), incident.id, 'resolved', 'Fixed.'), 'resolved');

    const audit = must(await service().from('admin_audit').select('*').eq('entity_id', incident.id).order('id'), 'audit');
    expect(audit.map((a) => [a.action, a.entity])).toEqual([
      ['status.create', 'status_incidents'],
      ['status.create', 'status_incident_updates'],
      ['status.create', 'status_incident_updates'],
      ['status.update', 'status_incidents'],
      ['status.create', 'status_incident_updates'],
      ['status.update', 'status_incidents'],
    ]);
    expect(audit.every((a) => a.actor_id === admin.user.id)).toBe(true);
    expect(audit[3]).toMatchObject({ before: { status: 'investigating' }, after: { status: 'identified' } });
    expect(audit[5]).toMatchObject({ before: { status: 'identified', resolved_at: null }, after: { status: 'resolved' } });
    expect(audit[4].after).toMatchObject({ status: 'resolved', body: 'Fixed.' });
  });
});

describe('bad input', () => {
  const tooLongTitle = 'T'.repeat(201);
  const tooLongBody = 'B'.repeat(2001);

  it('ICE96 (400) for a blank or too long title or text, on open and on update; nothing written', async () => {
    for (const args of [{ title: '   ' }, { title: tooLongTitle }, { body: '   ' }, { body: tooLongBody }]) {
      const refused = await open(typed(admin), args);
      expect({ args, error: refused.error?.code, hint: refused.error?.hint, status: refused.status }).toEqual({
        args,
        error: 'ICE96',
        hint: 'status_incident_text_required',
        status: 400,
      });
    }
    expect(await incidentsTitled(tooLongTitle)).toEqual([]);
    // The limits are the trimmed lengths: 200 and 2000 characters are accepted.
    const longest = 'T'.repeat(200);
    expect((await open(typed(admin), { title: ` ${longest} `, body: 'B'.repeat(2000) })).error).toBeNull();
    expect(await incidentsTitled(longest)).toHaveLength(1);

    const incident = await openedIncident();
    for (const body of ['', '   ', tooLongBody]) {
      const refused = await post(typed(admin), incident.id, 'identified', body);
      expect(refused.error).toMatchObject({ code: 'ICE96', hint: 'status_incident_text_required' });
      expect(refused.status).toBe(400);
    }
    expect((await updatesOf(incident.id)).map((u) => u.status)).toEqual(['investigating']);
  });

  // The form trims every kind of whitespace (lib/validation/status-incidents.ts, String.prototype.trim);
  // the database must call the same text blank, or a crafted request posts an empty-looking update.
  it('ICE96 for a title or text of line breaks and tabs only, like the form', async () => {
    for (const args of [{ title: '\n\t ' }, { body: ' \n\t\r\n ' }]) {
      const refused = await open(typed(admin), args);
      expect({ args, error: refused.error?.code }).toEqual({ args, error: 'ICE96' });
    }
    const incident = await openedIncident();
    const refused = await post(typed(admin), incident.id, 'identified', '\n\n');
    expect(refused.error?.code).toBe('ICE96');
    expect(await updatesOf(incident.id)).toHaveLength(1);
  });

  it('ICE97 (400) for an unknown impact, status or component, or no component; nothing written', async () => {
    const cases: Array<Partial<Database['public']['Functions']['open_status_incident']['Args']>> = [
      { impact: 'severe' },
      { components: ['database'] },
      { components: ['sms', 'database'] },
      { components: [] },
    ];
    for (const args of cases) {
      const title = uniqueTitle();
      const refused = await open(typed(admin), { ...args, title });
      expect({ args, error: refused.error?.code, hint: refused.error?.hint, status: refused.status }).toEqual({
        args,
        error: 'ICE97',
        hint: 'status_incident_invalid',
        status: 400,
      });
      expect(await incidentsTitled(title)).toEqual([]);
    }
    const incident = await openedIncident();
    const refused = await post(typed(admin), incident.id, 'closed');
    expect(refused.error).toMatchObject({ code: 'ICE97', hint: 'status_incident_invalid' });
    expect(refused.status).toBe(400);
    expect(await updatesOf(incident.id)).toHaveLength(1);
  });

  it('ICE98 (404) for an incident that does not exist', async () => {
    const missing = randomUUID();
    const refused = await post(typed(admin), missing, 'identified');
    expect(refused.error).toMatchObject({ code: 'ICE98', hint: 'status_incident_missing' });
    expect(refused.status).toBe(404);
    expect(await updatesOf(missing)).toEqual([]);
  });
});

describe('reading', () => {
  it('lets visitors read incidents and their updates directly and through status_summary, updates newest first', async () => {
    const incident = await openedIncident();
    must(await post(typed(admin), incident.id, 'identified', 'A provider is slow.'), 'identified');
    must(await post(typed(admin), incident.id, 'monitoring', 'A second provider took over.'), 'monitoring');

    const direct = await anon().from('status_incidents').select('id, title, status').eq('id', incident.id);
    expect(direct.data).toEqual([{ id: incident.id, title: incident.title, status: 'monitoring' }]);
    const updates = await anon().from('status_incident_updates').select('status, body').eq('incident_id', incident.id).order('created_at');
    expect(updates.data).toEqual([
      { status: 'investigating', body: 'We are looking into it.' },
      { status: 'identified', body: 'A provider is slow.' },
      { status: 'monitoring', body: 'A second provider took over.' },
    ]);

    const { data, error } = await anon().rpc('status_summary');
    expect(error).toBeNull();
    const summary = statusSummarySchema.parse(data);
    const shown = summary.incidents.find((i) => i.id === incident.id);
    expect(shown).toMatchObject({ title: incident.title, impact: 'minor', components: ['sms'], status: 'monitoring', resolvedAt: null });
    expect(shown!.updates.map((u) => [u.status, u.body])).toEqual([
      ['monitoring', 'A second provider took over.'],
      ['identified', 'A provider is slow.'],
      ['investigating', 'We are looking into it.'],
    ]);
    // Newest incidents first.
    const created = summary.incidents.map((i) => Date.parse(i.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    // Who wrote it stays in the back office.
    expect(JSON.stringify(summary)).not.toContain(admin.user.id);
  });
});
