/** @jest-environment node */
import { parseArrayText, parseRecordText } from '../db/postgres-text';
import { PostgrestValues, serializeArray, type DriverTypes } from '../db/postgrest-values';

describe('Postgres array text', () => {
  it.each([
    ['{}', []],
    ['{a,"b c",NULL,"NULL",""}', ['a', 'b c', null, 'NULL', '']],
    ['{"x\\"y\\\\z","a,b","{c}"}', ['x"y\\z', 'a,b', '{c}']],
    ['{{1,2},{3,NULL}}', [['1', '2'], ['3', null]]],
    ['[0:1]={5,6}', ['5', '6']],
    ['{"(p,1,,calm,{})",NULL}', ['(p,1,,calm,{})', null]],
  ])('%s', (text, parts) => {
    expect(parseArrayText(text)).toEqual(parts);
  });

  it('splits on the element type’s delimiter (box uses ;)', () => {
    expect(parseArrayText('{(3,4),(1,2);(5,6),(3,4)}', ';')).toEqual(['(3,4),(1,2)', '(5,6),(3,4)']);
  });

  it('refuses what is not an array', () => {
    expect(() => parseArrayText('1 2')).toThrow(SyntaxError);
    expect(() => parseArrayText('{"open')).toThrow(SyntaxError);
  });
});

describe('Postgres record text', () => {
  it.each([
    ['(1,"a ""b""",,"")', ['1', 'a "b"', null, '']],
    ['("back\\\\slash","{x,""y z""}")', ['back\\slash', '{x,"y z"}']],
    ['(,)', [null, null]],
  ])('%s', (text, fields) => {
    expect(parseRecordText(text)).toEqual(fields);
  });
});

describe('serializeArray (JS arrays bound to array parameters the driver does not know)', () => {
  it('writes a literal, and passes a literal through', () => {
    expect(serializeArray(['busy', 'away, far', null])).toBe('{"busy","away, far",NULL}');
    expect(serializeArray('{busy}')).toBe('{busy}');
  });
});

/** A fake catalogue: mood (enum 9001), mood[] (9002), score (domain over int4, 9003), score[] (9004), point (9005), point[] (9006). */
const CATALOGUE: Record<number, Record<string, unknown>> = {
  9001: { oid: '9001', element: null, delimiter: null, base: null, fields: null },
  9002: { oid: '9002', element: '9001', delimiter: ',', base: null, fields: null },
  9003: { oid: '9003', element: null, delimiter: null, base: '23', fields: null },
  9004: { oid: '9004', element: '9003', delimiter: ',', base: null, fields: null },
  9005: { oid: '9005', element: null, delimiter: null, base: null, fields: JSON.stringify([{ name: 'label', type: '25' }, { name: 'x', type: '23' }, { name: 'moods', type: '9002' }]) },
  9006: { oid: '9006', element: '9005', delimiter: ',', base: null, fields: null },
  23: { oid: '23', element: null, delimiter: null, base: null, fields: null },
  25: { oid: '25', element: null, delimiter: null, base: null, fields: null },
  1007: { oid: '1007', element: '23', delimiter: ',', base: null, fields: null },
};

function fakeDriver(): DriverTypes & { adopted: number[] } {
  const adopted: number[] = [];
  return { adopted, parserOf: (oid) => (oid === 23 ? Number : undefined), adoptArray: (oid) => adopted.push(oid) };
}

/** Answers the type look-up from CATALOGUE (the OIDs asked for, and what they are made of). */
function fakeRun(statements: string[]) {
  return async (text: string) => {
    statements.push(text);
    const asked = /'\{([\d,]+)\}'::oid\[\]/.exec(text)![1].split(',').map(Number);
    const wanted = new Set<number>();
    const add = (oid: number) => {
      if (wanted.has(oid) || !CATALOGUE[oid]) return;
      wanted.add(oid);
      const row = CATALOGUE[oid];
      if (row.element) add(Number(row.element));
      if (row.base) add(Number(row.base));
      if (row.fields) for (const field of JSON.parse(String(row.fields))) add(Number(field.type));
    };
    asked.forEach(add);
    return [...wanted].map((oid) => CATALOGUE[oid]);
  };
}

describe('PostgrestValues (column values as to_json writes them)', () => {
  it('reads a type on first sight, then renders arrays, domains and composites from their text', async () => {
    const driver = fakeDriver();
    const values = new PostgrestValues(driver);
    const statements: string[] = [];
    const rows = [
      { mood: 'calm', moods: '{calm,"away, far",NULL}', scores: '{1,NULL}', points: '{"(a,1,{calm})",NULL}', numbers: [1, 2] },
      { mood: null, moods: null, scores: '{}', points: '{"(,,)"}', numbers: null },
    ];
    const columns = [
      { name: 'mood', oid: 9001 },
      { name: 'moods', oid: 9002 },
      { name: 'scores', oid: 9004 },
      { name: 'points', oid: 9006 },
      { name: 'numbers', oid: 1007 },
    ];
    await values.render([{ columns, rows }], fakeRun(statements));
    expect(rows).toEqual([
      { mood: 'calm', moods: ['calm', 'away, far', null], scores: [1, null], points: [{ label: 'a', x: 1, moods: ['calm'] }, null], numbers: [1, 2] },
      { mood: null, moods: null, scores: [], points: [{ label: null, x: null, moods: null }], numbers: null },
    ]);
    expect(statements).toHaveLength(1);
    expect(driver.adopted).toEqual(expect.arrayContaining([9002, 9004, 9006, 1007]));

    // Known types are not read again.
    const again = [{ moods: '{busy}' }];
    await values.render([{ columns: [{ name: 'moods', oid: 9002 }], rows: again }], fakeRun(statements));
    expect(again).toEqual([{ moods: ['busy'] }]);
    expect(statements).toHaveLength(1);
  });

  it('maps the text elements of an array the driver still parsed, and leaves other values alone', async () => {
    const values = new PostgrestValues(fakeDriver());
    const rows = [[['7', null], 'not an array {', 5]];
    const columns = [
      { name: 'scores', oid: 9004 },
      { name: 'moods', oid: 9002 },
      { name: 'n', oid: 23 },
    ];
    await values.render([{ columns, rows }], fakeRun([]));
    expect(rows).toEqual([[[7, null], 'not an array {', 5]]);
  });
});
