/** @jest-environment node */
import { ColumnValues, jsonColumnValue } from '../http/column-values';
import { arrayLiteral } from '../db/postgres-text';

describe('arrayLiteral (a JSON array as Postgres reads an array)', () => {
  it('quotes every element, so commas, quotes, braces and backslashes survive', () => {
    expect(arrayLiteral(['email', 'sms'])).toBe('{"email","sms"}');
    expect(arrayLiteral(['a,b', 'say "hi"', '{x}', 'back\\slash'])).toBe('{"a,b","say \\"hi\\"","{x}","back\\\\slash"}');
    expect(arrayLiteral([])).toBe('{}');
  });

  it('writes null as NULL, nested arrays as dimensions and objects as JSON text', () => {
    expect(arrayLiteral([null, 1, true])).toBe('{NULL,"1","true"}');
    expect(arrayLiteral([[1, 2], [3, 4]])).toBe('{{"1","2"},{"3","4"}}');
    expect(arrayLiteral([{ a: 1 }])).toBe('{"{\\"a\\":1}"}');
  });
});

describe('jsonColumnValue (what lite must be handed for a JSON column)', () => {
  it('encodes a string or boolean twice: lite parses it once, the driver sends the JSON text left', () => {
    expect(jsonColumnValue('hi')).toBe('"\\"hi\\""');
    expect(JSON.parse(JSON.parse(jsonColumnValue('hi')))).toBe('hi');
    expect(jsonColumnValue(false)).toBe('"false"');
  });
});

describe('ColumnValues.adapt', () => {
  const db = {
    query: jest.fn(async () => [
      { column_name: 'channels', data_type: 'ARRAY' },
      { column_name: 'details', data_type: 'jsonb' },
    ]),
  };
  const adapt = (body: unknown, init: RequestInit = {}) =>
    new ColumnValues(db as never).adapt(
      new Request('http://local/rest/v1/emergency_contacts', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), ...init }),
      '/rest/v1/emergency_contacts',
    );

  it('rewrites arrays of array columns only, in one row or many', async () => {
    const one = await adapt({ channels: ['email'], tags: ['kept'] });
    expect(await one.json()).toEqual({ channels: '{"email"}', tags: ['kept'] });
    const many = await adapt([{ channels: ['sms'] }, { channels: ['email', 'sms'] }]);
    expect(await many.json()).toEqual([{ channels: '{"sms"}' }, { channels: '{"email","sms"}' }]);
  });

  it('encodes a string or boolean for a JSON column so that Postgres receives its JSON text (lite parses it once), leaving other JSON values and text columns alone', async () => {
    const one = await adapt({ details: 'on my way', note: 'plain text', channels: ['sms'] });
    expect(await one.json()).toEqual({ details: JSON.stringify(JSON.stringify('on my way')), note: 'plain text', channels: '{"sms"}' });
    const many = await adapt([{ details: '{"a":1}' }, { details: { a: 1 } }, { details: 5 }, { details: true }]);
    expect(await many.json()).toEqual([{ details: JSON.stringify(JSON.stringify('{"a":1}')) }, { details: { a: 1 } }, { details: 5 }, { details: '"true"' }]);
  });

  it('leaves bodies without arrays, malformed JSON and reads as they were (and asks the catalogue once per table)', async () => {
    db.query.mockClear();
    const columns = new ColumnValues(db as never);
    const plain = new Request('http://local/rest/v1/t', { method: 'POST', body: '{"name":"x"}' });
    expect(await columns.adapt(plain, '/rest/v1/t')).toBe(plain);
    const broken = new Request('http://local/rest/v1/t', { method: 'POST', body: '{"name": ' });
    expect(await columns.adapt(broken, '/rest/v1/t')).toBe(broken);
    const read = new Request('http://local/rest/v1/t');
    expect(await columns.adapt(read, '/rest/v1/t')).toBe(read);
    for (let i = 0; i < 2; i += 1) await columns.adapt(new Request('http://local/rest/v1/t', { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: '{"channels":["sms"]}' }), '/rest/v1/t');
    expect(db.query).toHaveBeenCalledTimes(1);
  });

  it('works from the body text the router already read, never reading the request again', async () => {
    const request = new Request('http://local/rest/v1/t', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"channels":["sms"]}' });
    const text = await request.text(); // the stream is spent: reading it again would throw
    const adapted = await new ColumnValues(db as never).adapt(request, '/rest/v1/t', text);
    expect(await adapted.json()).toEqual({ channels: '{"sms"}' });
  });
});
