/**
 * `npm run test:backend`: the backend Jest project on PGlite and, at the same time, on a
 * throwaway PostgreSQL cluster (initdb + pg_ctl on a spare port) when its binaries are installed.
 * Each run has its own local server on a free port, so they share nothing; running them side by
 * side uses both cores of a CI machine (the PGlite run is one busy process, the PostgreSQL run
 * waits on the database), which keeps .ci/run under its 30 minutes. Each run's output is printed
 * whole when it ends. Extra arguments go to Jest (e.g. a test path). CI=true without PostgreSQL
 * is an error.
 * The whole suite's PGlite run goes in two halves (Jest's --shard), each with its own server: one
 * PGlite run was the phase's long pole (325 s against PostgreSQL's 272 s) while the cores still
 * had time to spare once the build beside it had finished.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runCollected } from './support/run-collected';
import { findPostgresBin, startThrowawayPostgres } from '@ice-sos/supabase-local/db/throwaway-postgres';

const root = path.resolve(__dirname, '..');

function jestArgs(): string[] {
  const args = ['jest', '--selectProjects', 'backend', '--runInBand', '--testTimeout=30000'];
  // Until jest.config.mjs names them, hand the server start/stop to Jest from here.
  if (!readFileSync(path.join(root, 'jest.config.mjs'), 'utf8').includes('global-setup')) {
    args.push('--globalSetup', './supabase/tests/helpers/global-setup.ts', '--globalTeardown', './supabase/tests/helpers/global-teardown.ts');
  }
  return [...args, ...process.argv.slice(2)];
}

type Run = { label: string; ok: boolean; output: string };

/** One Jest run of the backend project, its output kept until it ends. */
async function runJest(label: string, databaseUrl: string | undefined, extra: string[] = []): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const { code, output } = await runCollected('npx', [...jestArgs(), ...extra], { cwd: root, env });
  return { label, ok: code === 0, output };
}

function report(run: Run): void {
  console.log(`\n▶ backend tests on ${run.label}\n${run.output}`);
}

/** The whole suite's PGlite run in two shards; a run of chosen tests (extra arguments) in one. */
function pgliteRuns(): Promise<Run>[] {
  const shards = process.argv.length > 2 ? 1 : 2;
  if (shards === 1) return [runJest('PGlite', undefined)];
  return Array.from({ length: shards }, (_, index) => runJest(`PGlite (part ${index + 1} of ${shards})`, undefined, [`--shard=${index + 1}/${shards}`]));
}

async function main(): Promise<number> {
  const bin = findPostgresBin();
  if (!bin) {
    if (process.env.CI === 'true') {
      console.error('CI=true but no PostgreSQL server binaries under /usr/lib/postgresql/*/bin: cannot run the PostgreSQL pass.');
      return 1;
    }
    console.log('Skipping the PostgreSQL pass: no server binaries under /usr/lib/postgresql/*/bin.');
    const pglite = await runJest('PGlite', undefined);
    report(pglite);
    return pglite.ok ? 0 : 1;
  }
  const postgres = await startThrowawayPostgres(bin);
  const stop = () => postgres.stop();
  process.once('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    const runs = await Promise.all([...pgliteRuns(), runJest(`PostgreSQL (${bin})`, postgres.url)]);
    runs.forEach(report);
    return runs.every((run) => run.ok) ? 0 : 1;
  } finally {
    stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
