/**
 * The local API server and the SOS dispatcher as the measurement scripts start them: each a
 * ManagedProcess (processes.ts) that can be SIGKILLed and started again with the same command,
 * port and environment. `npm run bench:check-in` and `npm run chaos:sos` (which adds the app)
 * start both from here.
 */
import path from 'node:path';
import { LOCAL_DEFAULTS } from '@ice-sos/supabase-local/constants';
import { ManagedProcess } from './processes';

const root = path.resolve(__dirname, '../..');

/** Where the API server keeps its data: a PostgreSQL URL, or a PGlite directory it holds alone. */
export type DatabaseSpec = { url: string } | { dir: string };

/**
 * The local API server (`@ice-sos/supabase-local/main`) on `port`, quiet, with the local keys.
 * Sign-ups from this one address are far past production's per-address limit, so the auth rate
 * limits are scaled up, and e-mail sign-ups are confirmed at once.
 */
export function apiProcess(port: number, database: DatabaseSpec, logDir: string, name = 'api'): ManagedProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SUPABASE_LOCAL_PORT: String(port),
    SUPABASE_LOCAL_QUIET: '1',
    NEXT_PUBLIC_SUPABASE_URL: `http://127.0.0.1:${port}`,
    NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: LOCAL_DEFAULTS.publishableKey,
    SUPABASE_SECRET_KEY: LOCAL_DEFAULTS.secretKey,
    SUPABASE_LOCAL_AUTH_RATE_LIMIT_SCALE: '1000',
    SUPABASE_LOCAL_AUTOCONFIRM: '1',
  };
  delete env.DATABASE_URL;
  delete env.SUPABASE_LOCAL_DATA_DIR;
  if ('url' in database) env.DATABASE_URL = database.url;
  else env.SUPABASE_LOCAL_DATA_DIR = database.dir;
  return new ManagedProcess({
    name,
    command: process.execPath,
    args: ['--import', 'tsx', require.resolve('@ice-sos/supabase-local/main')],
    env,
    cwd: root,
    ready: { url: `http://127.0.0.1:${port}/auth/v1/health` },
    startTimeoutMs: 240_000,
    logFile: path.join(logDir, `${name}.log`),
  });
}

/**
 * scripts/sos-dispatcher.ts against the API server at `apiUrl`, pointed at the sinks' providers
 * (`sinkEnv`, chaos/sinks.ts) so nothing it sends leaves the machine. It answers once it prints
 * that it is delivering; a restart under the same name takes over what the killed one held.
 */
export function dispatcherProcess(apiUrl: string, sinkEnv: Record<string, string>, logDir: string): ManagedProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_PUBLIC_SUPABASE_URL: apiUrl,
    NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: LOCAL_DEFAULTS.publishableKey,
    SUPABASE_SECRET_KEY: LOCAL_DEFAULTS.secretKey,
    ...sinkEnv,
    SOS_DELIVERY_TIMEOUT_MS: '2000',
    SOS_DISPATCH_POLL_MS: '250',
    // No synthetic alarm (docs/product.md#status-page): its rows would be counted with the bench's.
    STATUS_PROBE_INTERVAL_MS: '0',
  };
  delete env.DATABASE_URL;
  return new ManagedProcess({
    name: 'dispatcher',
    command: process.execPath,
    args: ['--conditions=react-server', '--import', 'tsx', path.join(root, 'scripts/sos-dispatcher.ts')],
    env,
    cwd: root,
    ready: { stdoutLine: /\[sos-dispatcher\] delivering from/ },
    startTimeoutMs: 60_000,
    logFile: path.join(logDir, 'dispatcher.log'),
  });
}
