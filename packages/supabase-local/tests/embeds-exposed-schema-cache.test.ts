import { narrowToExposedSchemas, serveOnlyExposedSchemas, type Introspection, type Introspector } from '../db/exposed-schema-cache';

/** A schema cache as lite builds it: public.users beside auth.users, realtime.messages beside public.messages. */
function liteSchemaCache(): Introspection & { functions: { schema: string; name: string }[]; default_schema: string } {
  return {
    tables: [
      { schema: 'public', name: 'users' },
      { schema: 'auth', name: 'users' },
      { schema: 'realtime', name: 'messages' },
      { schema: 'public', name: 'messages' },
    ],
    columns: [
      { schema: 'public', table: 'users', name: 'id' },
      { schema: 'auth', table: 'users', name: 'aud' },
      { schema: 'realtime', table: 'messages', name: 'topic' },
      { table: 'messages', name: 'body' },
    ],
    primary_keys: [{ schema: 'auth', table: 'users' }, { schema: 'public', table: 'users' }],
    foreign_keys: [
      { schema: 'public', fk_def: 'FOREIGN KEY (user_id) REFERENCES users(id)' },
      { schema: 'public', fk_def: 'FOREIGN KEY (owner_id) REFERENCES auth.users(id)' },
      { schema: 'auth', fk_def: 'FOREIGN KEY (user_id) REFERENCES auth.users(id)' },
    ],
    functions: [{ schema: 'extensions', name: 'uuid_generate_v4' }],
    default_schema: 'public',
  };
}

describe('narrowToExposedSchemas (the schema cache lite plans REST requests with)', () => {
  it('keeps only the relations, columns and keys of public, as PostgREST sees them', () => {
    const narrowed = narrowToExposedSchemas(liteSchemaCache());
    expect(narrowed.tables).toEqual([
      { schema: 'public', name: 'users' },
      { schema: 'public', name: 'messages' },
    ]);
    expect(narrowed.columns).toEqual([
      { schema: 'public', table: 'users', name: 'id' },
      { table: 'messages', name: 'body' },
    ]);
    expect(narrowed.primary_keys).toEqual([{ schema: 'public', table: 'users' }]);
    expect(narrowed.foreign_keys).toEqual([{ schema: 'public', fk_def: 'FOREIGN KEY (user_id) REFERENCES users(id)' }]);
  });

  it('leaves functions and everything not scoped to a relation as they were', () => {
    const full = liteSchemaCache();
    const narrowed = narrowToExposedSchemas(full);
    expect(narrowed.functions).toBe(full.functions);
    expect(narrowed.default_schema).toBe('public');
    expect(full.columns).toHaveLength(4);
  });
});

describe("serveOnlyExposedSchemas (the patch of lite's connection)", () => {
  function patchedConnection() {
    const full = liteSchemaCache();
    const connection: Introspector = { introspect: async () => full };
    serveOnlyExposedSchemas(connection);
    return { connection, full };
  }

  it('hands lite the narrowed cache, the same object for the same version', async () => {
    const { connection } = patchedConnection();
    const first = await connection.introspect({ useCache: true });
    expect(first.columns?.map((column) => column.name)).toEqual(['id', 'body']);
    expect(await connection.introspect({ useCache: true })).toBe(first);
  });

  it("leaves the whole database to lite's migration diff (postprocess: false)", async () => {
    const { connection, full } = patchedConnection();
    expect(await connection.introspect({ postprocess: false })).toBe(full);
  });
});
