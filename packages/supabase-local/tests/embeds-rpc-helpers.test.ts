/** @jest-environment node */
import { isWithinExposedSchemas } from '../db/exposed-relationships';
import { RpcRowArguments, jsonArguments, quotedJsonText, rowConversions, type RowParameter } from '../http/rpc-row-arguments';
import { rpcHeadAsGet } from '../http/rpc-head';
import { namingTheSearchedSchema } from '../http/missing-relationship';

describe('isWithinExposedSchemas (which foreign keys embeds may follow)', () => {
  it('keeps a key between public tables, which Postgres prints unqualified', () => {
    expect(isWithinExposedSchemas({ schema: 'public', fk_def: 'FOREIGN KEY (author_id) REFERENCES users(id)' })).toBe(true);
    expect(isWithinExposedSchemas({ schema: 'public', fk_def: 'FOREIGN KEY (a) REFERENCES public.things(id) ON DELETE CASCADE' })).toBe(true);
    expect(isWithinExposedSchemas({ schema: 'public', fk_def: 'FOREIGN KEY (a) REFERENCES "Odd ""name"""(id)' })).toBe(true);
  });

  it('drops a key into another schema, and keys of tables outside public', () => {
    expect(isWithinExposedSchemas({ schema: 'public', fk_def: 'FOREIGN KEY (owner_id) REFERENCES auth.users(id) ON DELETE CASCADE' })).toBe(false);
    expect(isWithinExposedSchemas({ schema: 'public', fk_def: 'FOREIGN KEY (a) REFERENCES "my schema"."t"(id)' })).toBe(false);
    expect(isWithinExposedSchemas({ schema: 'auth', fk_def: 'FOREIGN KEY (user_id) REFERENCES auth.users(id)' })).toBe(false);
  });
});

describe('rowConversions (which RPC arguments become row literals)', () => {
  const param = (fn: string, name: string, type: string, kind: RowParameter['kind']): RowParameter => ({ function: fn, name, type, kind });

  it('converts an object for a row parameter and an array of objects for a row-array one', () => {
    const parameters = [param('1', 'person', 'test_people', 'row'), param('1', 'people', 'test_people', 'rows'), param('1', 'note', 'text', null)];
    expect(rowConversions({ person: { id: 1 }, people: [{ id: 2 }], note: 'x' }, parameters)).toEqual([
      { key: 'person', type: 'test_people', kind: 'row' },
      { key: 'people', type: 'test_people', kind: 'rows' },
    ]);
  });

  it('re-encodes a string for a json or jsonb parameter, and nothing else of it', () => {
    const parameters = [param('1', 'p', 'jsonb', 'json'), param('1', 'q', 'json', 'json'), param('1', 'note', 'text', null)];
    expect(rowConversions({ p: 'hi', q: { a: 1 }, note: 'x' }, parameters)).toEqual([{ key: 'p', type: 'jsonb', kind: 'json' }]);
  });

  it('leaves values of another shape, and keys no overload has, to lite', () => {
    const parameters = [param('1', 'person', 'test_people', 'row')];
    expect(rowConversions({ person: '(1,Ada)' }, parameters)).toEqual([]);
    expect(rowConversions({ person: { id: 1 }, unknown: 1 }, parameters)).toEqual([]);
  });

  it('converts only when every overload that fits the keys agrees on the type', () => {
    const agree = [param('1', 'person', 'test_people', 'row'), param('2', 'person', 'test_people', 'row'), param('2', 'extra', 'int4', null)];
    expect(rowConversions({ person: { id: 1 } }, agree)).toHaveLength(1);
    const disagree = [param('1', 'person', 'test_people', 'row'), param('2', 'person', 'other_people', 'row')];
    expect(rowConversions({ person: { id: 1 } }, disagree)).toEqual([]);
  });
});

describe('json arguments of a GET call', () => {
  const param = (fn: string, name: string, kind: RowParameter['kind']): RowParameter => ({ function: fn, name, type: kind === 'json' ? 'jsonb' : 'text', kind });

  it('are the keys every overload having them declares json or jsonb', () => {
    const parameters = [param('1', 'p', 'json'), param('1', 'note', null), param('2', 'p', 'json'), param('3', 'q', 'json'), param('4', 'q', null)];
    expect([...jsonArguments(['p', 'note', 'q', 'title'], parameters)]).toEqual(['p']);
  });

  it('are quoted when their text can be JSON, so lite passes the text on', () => {
    for (const text of ['{"a":1}', '[1]', '"hi"', '-1', '2.5', 'true', 'false', 'null', ' {"a": 1}']) expect(quotedJsonText(text)).toBe(`"${text}"`);
    for (const text of ['hello', 'eq.1', 'not.is.null', '']) expect(quotedJsonText(text)).toBe(text);
  });
});

describe('RpcRowArguments.adapt', () => {
  const rpc = (body: unknown, method = 'POST') =>
    new Request('http://x/rest/v1/rpc/greet', { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('asks the catalogue only when an argument is an object, an array of objects or a string', async () => {
    const query = jest.fn();
    const adapter = new RpcRowArguments({ query, exec: jest.fn(), execRows: jest.fn() });
    const request = rpc({ count: 1, tags: ['a'], flag: true });
    expect(await adapter.adapt(request, '/rest/v1/rpc/greet')).toBe(request);
    expect(query).not.toHaveBeenCalled();
  });

  it('replaces a string for a json parameter by its JSON text, without asking Postgres', async () => {
    const query = jest.fn().mockResolvedValueOnce([
      { function: '1', name: 'p', type: 'jsonb', kind: 'json' },
      { function: '1', name: 'name', type: 'text', kind: null },
    ]);
    const adapter = new RpcRowArguments({ query, exec: jest.fn(), execRows: jest.fn() });
    const adapted = await adapter.adapt(rpc({ p: '{"a":1}', name: 'Ada' }), '/rest/v1/rpc/greet');
    expect(await (adapted as Request).json()).toEqual({ p: '"{\\"a\\":1}"', name: 'Ada' });
    expect(query).toHaveBeenCalledTimes(1);
  });

  it('works from the body text the router already read, never reading the request again', async () => {
    const query = jest.fn().mockResolvedValueOnce([{ function: '1', name: 'p', type: 'jsonb', kind: 'json' }]);
    const adapter = new RpcRowArguments({ query, exec: jest.fn(), execRows: jest.fn() });
    const request = rpc({ p: 'hello' });
    const text = await request.text(); // the stream is spent: reading it again would throw
    const adapted = await adapter.adapt(request, '/rest/v1/rpc/greet', text);
    expect(await (adapted as Request).json()).toEqual({ p: '"hello"' });
  });

  it('rewrites the argument with the text Postgres gives for it', async () => {
    const query = jest
      .fn()
      .mockResolvedValueOnce([{ function: '1', name: 'person', type: 'test_people', kind: 'row' }])
      .mockResolvedValueOnce([{ a0: '(7,Ada)' }]);
    const adapter = new RpcRowArguments({ query, exec: jest.fn(), execRows: jest.fn() });
    const adapted = await adapter.adapt(rpc({ person: { id: 7, name: 'Ada' } }), '/rest/v1/rpc/greet');
    expect(adapted).toBeInstanceOf(Request);
    expect(await (adapted as Request).json()).toEqual({ person: '(7,Ada)' });
    expect(query).toHaveBeenLastCalledWith('select json_populate_record(null::test_people, $1::text::json)::text as a0', ['{"id":7,"name":"Ada"}']);
  });

  it('quotes the json arguments of a GET call, leaving the rest of the query as it was', async () => {
    const query = jest.fn().mockResolvedValueOnce([
      { function: '1', name: 'p', type: 'jsonb', kind: 'json' },
      { function: '1', name: 'name', type: 'text', kind: null },
    ]);
    const adapter = new RpcRowArguments({ query, exec: jest.fn(), execRows: jest.fn() });
    const get = new Request('http://x/rest/v1/rpc/greet?name=%22Ada%22&p=%7B%22a%22%3A+1%7D&select=*&id=eq.1');
    const adapted = (await adapter.adapt(get, '/rest/v1/rpc/greet')) as Request;
    expect(adapted.method).toBe('GET');
    expect(new URL(adapted.url).search).toBe(`?name=%22Ada%22&p=${encodeURIComponent('"{"a": 1}"')}&select=*&id=eq.1`);
    expect(query).toHaveBeenCalledWith(expect.any(String), ['public', 'greet']);
    const plain = new Request('http://x/rest/v1/rpc/greet?name=Ada');
    expect(await adapter.adapt(plain, '/rest/v1/rpc/greet')).toBe(plain);
    expect(query).toHaveBeenCalledTimes(1);
  });

  it('answers a database error as PostgREST does and rethrows anything else', async () => {
    const parameters = [{ function: '1', name: 'person', type: 'test_people', kind: 'row' }];
    const refusing = jest.fn().mockResolvedValueOnce(parameters).mockRejectedValueOnce(Object.assign(new Error('invalid input syntax for type bigint: "x"'), { code: '22P02' }));
    const answer = await new RpcRowArguments({ query: refusing, exec: jest.fn(), execRows: jest.fn() }).adapt(rpc({ person: { id: 'x' } }), '/rest/v1/rpc/greet');
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(400);
    expect(await (answer as Response).json()).toEqual({ code: '22P02', message: 'invalid input syntax for type bigint: "x"', details: null, hint: null });
    const failing = jest.fn().mockResolvedValueOnce(parameters).mockRejectedValueOnce(new Error('connection lost'));
    await expect(new RpcRowArguments({ query: failing, exec: jest.fn(), execRows: jest.fn() }).adapt(rpc({ person: { id: 1 } }), '/rest/v1/rpc/greet')).rejects.toThrow('connection lost');
  });
});

describe('rpcHeadAsGet', () => {
  it('hands lite a GET for a HEAD on a function, with the same query and headers', () => {
    const head = new Request('http://x/rest/v1/rpc/f?a=1', { method: 'HEAD', headers: { prefer: 'count=exact' } });
    const get = rpcHeadAsGet(head, '/rest/v1/rpc/f');
    expect(get.method).toBe('GET');
    expect(get.url).toBe('http://x/rest/v1/rpc/f?a=1');
    expect(get.headers.get('prefer')).toBe('count=exact');
  });

  it('leaves a HEAD on a table, and other methods, alone', () => {
    const table = new Request('http://x/rest/v1/t?a=eq.1', { method: 'HEAD' });
    expect(rpcHeadAsGet(table, '/rest/v1/t')).toBe(table);
    const get = new Request('http://x/rest/v1/rpc/f');
    expect(rpcHeadAsGet(get, '/rest/v1/rpc/f')).toBe(get);
  });
});

describe('namingTheSearchedSchema', () => {
  const pgrst200 = (schema: string) =>
    new Response(
      JSON.stringify({
        code: 'PGRST200',
        message: "Could not find a relationship between 'a' and 'b' in the schema cache",
        details: `Searched for a foreign key relationship between 'a' and 'b' in the schema '${schema}', but no matches were found.`,
        hint: null,
      }),
      { status: 400, headers: { 'content-type': 'application/json; charset=utf-8' } },
    );

  it("names the request's schema instead of lite's 'test'", async () => {
    const answer = await namingTheSearchedSchema(new Request('http://x/rest/v1/a'), pgrst200('test'));
    expect(answer.status).toBe(400);
    expect((await answer.json()).details).toBe("Searched for a foreign key relationship between 'a' and 'b' in the schema 'public', but no matches were found.");
  });

  it('leaves other answers as they are', async () => {
    const right = pgrst200('public');
    expect(await namingTheSearchedSchema(new Request('http://x/rest/v1/a'), right)).toBe(right);
    const other = new Response('{"code":"PGRST100"}', { status: 400, headers: { 'content-type': 'application/json' } });
    expect(await namingTheSearchedSchema(new Request('http://x/rest/v1/a'), other)).toBe(other);
  });
});
