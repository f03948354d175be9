import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { resolveSelfEmbed, selfKeysOf, type ForeignKeyColumn } from '../db/self-reference-rules';
import { rewriteSelfExistenceChecks, type SelfExistencePlan } from '../db/self-reference-exists';

const db = new Kysely<Record<string, Record<string, unknown>>>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

const parentKey: ForeignKeyColumn = { table: 'folders', column: 'parent_id', ref_table: 'folders', ref_column: 'id', foreign_key_name: 'folders_parent_id_fkey' };
const keys = selfKeysOf('folders', [parentKey, { ...parentKey, table: 'labels', column: 'folder_id', foreign_key_name: 'labels_folder_id_fkey' }]);
const notUnique = () => false;

describe("PostgREST's self-relationship rules", () => {
  it('reads the table name as the one-to-many and the key column as the many-to-one', () => {
    expect(keys).toEqual([{ name: 'folders_parent_id_fkey', columns: ['parent_id'], refColumns: ['id'] }]);
    expect(resolveSelfEmbed('folders', 'folders', undefined, keys, notUnique)).toMatchObject({ kind: 'self', direction: 'one-to-many' });
    expect(resolveSelfEmbed('folders', 'folders', 'parent_id', keys, notUnique)).toMatchObject({ kind: 'self', direction: 'one-to-many' });
    expect(resolveSelfEmbed('folders', 'parent_id', undefined, keys, notUnique)).toMatchObject({ kind: 'self', direction: 'many-to-one' });
    expect(resolveSelfEmbed('folders', 'labels', undefined, keys, notUnique)).toEqual({ kind: 'not-self' });
  });

  it('finds nothing for a constraint name, as target or hint, nor for a column with a hint', () => {
    for (const [target, hint] of [
      ['folders', 'folders_parent_id_fkey'],
      ['folders', 'id'],
      ['folders_parent_id_fkey', undefined],
      ['parent_id', 'folders_parent_id_fkey'],
    ] as const) {
      expect(resolveSelfEmbed('folders', target, hint, keys, notUnique)).toMatchObject({ kind: 'refused', status: 400, body: { code: 'PGRST200', hint: null } });
    }
  });

  it('is ambiguous for the table name with two keys, and finds no one-to-many for a unique key', () => {
    const two = selfKeysOf('folders', [parentKey, { ...parentKey, column: 'main_id', foreign_key_name: 'folders_main_id_fkey' }]);
    expect(resolveSelfEmbed('folders', 'folders', undefined, two, notUnique)).toMatchObject({ kind: 'refused', status: 300, body: { code: 'PGRST201' } });
    expect(resolveSelfEmbed('folders', 'folders', undefined, keys, () => true)).toMatchObject({ kind: 'refused', body: { code: 'PGRST200' } });
  });
});

describe('the existence check of a self-embed', () => {
  /** What lite compiles for an existence check of folders in itself: the table twice, no alias. */
  const liteQuery = () =>
    db
      .selectFrom('folders')
      .select('name')
      .where((eb) => eb.exists(eb.selectFrom('folders').select(sql`1`.as('_')).whereRef('folders.parent_id', '=', 'folders.id').where('folders.name', '=', 'Root')))
      .where((eb) => eb.not(eb.exists(eb.selectFrom('folders').select(sql`1`.as('_')).whereRef('folders.parent_id', '=', 'folders.id'))));
  const plan: SelfExistencePlan = {
    table: 'folders',
    checks: [
      { direction: 'many-to-one', columns: ['parent_id'], refColumns: ['id'] },
      { direction: 'one-to-many', columns: ['parent_id'], refColumns: ['id'] },
    ],
  };

  it('aliases the inner row and keeps the parent side on the outer row, by direction', () => {
    const node = rewriteSelfExistenceChecks(liteQuery().toOperationNode(), plan);
    expect(new PostgresQueryCompiler().compileQuery(node, { queryId: 'q' } as never).sql).toBe(
      'select "name" from "folders" where exists (select 1 as "_" from "folders" as "folders_1" where "folders"."parent_id" = "folders_1"."id" and "folders_1"."name" = $1)' +
        ' and not exists (select 1 as "_" from "folders" as "folders_1" where "folders_1"."parent_id" = "folders"."id")',
    );
  });

  it('leaves the query alone when the checks do not match the plan', () => {
    const node = liteQuery().toOperationNode();
    expect(rewriteSelfExistenceChecks(node, { ...plan, checks: plan.checks.slice(1) })).toBe(node);
    expect(rewriteSelfExistenceChecks(node, { ...plan, table: 'labels' })).toBe(node);
  });
});
