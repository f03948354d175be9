/**
 * Site content versions (issue 22; migration 20261124001400_site_content_versions): an admin's save
 * is call 4's upsert on key (docs/product.md#product-calls) carrying the version it edited; the database refuses a save
 * based on an older version (ICE72) or on none (ICE73), numbers every save, keeps it in
 * site_content_versions with who saved it, and still lets the service role (seed, jobs) write
 * without a version. Each test uses a key of its own, never the homepage's.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, closeClients, newUserClient, passSecondFactor, serviceClient, subscribeAndWait, waitFor, type ChangePayload, type SignedInUser } from '../helpers';

afterAll(closeClients);

let admin: SignedInUser;
let member: SignedInUser;

beforeAll(async () => {
  [admin, member] = await Promise.all([newUserClient(), newUserClient()]);
  const { error } = await serviceClient().from('profiles').update({ role: 'admin' }).eq('user_id', admin.user.id);
  if (error) throw new Error(error.message);
  await passSecondFactor(admin.client);
});

const newKey = () => `test_scv_${randomUUID().replaceAll('-', '')}`;

/** The editor's save: the upsert on key with the version it edited; answers the stored version. */
const save = (client: SupabaseClient, key: string, value: object, baseVersion: number | null) =>
  client.from('site_content').upsert({ key, value, base_version: baseVersion }, { onConflict: 'key' }).select('version, base_version').single();

async function stored(key: string) {
  const { data, error } = await serviceClient().from('site_content').select('value, version, base_version').eq('key', key).maybeSingle();
  if (error) throw new Error(error.message);
  return data;
}

async function versionsOf(key: string) {
  const { data, error } = await serviceClient().from('site_content_versions').select('*').eq('key', key).order('version');
  if (error) throw new Error(error.message);
  return data;
}

const cleanUp = (key: string) => serviceClient().from('site_content').delete().eq('key', key);

describe("an admin's saves", () => {
  it('a first save is version 1, a save on the stored version bumps it, and base_version is never kept', async () => {
    const key = newKey();
    const first = await save(admin.client, key, { tagline: 'One' }, null);
    expect(first.error).toBeNull();
    expect(first.data).toEqual({ version: 1, base_version: null });

    const second = await save(admin.client, key, { tagline: 'Two' }, 1);
    expect(second.error).toBeNull();
    expect(second.data).toEqual({ version: 2, base_version: null });
    expect(await stored(key)).toEqual({ value: { tagline: 'Two' }, version: 2, base_version: null });
    await cleanUp(key);
  });

  it('every save is kept as a version with the admin as saver', async () => {
    const key = newKey();
    await save(admin.client, key, { tagline: 'One' }, null);
    await save(admin.client, key, { tagline: 'Two' }, 1);
    const versions = await versionsOf(key);
    expect(versions).toEqual([
      expect.objectContaining({ key, version: 1, value: { tagline: 'One' }, saved_by: admin.user.id }),
      expect.objectContaining({ key, version: 2, value: { tagline: 'Two' }, saved_by: admin.user.id }),
    ]);
    expect(Date.parse(versions[1].saved_at)).toBeGreaterThan(Date.now() - 60_000);
    // Admins read the versions themselves (the editor's history).
    const read = await admin.client.from('site_content_versions').select('version').eq('key', key).order('version', { ascending: false });
    expect(read.data).toEqual([{ version: 2 }, { version: 1 }]);
    await cleanUp(key);
  });

  it('a save based on an older version is refused with ICE72 and changes nothing', async () => {
    const key = newKey();
    await save(admin.client, key, { tagline: 'One' }, null);
    await save(admin.client, key, { tagline: 'Theirs' }, 1);

    const late = await save(admin.client, key, { tagline: 'Mine' }, 1);
    expect(late.status).toBe(409);
    expect(late.error).toMatchObject({ code: 'ICE72', hint: 'site_content_conflict' });
    expect(JSON.parse(late.error!.details)).toEqual({ key, version: 2 });
    expect(await stored(key)).toMatchObject({ value: { tagline: 'Theirs' }, version: 2 });
    expect((await versionsOf(key)).map((v) => v.version)).toEqual([1, 2]);
    await cleanUp(key);
  });

  it('a save that names no base version is refused with ICE73, by upsert or by update', async () => {
    const key = newKey();
    await save(admin.client, key, { tagline: 'One' }, null);

    const upsert = await admin.client.from('site_content').upsert({ key, value: { tagline: 'No version' } }, { onConflict: 'key' });
    expect(upsert.status).toBe(409);
    expect(upsert.error).toMatchObject({ code: 'ICE73', hint: 'site_content_base_version_required' });
    const update = await admin.client.from('site_content').update({ value: { tagline: 'No version' } }).eq('key', key);
    expect(update.error).toMatchObject({ code: 'ICE73' });
    expect(await stored(key)).toMatchObject({ value: { tagline: 'One' }, version: 1 });

    // A plain update carrying the right version is a save like the upsert.
    const ok = await admin.client.from('site_content').update({ value: { tagline: 'Two' }, base_version: 1 }).eq('key', key).select('version').single();
    expect(ok.data).toEqual({ version: 2 });
    await cleanUp(key);
  });

  it('an editor opened before the content existed (base null) is refused once someone saved it', async () => {
    const key = newKey();
    await save(admin.client, key, { tagline: 'First' }, null);
    const late = await save(admin.client, key, { tagline: 'Also first' }, null);
    expect(late.error).toMatchObject({ code: 'ICE72' });
    expect(await stored(key)).toMatchObject({ value: { tagline: 'First' }, version: 1 });
    await cleanUp(key);
  });

  it('after a delete the numbering continues, and a save based on the deleted version is refused', async () => {
    const key = newKey();
    await save(admin.client, key, { tagline: 'One' }, null);
    await save(admin.client, key, { tagline: 'Two' }, 1);
    expect((await admin.client.from('site_content').delete().eq('key', key)).error).toBeNull();

    const stale = await save(admin.client, key, { tagline: 'Stale' }, 1);
    expect(stale.error).toMatchObject({ code: 'ICE72' });
    const fresh = await save(admin.client, key, { tagline: 'Three' }, 2);
    expect(fresh.error).toBeNull();
    expect(fresh.data).toEqual({ version: 3, base_version: null });
    expect((await versionsOf(key)).map((v) => v.version)).toEqual([1, 2, 3]);
    await cleanUp(key);
  });

  it('each save is an admin action in the audit log', async () => {
    const key = newKey();
    await save(admin.client, key, { tagline: 'Old' }, null);
    await save(admin.client, key, { tagline: 'New' }, 1);
    const { data } = await serviceClient().from('admin_audit').select('*').eq('entity_id', key).order('id');
    expect(data).toEqual([
      expect.objectContaining({ action: 'content.create', entity: 'site_content', actor_id: admin.user.id }),
      expect.objectContaining({ action: 'content.update', actor_id: admin.user.id, before: expect.objectContaining({ value: { tagline: 'Old' }, version: 1 }) }),
    ]);
    expect(data![1].after).toMatchObject({ value: { tagline: 'New' }, version: 2 });
    await cleanUp(key);
  });
});

describe('everyone else', () => {
  it('the service role (seed, jobs) writes without a version and still gets numbered versions', async () => {
    const key = newKey();
    const service = serviceClient();
    expect((await service.from('site_content').insert({ key, value: { n: 1 } })).error).toBeNull();
    expect((await service.from('site_content').update({ value: { n: 2 } }).eq('key', key)).error).toBeNull();
    expect((await service.from('site_content').upsert({ key, value: { n: 3 } }, { onConflict: 'key' })).error).toBeNull();
    expect(await stored(key)).toEqual({ value: { n: 3 }, version: 3, base_version: null });
    expect((await versionsOf(key)).map((v) => [v.version, v.saved_by])).toEqual([
      [1, null],
      [2, null],
      [3, null],
    ]);
    await cleanUp(key);
  });

  it('a member reads no versions and cannot write site content', async () => {
    const key = newKey();
    await save(admin.client, key, { tagline: 'Admin' }, null);

    expect((await member.client.from('site_content_versions').select('version').eq('key', key)).data).toEqual([]);
    const upsert = await save(member.client, key, { tagline: 'Member' }, 1);
    expect(upsert.error).not.toBeNull();
    const insert = await member.client.from('site_content').insert({ key: newKey(), value: {}, base_version: null });
    expect(insert.error?.code).toBe('42501');
    await member.client.from('site_content').update({ value: { tagline: 'Member' }, base_version: 1 }).eq('key', key);
    expect(await stored(key)).toMatchObject({ value: { tagline: 'Admin' }, version: 1 });
    expect(await versionsOf(key)).toHaveLength(1);
    await cleanUp(key);
  });

  it('nobody writes site_content_versions through the API, not even the service role', async () => {
    const key = newKey();
    await save(admin.client, key, { tagline: 'Kept' }, null);
    const row = { key, version: 99, value: { forged: true } };
    for (const client of [admin.client, member.client, serviceClient()]) {
      expect((await client.from('site_content_versions').insert(row)).error).not.toBeNull();
      await client.from('site_content_versions').update({ value: { forged: true } }).eq('key', key);
      await client.from('site_content_versions').delete().eq('key', key);
    }
    expect((await versionsOf(key)).map((v) => [v.version, v.value])).toEqual([[1, { tagline: 'Kept' }]]);
    await cleanUp(key);
  });

  it('visitors still read key and value, and hear every save in realtime', async () => {
    const key = newKey();
    await save(admin.client, key, { tagline: 'Before' }, null);
    const anon = anonClient();
    expect((await anon.from('site_content').select('key, value').eq('key', key).single()).data).toEqual({ key, value: { tagline: 'Before' } });

    const received: ChangePayload[] = [];
    const channel = anon
      .channel(`site_content:${key}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'site_content', filter: `key=eq.${key}` }, (payload) => received.push(payload as ChangePayload));
    await subscribeAndWait(channel);
    try {
      await save(admin.client, key, { tagline: 'After' }, 1);
      const change = await waitFor(() => received.find((c) => c.eventType === 'UPDATE'), 5_000, 'the realtime update');
      expect(change.new).toMatchObject({ key, value: { tagline: 'After' }, version: 2 });
    } finally {
      await anon.removeChannel(channel);
      await cleanUp(key);
    }
  });

  it('the seeded homepage preview has its stored version in the history', async () => {
    const current = await stored('homepage_app_preview');
    expect(current?.version).toBeGreaterThanOrEqual(1);
    const versions = await versionsOf('homepage_app_preview');
    expect(versions.find((v) => v.version === current!.version)?.value).toEqual(current!.value);
  });
});
