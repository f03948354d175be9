/** @jest-environment node */
import type { Queryable } from '../db/database';
import { ListenedTables } from '../realtime/listened-tables';
import type { PostgresBinding } from '../realtime/subscriber';

/** A database that records the statements the server writes, in order. */
function recordingDatabase() {
  const written: string[] = [];
  const db = {
    query: async (text: string, params: unknown[] = []) => {
      written.push([text.split(' ')[0], ...params].join(' '));
      return [];
    },
  } as unknown as Queryable;
  return { db, written };
}

/** The tables kept for a database that records what they write. */
function recordingListenedTables() {
  const { db, written } = recordingDatabase();
  return { listened: new ListenedTables(db), written };
}

const binding = (table?: string, schema = 'public') => ({ id: 1, event: '*', schema, table, filters: [] }) as unknown as PostgresBinding;

describe('ListenedTables: which tables the capture trigger reports', () => {
  it('writes a table when it gets its first listener and deletes it when its last one leaves', async () => {
    const { listened, written } = recordingListenedTables();
    listened.listen([binding('sos_events')]);
    listened.listen([binding('sos_events')]);
    listened.unlisten([binding('sos_events')]);
    await listened.written();
    expect(written).toEqual(['insert public sos_events']);
    listened.unlisten([binding('sos_events')]);
    await listened.written();
    expect(written).toEqual(['insert public sos_events', 'delete public sos_events']);
  });

  it('writes each table of a channel once, and `*` for a binding that names no table', async () => {
    const { listened, written } = recordingListenedTables();
    listened.listen([binding('sos_events'), binding('sos_events'), binding('sos_timeline'), binding(undefined)]);
    await listened.written();
    expect(written).toEqual(['insert public sos_events', 'insert public sos_timeline', 'insert public *']);
  });

  it('keeps a leave and the next join of a table in order', async () => {
    const { listened, written } = recordingListenedTables();
    listened.listen([binding('family_links')]);
    listened.unlisten([binding('family_links')]);
    listened.listen([binding('family_links')]);
    await listened.written();
    expect(written).toEqual(['insert public family_links', 'delete public family_links', 'insert public family_links']);
  });

  it('goes on after a failed write, and forgets every table at start', async () => {
    const { db, written } = recordingDatabase();
    const failing = { query: jest.fn().mockRejectedValueOnce(new Error('gone')).mockImplementation(db.query) } as unknown as Queryable;
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const listened = new ListenedTables(failing);
    listened.listen([binding('devices')]);
    listened.listen([binding('site_content')]);
    await listened.written();
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/listened tables/), expect.any(Error));
    expect(written).toEqual(['insert public site_content']);
    await listened.forgetAll();
    expect(written.at(-1)).toBe('delete');
    error.mockRestore();
  });
});
