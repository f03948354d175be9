import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

/** A PostgreSQL cluster made with initdb in a temp dir, for test runs; `stop()` removes it. */
export interface ThrowawayPostgres {
  url: string;
  stop(): void;
}

/** The newest `/usr/lib/postgresql/<version>/bin` holding initdb and pg_ctl, or null. */
export function findPostgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')) && existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? path.join(root, versions[0], 'bin') : null;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * PostgreSQL refuses to run as root, so as root every binary runs through
 * `runuser -u postgres --` and the cluster dir is handed to that user.
 */
export async function startThrowawayPostgres(binDir: string): Promise<ThrowawayPostgres> {
  const isRoot = userInfo().uid === 0;
  const base = mkdtempSync(path.join(tmpdir(), 'local-supabase-pg-'));
  chmodSync(base, 0o755);
  const dataDir = path.join(base, 'data');
  const run = (binary: string, args: string[]) => {
    const command = path.join(binDir, binary);
    const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  if (isRoot) {
    const { uid, gid } = postgresIds();
    chownSync(base, uid, gid);
  }
  const port = await freePort();
  try {
    run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    run('pg_ctl', [
      '-D', dataDir,
      '-l', path.join(base, 'server.log'),
      '-o', `-p ${port} -k ${base} -c listen_addresses=127.0.0.1 -c fsync=off`,
      '-w', 'start',
    ]);
  } catch (error) {
    rmSync(base, { recursive: true, force: true });
    throw error;
  }
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(base, { recursive: true, force: true });
      }
    },
  };
}

function postgresIds(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}
