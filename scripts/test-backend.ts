/**
 * `npm run test:backend`: the backend Jest project on PGlite, then again on a throwaway
 * PostgreSQL cluster (initdb + pg_ctl on a spare port) when its binaries are installed.
 * Extra arguments go to Jest (e.g. a test path). CI=true without PostgreSQL is an error.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findPostgresBin, startThrowawayPostgres } from '../supabase/local/db/throwaway-postgres';

const root = path.resolve(__dirname, '..');

function jestArgs(): string[] {
  const args = ['jest', '--selectProjects', 'backend', '--runInBand', '--testTimeout=30000'];
  // Until jest.config.mjs names them, hand the server start/stop to Jest from here.
  if (!readFileSync(path.join(root, 'jest.config.mjs'), 'utf8').includes('global-setup')) {
    args.push('--globalSetup', './supabase/tests/helpers/global-setup.ts', '--globalTeardown', './supabase/tests/helpers/global-teardown.ts');
  }
  return [...args, ...process.argv.slice(2)];
}

function runJest(label: string, databaseUrl: string | undefined): boolean {
  console.log(`\n▶ backend tests on ${label}`);
  const env = { ...process.env };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const result = spawnSync('npx', jestArgs(), { cwd: root, env, stdio: 'inherit' });
  return result.status === 0;
}

async function main(): Promise<number> {
  if (!runJest('PGlite', undefined)) return 1;
  const bin = findPostgresBin();
  if (!bin) {
    if (process.env.CI === 'true') {
      console.error('CI=true but no PostgreSQL server binaries under /usr/lib/postgresql/*/bin: cannot run the PostgreSQL pass.');
      return 1;
    }
    console.log('Skipping the PostgreSQL pass: no server binaries under /usr/lib/postgresql/*/bin.');
    return 0;
  }
  const postgres = await startThrowawayPostgres(bin);
  const stop = () => postgres.stop();
  process.once('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    return runJest(`PostgreSQL (${bin})`, postgres.url) ? 0 : 1;
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
