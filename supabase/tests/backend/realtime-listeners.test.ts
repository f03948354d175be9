import { closeClients, newUserClient, subscribeAndWait, waitFor, type ChangePayload, type SignedInUser } from '../helpers';

/*
 * The local server captures a published table's changes only while someone listens to it with
 * postgres_changes (packages/supabase-local/realtime/listened-tables.ts). These are the ways that
 * could go wrong: a listener that comes after the last one left, one of two leaving, and a binding
 * to every table of a schema.
 */
afterAll(closeClients);

let alice: SignedInUser;

beforeAll(async () => {
  alice = await newUserClient();
});

function heard(name: string, table?: string) {
  const titles: string[] = [];
  const channel = alice.client
    .channel(name)
    .on('postgres_changes', { event: 'INSERT', schema: 'public', ...(table ? { table } : {}) }, (payload: ChangePayload) => {
      const title = (payload.new as { title?: string }).title;
      if (title) titles.push(title);
    });
  return { channel, titles };
}

async function insertNote(title: string): Promise<void> {
  const { error } = await alice.client.from('test_notes').insert({ title, priority: 1 });
  if (error) throw new Error(error.message);
}

describe('realtime postgres_changes while listeners come and go', () => {
  it('delivers to a listener that joins after the last listener of the table left', async () => {
    const first = heard('listeners-first', 'test_notes');
    await subscribeAndWait(first.channel);
    await alice.client.removeChannel(first.channel);

    const next = heard('listeners-next', 'test_notes');
    await subscribeAndWait(next.channel);
    await insertNote('after a leave');
    await waitFor(() => next.titles.includes('after a leave'), 5000, 'the change after a leave and a join');
    expect(first.titles).toEqual([]);
    await alice.client.removeChannel(next.channel);
  });

  it('keeps delivering to one listener when another of the same table leaves', async () => {
    const leaving = heard('listeners-leaving', 'test_notes');
    const staying = heard('listeners-staying', 'test_notes');
    await Promise.all([subscribeAndWait(leaving.channel), subscribeAndWait(staying.channel)]);
    await alice.client.removeChannel(leaving.channel);

    await insertNote('one left');
    await waitFor(() => staying.titles.includes('one left'), 5000, 'the change for the listener that stayed');
    await alice.client.removeChannel(staying.channel);
  });

  it('delivers every table of the schema to a binding that names no table', async () => {
    const everything = heard('listeners-schema');
    await subscribeAndWait(everything.channel);
    await insertNote('any table');
    await waitFor(() => everything.titles.includes('any table'), 5000, 'the change through a schema-wide binding');
    await alice.client.removeChannel(everything.channel);
  });
});
