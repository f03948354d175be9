/**
 * `npm run db:schema -- --check` keeps supabase/schema.sql in step with the migrations
 * (docs/architecture.md#conventions): it passes on the migrations as they are, and a migration
 * added without regenerating the file fails it, naming what the migration made.
 *
 * The check runs as its own process, as `npm run test:static` runs it: it needs PostgreSQL 15's
 * binaries (its own throwaway cluster, whatever database this run's local server uses) and
 * @supabase/lite, which is ESM-only and cannot load inside Jest.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const MIGRATIONS = path.join(ROOT, 'supabase', 'migrations');
/** Making the schema is work, not a deadline: a busy 2-core machine takes several times an idle one's. */
const CHECK_TIME_LIMIT_MS = 180_000;

/** A function no real migration defines, in a migration newer than every real one. */
const PROBE_MIGRATION = {
  file: '29991231235959_schema_file_check_probe.sql',
  sql: `/**
 * A migration the schema-file test adds to a copy of the migrations.
 */
create function public.schema_file_check_probe(n integer) returns integer
language sql immutable set search_path = '' as $$ select n + 1 $$;
`,
};

interface CheckResult {
  code: number;
  output: string;
}

async function runCheck(migrationsDir: string): Promise<CheckResult> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'scripts', 'db-schema.ts'), '--check', '--migrations', migrationsDir],
      { cwd: ROOT, encoding: 'utf8' },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failed.code === 'number' ? failed.code : -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/*
 * The check makes its own throwaway cluster whatever database this run's local server uses, so the
 * PostgreSQL pass of the backend tests would only repeat the PGlite pass: it runs once.
 */
const describeOnce = process.env.DATABASE_URL ? describe.skip : describe;

describeOnce('supabase/schema.sql check', () => {
  let copy: string;

  beforeEach(async () => {
    copy = await mkdtemp(path.join(tmpdir(), 'schema-file-check-'));
    await cp(MIGRATIONS, copy, { recursive: true });
  });

  afterEach(async () => {
    await rm(copy, { recursive: true, force: true });
  });

  // That the unchanged migrations pass is what `npm run test:static` checks on every run.
  it(
    'fails when a migration is added without regenerating the file, and names what it made',
    async () => {
      await writeFile(path.join(copy, PROBE_MIGRATION.file), PROBE_MIGRATION.sql);
      const result = await runCheck(copy);
      expect(result.code).toBe(1);
      expect(result.output).toContain('supabase/schema.sql is out of step with');
      expect(result.output).toContain('run `npm run db:schema`');
      expect(result.output).toContain('+ FUNCTION public.schema_file_check_probe(integer)');
      expect(result.output).toContain(`+ header: -- ${PROBE_MIGRATION.file}`);
      // The migration only added, so no object is named as changed or gone.
      expect(result.output).not.toMatch(/^ {2}[~-] (?!header: )/m);
    },
    CHECK_TIME_LIMIT_MS,
  );
});
