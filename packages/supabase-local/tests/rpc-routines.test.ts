/** @jest-environment node */
import { ambiguityMessage, isCallable, resolveRpc, takesTheBody, type RoutineInfo } from '../db/rpc-routines';
import { rpcSingleRowAnswer } from '../http/rpc-single-row';

const fn = (name: string, arg_types: string[], arg_names: string[] = [], arg_defaults = 0): RoutineInfo => ({
  schema: 'public',
  name,
  arg_names,
  arg_types,
  arg_defaults,
  has_variadic: false,
});
const call = (name: string, keys: string[], isPost = true) => ({ schema: 'public', name, keys, isPost, bodyType: 'json' as const });

describe('isCallable (what PostgREST keeps in its schema cache)', () => {
  it('keeps named parameters, no parameters, and one unnamed parameter it can hand a body to', () => {
    expect(isCallable(fn('f', ['integer'], ['a']))).toBe(true);
    expect(isCallable(fn('f', []))).toBe(true);
    for (const type of ['text', 'json', 'jsonb', 'xml', 'bytea']) expect(isCallable(fn('f', [type]))).toBe(true);
  });

  it('drops one unnamed parameter of another type, and several unnamed ones', () => {
    expect(isCallable(fn('f', ['integer']))).toBe(false);
    expect(isCallable(fn('f', ['messages']))).toBe(false);
    expect(isCallable(fn('f', ['text', 'text']))).toBe(false);
  });
});

describe('resolveRpc (PostgREST findProc)', () => {
  const poly = [fn('poly', ['boolean']), fn('poly', ['integer']), fn('poly', ['text'])];

  it('matches the argument named "" to the one callable unnamed parameter, called with the body', () => {
    expect(resolveRpc(poly, call('poly', ['']))).toEqual({ kind: 'found', routine: poly[2], positional: true });
  });

  it('prefers the function without parameters for a call without arguments', () => {
    const functions = [fn('g', []), fn('g', ['text'])];
    expect(resolveRpc(functions, call('g', []))).toEqual({ kind: 'found', routine: functions[0], positional: false });
  });

  it('finds both a function without parameters and one whose parameters all have defaults', () => {
    const functions = [fn('d', []), fn('d', ['integer'], [], 1), fn('d', ['text'], [], 1)];
    const resolution = resolveRpc(functions, call('d', []));
    expect(resolution).toEqual({ kind: 'ambiguous', candidates: [functions[0], functions[2]] });
  });

  it('falls back to a single unnamed json parameter for a POST whose keys match nothing', () => {
    const functions = [fn('j', ['jsonb'])];
    expect(resolveRpc(functions, call('j', ['any', 'keys']))).toEqual({ kind: 'found', routine: functions[0], positional: true });
    expect(resolveRpc(functions, call('j', ['any'], false))).toEqual({ kind: 'none' });
  });

  it('matches named parameters by required and optional names', () => {
    const functions = [fn('n', ['bigint', 'text'], ['cid', 'search'], 1), fn('n', ['bigint'], ['profile_id'])];
    expect(resolveRpc(functions, call('n', ['cid']))).toMatchObject({ kind: 'found', routine: functions[0] });
    expect(resolveRpc(functions, call('n', ['cid', 'search']))).toMatchObject({ kind: 'found', routine: functions[0] });
    expect(resolveRpc(functions, call('n', ['search']))).toEqual({ kind: 'none' });
  });

  it('takes the body only for a single parameter without a name', () => {
    expect(takesTheBody(fn('t', ['text']))).toBe(true);
    expect(takesTheBody(fn('t', ['text'], ['a']))).toBe(false);
  });
});

describe('ambiguityMessage (PGRST203)', () => {
  it('lists candidates as PostgREST prints them, fewest parameters first, then by type', () => {
    expect(ambiguityMessage([fn('f', ['text'], ['a']), fn('f', ['integer'], ['a'])])).toBe(
      'Could not choose the best candidate function between: public.f(a => integer), public.f(a => text)',
    );
    expect(ambiguityMessage([fn('f', ['text']), fn('f', [])])).toBe('Could not choose the best candidate function between: public.f(), public.f( => text)');
  });
});

describe('rpcSingleRowAnswer', () => {
  const noRow = () =>
    new Response(JSON.stringify({ code: 'PGRST116', details: 'The result contains 0 rows', hint: null, message: 'Cannot coerce the result to a single JSON object' }), { status: 406 });

  it('answers null for a function returning one row that a filter emptied', async () => {
    const response = await rpcSingleRowAnswer(new Request('http://x/rest/v1/rpc/f', { method: 'POST' }), '/rest/v1/rpc/f', noRow());
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('null');
  });

  it('keeps the 406 when the client asked for one object, and for tables', async () => {
    const single = new Request('http://x/rest/v1/rpc/f', { method: 'POST', headers: { accept: 'application/vnd.pgrst.object+json' } });
    expect((await rpcSingleRowAnswer(single, '/rest/v1/rpc/f', noRow())).status).toBe(406);
    expect((await rpcSingleRowAnswer(new Request('http://x/rest/v1/t'), '/rest/v1/t', noRow())).status).toBe(406);
  });
});
