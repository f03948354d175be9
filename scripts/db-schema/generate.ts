/**
 * Makes the text of supabase/schema.sql from a migrations folder: a throwaway PostgreSQL 15
 * cluster gets what the local server puts in every database before the migrations (lite's auth
 * schema, then the bootstrap: roles, extensions, realtime, as hosted Supabase's image has them),
 * is dumped, gets the migrations, and is dumped again. The file is the second dump minus what the
 * first already had: what the app's migrations make, in pg_dump's order (every object after what
 * it depends on). See docs/architecture.md#conventions.
 */
import path from 'node:path';
import { openDatabase } from '@ice-sos/supabase-local/db/database';
import { bootstrapDatabase } from '@ice-sos/supabase-local/db/bootstrap';
import { ensureAuthSchema } from '@ice-sos/supabase-local/db/auth-schema';
import { applyMigrations, listMigrations } from '@ice-sos/supabase-local/db/migrations';
import { startThrowawayPostgres } from '@ice-sos/supabase-local/db/throwaway-postgres';
import { describeEntry, entriesAddedBy, entriesDroppedBy, parseDump, renderEntries, type DumpEntry } from './dump-entries';
import { dumpSchema, postgres15Bin, POSTGRES_MAJOR } from './postgres-15';

/**
 * The migration runner's own records (the Supabase CLI's history table, and the local server's
 * seed marker that applyMigrations creates on first use): bookkeeping, not the app's schema.
 */
const RUNNER_SCHEMAS = new Set(['supabase_migrations']);

function withoutRunnerRecords(entries: DumpEntry[]): DumpEntry[] {
  return entries.filter((entry) => !RUNNER_SCHEMAS.has(entry.schema));
}

/** supabase/schema.sql as the migrations in `migrationsDir` make it (throws if one fails). */
export async function generateSchemaSql(migrationsDir: string): Promise<string> {
  const migrations = await listMigrations([migrationsDir]);
  if (migrations.length === 0) throw new Error(`No migrations (*.sql) in ${migrationsDir}.`);
  const newest = path.basename(migrations[migrations.length - 1].file);
  const { added, dropped } = await migratedObjects(migrationsDir);
  return `${header(newest, dropped)}\n${renderEntries(added)}`;
}

async function migratedObjects(migrationsDir: string): Promise<{ added: DumpEntry[]; dropped: DumpEntry[] }> {
  const bin = postgres15Bin();
  const cluster = await startThrowawayPostgres(bin);
  // pg_ctl runs the server detached: a Ctrl-C or a CI timeout would otherwise leave it running.
  const stopAndExit = (signal: NodeJS.Signals) => {
    cluster.stop();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', stopAndExit);
  process.once('SIGTERM', stopAndExit);
  try {
    const db = await openDatabase({ url: cluster.url });
    let baseline: DumpEntry[];
    try {
      // As scripts/gen-db-types.ts does: lite's auth schema, then what the local server adds.
      await ensureAuthSchema(db);
      await bootstrapDatabase(db);
      baseline = withoutRunnerRecords(parseDump(await dumpSchema(bin, cluster.url)));
      await applyMigrations(db, [migrationsDir]);
    } finally {
      await db.close();
    }
    const migrated = withoutRunnerRecords(parseDump(await dumpSchema(bin, cluster.url)));
    return { added: entriesAddedBy(migrated, baseline), dropped: entriesDroppedBy(migrated, baseline) };
  } finally {
    process.off('SIGINT', stopAndExit);
    process.off('SIGTERM', stopAndExit);
    cluster.stop();
  }
}

function header(newestMigration: string, dropped: readonly DumpEntry[]): string {
  const lines = [
    '-- GENERATED FILE: DO NOT EDIT BY HAND.',
    '--',
    '-- The database schema that supabase/migrations/*.sql build, up to and including',
    `-- ${newestMigration}, in one file: schemas, types, tables, functions,`,
    '-- triggers, row level security policies, grants and comments. A migration may define a function',
    '-- several times; this is the definition that runs.',
    '--',
    `-- Printed by PostgreSQL ${POSTGRES_MAJOR}'s pg_dump, in its order (each object after what it depends on),`,
    '-- without owners: the role that runs the migrations owns everything. Objects of the platform the',
    '-- migrations run on (the auth, extensions and realtime schemas) appear only where a migration adds',
    '-- to them or changes them.',
    '--',
    '-- Made by `npm run db:schema` (scripts/db-schema.ts). `npm run db:schema -- --check`, part of',
    '-- `npm test`, fails while this file is out of step with the migrations. To change the schema, add a',
    '-- migration and run `npm run db:schema`; see docs/architecture.md#conventions.',
  ];
  if (dropped.length > 0) {
    lines.push('--', '-- Objects of the platform that the migrations drop:');
    for (const entry of dropped) lines.push(`--   ${describeEntry(entry)}`);
  }
  return `${lines.join('\n')}\n\n`;
}
