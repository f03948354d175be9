import { readdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './database';

export interface MigrationFile {
  /** Leading digits of the file name (Supabase CLI: `<timestamp>_<name>.sql`), else the whole stem. */
  version: string;
  name: string;
  file: string;
}

/** All `*.sql` files of the given directories, sorted by file name across directories. */
export async function listMigrations(dirs: readonly string[]): Promise<MigrationFile[]> {
  const files: MigrationFile[] = [];
  for (const dir of dirs) {
    if (!existsSync(dir)) continue;
    for (const entry of await readdir(dir)) {
      if (!entry.endsWith('.sql')) continue;
      const stem = entry.slice(0, -'.sql'.length);
      const match = /^(\d+)_(.*)$/.exec(stem);
      files.push({
        version: match ? match[1] : stem,
        name: match ? match[2] : stem,
        file: path.join(dir, entry),
      });
    }
  }
  files.sort((a, b) => path.basename(a.file).localeCompare(path.basename(b.file)));
  const seen = new Map<string, string>();
  for (const m of files) {
    const other = seen.get(m.version);
    if (other) throw new Error(`Two migrations share version ${m.version}: ${other} and ${m.file}`);
    seen.set(m.version, m.file);
  }
  return files;
}

export interface MigrationOutcome {
  applied: string[];
  /** True when no migration had been recorded before: the caller then runs the seed. */
  freshDatabase: boolean;
}

/**
 * Applies the migrations not yet recorded in `supabase_migrations.schema_migrations` (the Supabase
 * CLI's history table), each in its own transaction together with its history row, so a failed
 * migration leaves neither half-applied DDL nor a record.
 */
export async function applyMigrations(db: Database, dirs: readonly string[]): Promise<MigrationOutcome> {
  const recorded = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).map(
      (r) => r.version,
    ),
  );
  const freshDatabase = recorded.size === 0 && !(await hasSeedMarker(db));
  const applied: string[] = [];
  for (const migration of await listMigrations(dirs)) {
    if (recorded.has(migration.version)) continue;
    const sql = await readFile(migration.file, 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [migration.version, migration.name, [sql]],
        );
      });
    } catch (error) {
      throw new Error(`Migration ${path.basename(migration.file)} failed: ${(error as Error).message}`);
    }
    applied.push(path.basename(migration.file));
  }
  return { applied, freshDatabase };
}

/** Seeds run once per database; the marker survives an app with zero migrations. */
async function hasSeedMarker(db: Database): Promise<boolean> {
  await db.exec(
    'create table if not exists supabase_migrations.local_seeded (seeded_at timestamptz not null default now())',
  );
  const rows = await db.query<{ n: number }>('select count(*)::int as n from supabase_migrations.local_seeded');
  return rows[0].n > 0;
}

export async function runSeeds(db: Database, seedFiles: readonly string[]): Promise<string[]> {
  const ran: string[] = [];
  for (const file of seedFiles) {
    if (!existsSync(file)) continue;
    const sql = await readFile(file, 'utf8');
    try {
      await db.transaction((tx) => tx.exec(sql));
    } catch (error) {
      throw new Error(`Seed ${file} failed: ${(error as Error).message}`);
    }
    ran.push(file);
  }
  await db.query('insert into supabase_migrations.local_seeded default values');
  return ran;
}
