/**
 * Every table × select/insert/update/delete × every persona (see matrix.ts), through the real
 * supabase-js client on the local server. Outcomes are read back with the service role, so a write
 * that "succeeds silently" or a read that returns someone else's row fails the test: a leak fails.
 */
import { randomUUID } from 'node:crypto';
import { closeClients, serviceClient } from '../helpers';
import { MATRIX, type TableSpec } from './matrix';
import { createCast, PERSONAS, type Persona } from './support';
import { buildWorld, type World } from './world';

jest.setTimeout(120_000);

let world: World;
let attempt = 0;

beforeAll(async () => {
  world = await buildWorld(await createCast());
});
afterAll(closeClients);

const service = () => serviceClient();
const title = (spec: TableSpec) => (spec.label ? `${spec.table} (${spec.label})` : spec.table);

/** The row as the service role sees it, or null. */
async function snapshot(table: string, filter: Record<string, string | number>): Promise<string | null> {
  const { data, error } = await service().from(table).select('*').match(filter).maybeSingle();
  if (error) throw new Error(`service read of ${table} failed: ${error.message}`);
  return data ? JSON.stringify(data) : null;
}

describe.each(MATRIX.map((spec) => [title(spec), spec] as const))('%s', (_title, spec) => {
  const table = spec.table;

  it.each(PERSONAS.map((p) => [p, spec.select.includes(p)] as const))('%s select: allowed=%s', async (persona, allowed) => {
    const { data, error } = await world.cast.clients[persona].from(table).select('*').match(spec.target(world));
    const seen = !error && (data ?? []).length === 1;
    expect({ table: title(spec), persona, select: seen }).toEqual({ table: title(spec), persona, select: allowed });
  });

  const insert = spec.insert;
  if (insert) {
    it.each(PERSONAS.map((p) => [p, insert.allow.includes(p)] as const))('%s insert: allowed=%s', async (persona, allowed) => {
      const markerColumn = insert.markerColumn ?? 'name';
      const n = ++attempt;
      const marker = insert.marker ? insert.marker(n) : `marker-${n}-${randomUUID()}`;
      await insert.prepare?.(world);
      try {
        await world.cast.clients[persona].from(table).insert(insert.row(world, persona, marker));
        const { data, error } = await service().from(table).select(markerColumn).eq(markerColumn, marker);
        if (error) throw new Error(`service check of ${table} failed: ${error.message}`);
        expect({ table: title(spec), persona, insert: (data ?? []).length === 1 }).toEqual({ table: title(spec), persona, insert: allowed });
      } finally {
        await service().from(table).delete().eq(markerColumn, marker);
        await insert.restore?.(world);
      }
    });
  }

  const update = spec.update;
  if (update) {
    it.each(PERSONAS.map((p) => [p, update.allow.includes(p)] as const))('%s update: allowed=%s', async (persona, allowed) => {
      const target = spec.target(world);
      const before = await snapshot(table, target);
      await world.cast.clients[persona].from(table).update(update.change(++attempt)).match(target);
      const after = await snapshot(table, target);
      expect({ table: title(spec), persona, update: before !== after }).toEqual({ table: title(spec), persona, update: allowed });
    });
  }

  const remove = spec.delete;
  if (remove) {
    it.each(PERSONAS.map((p) => [p, remove.allow.includes(p)] as const))('%s delete: allowed=%s', async (persona, allowed) => {
      const target = await remove.disposable(world, persona);
      try {
        await world.cast.clients[persona].from(table).delete().match(target);
        const gone = (await snapshot(table, target)) === null;
        expect({ table: title(spec), persona, delete: gone }).toEqual({ table: title(spec), persona, delete: allowed });
      } finally {
        if (remove.restore) await remove.restore(world, target);
        else await service().from(table).delete().match(target);
      }
    });
  }
});

/** Guards the matrix itself: every persona is a real, distinct account. */
test('the cast has distinct accounts', () => {
  const ids = PERSONAS.filter((p): p is Exclude<Persona, 'anon'> => p !== 'anon').map((p) => world.cast.users[p].user.id);
  expect(new Set(ids).size).toBe(ids.length);
});
