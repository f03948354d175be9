import { closeClients, newUserClient, serviceClient, type SignedInUser } from '../helpers';

/*
 * Conformance with hosted Supabase (issue 18, item 3): the API loads pg-safeupdate there, so a
 * table DELETE or UPDATE with no filter is refused with 21000 instead of touching every row, for
 * users and the service role alike. A filter of any kind, or a limit, lets it through.
 */
afterAll(closeClients);

let owner: SignedInUser;

beforeAll(async () => {
  owner = await newUserClient();
  const { error } = await owner.client.from('test_notes').insert([{ title: 'keep 1' }, { title: 'keep 2' }]);
  if (error) throw new Error(error.message);
});

const ownNotes = async () => (await owner.client.from('test_notes').select('title, priority').order('title')).data;

describe('writes without a filter, as pg-safeupdate answers them on hosted', () => {
  it('refuses an unfiltered delete with 21000 and deletes nothing, for a user and for the service role', async () => {
    for (const client of [owner.client, serviceClient()]) {
      const { error, status } = await client.from('test_notes').delete();
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' });
    }
    // Asking for the deleted rows back (select) is an option, not a filter.
    const withSelect = await owner.client.from('test_notes').delete().select('id');
    expect(withSelect.error).toMatchObject({ code: '21000' });
    expect(await ownNotes()).toEqual([
      { title: 'keep 1', priority: 0 },
      { title: 'keep 2', priority: 0 },
    ]);
  });

  it('refuses an unfiltered update with 21000 and changes nothing', async () => {
    const { error, status } = await owner.client.from('test_notes').update({ priority: 9 });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '21000', message: 'UPDATE requires a WHERE clause' });
    expect((await ownNotes())?.map((note) => note.priority)).toEqual([0, 0]);
  });

  it('lets a filtered write through, whatever the filter', async () => {
    const updated = await owner.client.from('test_notes').update({ priority: 3 }).eq('title', 'keep 1').select('title');
    expect(updated.error).toBeNull();
    expect(updated.data).toEqual([{ title: 'keep 1' }]);
    const orFiltered = await owner.client.from('test_notes').update({ priority: 4 }).or('title.eq.keep 2,title.eq.none').select('title');
    expect(orFiltered.error).toBeNull();
    expect(orFiltered.data).toEqual([{ title: 'keep 2' }]);
    const deleted = await owner.client.from('test_notes').delete().neq('title', 'keep 2').select('title');
    expect(deleted.error).toBeNull();
    expect(deleted.data).toEqual([{ title: 'keep 1' }]);
  });
});
