/**
 * The PostgreSQL 15 binaries supabase/schema.sql is made with. The version is fixed rather than
 * "the newest installed" (as the backend tests' throwaway cluster picks) because pg_dump prints
 * the same schema a little differently from one major version to the next, and the file must come
 * out byte for byte the same on every machine. 15 is what CI installs (.ci/run) and what hosted
 * Supabase projects of this age run.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

export const POSTGRES_MAJOR = 15;

const BIN_DIR = `/usr/lib/postgresql/${POSTGRES_MAJOR}/bin`;
const NEEDED = ['initdb', 'pg_ctl', 'postgres', 'pg_dump'];

/** `/usr/lib/postgresql/15/bin`, or an error saying what to install. */
export function postgres15Bin(): string {
  const missing = NEEDED.filter((binary) => !existsSync(path.join(BIN_DIR, binary)));
  if (missing.length > 0) {
    throw new Error(
      `supabase/schema.sql is made with PostgreSQL ${POSTGRES_MAJOR}'s pg_dump on a throwaway cluster, and ` +
        `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing from ${BIN_DIR}. ` +
        `Install them (Debian: apt-get install postgresql-${POSTGRES_MAJOR}); another version would print the schema differently.`,
    );
  }
  return BIN_DIR;
}

/**
 * The schema of the database at `url` as pg_dump's plain-text script. Owners are left out (one
 * role runs every migration, so they say nothing); grants, policies and comments stay. pg_dump
 * is a client, so unlike initdb and pg_ctl it runs as root too.
 */
export async function dumpSchema(binDir: string, url: string): Promise<string> {
  const { stdout } = await promisify(execFile)(path.join(binDir, 'pg_dump'), ['--schema-only', '--no-owner', '--dbname', url], {
    maxBuffer: 64 * 1024 * 1024,
    encoding: 'utf8',
  });
  return stdout;
}
