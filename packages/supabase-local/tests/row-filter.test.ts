/** @jest-environment node */
import { parseRowFilters, rowMatches, type RowFilter } from '../realtime/row-filter';

/*
 * postgres_changes filters as hosted Realtime parses and evaluates them
 * (supabase/realtime: subscriptions.ex parse_subscription_params, realtime.check_equality_op).
 */
const types: Record<string, string> = { id: 'int4', value: 'text', done: 'bool', at: 'timestamptz' };
const typeOf = (column: string) => types[column] ?? 'text';

function parsed(filter: string): RowFilter[] {
  const result = parseRowFilters(filter);
  if ('error' in result) throw new Error(result.error);
  return result;
}

const matches = (filter: string, record: Record<string, unknown>) => rowMatches(parsed(filter), record, typeOf);

describe('parsing', () => {
  it('reads several conditions separated by commas, all of which must hold', () => {
    expect(parsed('value=gte.b,value=lte.d').map(({ column, op, values, negate }) => ({ column, op, values, negate }))).toEqual([
      { column: 'value', op: 'gte', values: ['b'], negate: false },
      { column: 'value', op: 'lte', values: ['d'], negate: false },
    ]);
  });

  it('keeps commas inside an in() list and inside a quoted value', () => {
    expect(parsed('id=in.(1,2,3),value=eq."a,b"').map((f) => f.values)).toEqual([['1', '2', '3'], ['a,b']]);
  });

  it('reads not. as a negation of any operator', () => {
    expect(parsed('value=not.like.hey%')[0]).toMatchObject({ op: 'like', values: ['hey%'], negate: true });
  });

  it('an empty filter is no condition', () => {
    expect(parsed('   ')).toEqual([]);
  });

  it.each([
    ['subject=foo.hey', 'Error parsing `filter` params: ["foo","hey"]'],
    ['undefined', 'Error parsing `filter` params: ["undefined"]'],
    ['id=eq.1,,id=eq.2', 'Error parsing `filter` params: filter must not contain empty segments (check for extra commas)'],
    ['id=in.1,2', 'Error parsing `filter` params: `in` filter value must be wrapped by parentheses'],
    ['done=is.maybe', 'Error parsing `filter` params: invalid value for is filter: must be null, true, false, or unknown'],
  ])('refuses %s', (filter, error) => {
    expect(parseRowFilters(filter)).toEqual({ error });
  });
});

describe('evaluation', () => {
  it('a range delivers only rows inside it', () => {
    expect(['a', 'b', 'c', 'd', 'e'].filter((value) => matches('value=gte.b,value=lte.d', { value }))).toEqual(['b', 'c', 'd']);
  });

  it('like and ilike use % and _, match and imatch a regular expression', () => {
    expect(matches('value=like.hey%', { value: 'hey there' })).toBe(true);
    expect(matches('value=like.hey%', { value: 'Hey there' })).toBe(false);
    expect(matches('value=ilike.hey_there', { value: 'HEY-THERE' })).toBe(true);
    expect(matches('value=like.50\\%', { value: '50%' })).toBe(true);
    expect(matches('value=like.50\\%', { value: '500' })).toBe(false);
    expect(matches('value=match.^post-\\d+$', { value: 'post-12' })).toBe(true);
    expect(matches('value=imatch.^POST-', { value: 'post-12' })).toBe(true);
  });

  it('is and isdistinct ask about null; any other condition on null fails, negated or not', () => {
    expect(matches('value=is.null', { value: null })).toBe(true);
    expect(matches('value=not.is.null', { value: null })).toBe(false);
    expect(matches('done=is.true', { done: true })).toBe(true);
    expect(matches('done=is.false', { done: null })).toBe(false);
    expect(matches('done=not.is.false', { done: null })).toBe(true);
    expect(matches('value=isdistinct.a', { value: null })).toBe(true);
    expect(matches('value=isdistinct.a', { value: 'a' })).toBe(false);
    expect(matches('value=not.isdistinct.a', { value: 'a' })).toBe(true);
    expect(matches('value=eq.a', { value: null })).toBe(false);
    expect(matches('value=not.eq.a', { value: null })).toBe(false);
  });

  it('compares numbers and times by value, not as text', () => {
    expect(matches('id=gt.9', { id: 10 })).toBe(true);
    expect(matches('id=not.in.(1,10)', { id: 10 })).toBe(false);
    expect(matches('at=lt.2026-11-24T00:00:00Z', { at: '2026-11-23T23:00:00+00:00' })).toBe(true);
  });

  it('fails closed when a condition names a column the record lacks', () => {
    expect(matches('id=eq.1,value=eq.a', { id: 1 })).toBe(false);
  });
});
