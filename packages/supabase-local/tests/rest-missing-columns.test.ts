/** @jest-environment node */
import { withListedColumns } from '../db/missing-columns';

describe('withListedColumns (Prefer: missing= over ?columns=)', () => {
  it('gives each row the listed columns it omits as null (missing=null, the default)', () => {
    const ast = { type: 'insert', values: [{ name: 'a' }, { name: 'b', n: 3 }], $meta: { columns: ['name', 'n'] } };
    withListedColumns(ast);
    expect(ast.values).toEqual([{ name: 'a', n: null }, { name: 'b', n: 3 }]);
  });

  it('names them with undefined under missing=default, so the database applies the default', () => {
    const ast = { type: 'upsert', values: [{ name: 'a' }, { n: 3 }], $meta: { columns: ['name', 'n'], missing: 'default' } };
    withListedColumns(ast);
    expect(ast.values.map((row) => Object.keys(row).sort())).toEqual([['n', 'name'], ['n', 'name']]);
    expect(ast.values).toStrictEqual([{ name: 'a', n: undefined }, { n: 3, name: undefined }]);
  });

  it('fills a single object, and leaves requests without ?columns= or other operations alone', () => {
    const single = { type: 'insert', values: { name: 'a' }, $meta: { columns: ['name', 'n'] } };
    withListedColumns(single);
    expect(single.values).toEqual({ name: 'a', n: null });
    const noColumns = { type: 'insert', values: [{ name: 'a' }], $meta: {} };
    withListedColumns(noColumns);
    expect(noColumns.values).toStrictEqual([{ name: 'a' }]);
    const update = { type: 'update', values: { name: 'a' }, $meta: { columns: ['name', 'n'] } };
    withListedColumns(update);
    expect(update.values).toStrictEqual({ name: 'a' });
  });
});
