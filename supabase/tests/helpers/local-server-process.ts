import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** Where a running local server answers, and with which keys. */
export interface TestServerInfo {
  url: string;
  publishableKey: string;
  secretKey: string;
  /** HS256 secret of access tokens, for tests that mint their own (expired, custom claims). */
  jwtSecret: string;
}

export interface LocalServerProcess extends TestServerInfo {
  /** Stops the server (SIGTERM, then SIGKILL after 5 s) and waits for the process to exit. */
  stop(): Promise<void>;
  readonly child: ChildProcess;
}

export interface SpawnOptions {
  /** `memory://` (default, or $DATABASE_URL when set), a PGlite directory, or a postgres:// URL. */
  database?: string;
  port?: number;
  migrationsDirs?: string[];
  seedFiles?: string[];
  functionsDirs?: string[];
  /** `[functions.<name>]` settings over config.toml, e.g. `{ "echo-public": { verify_jwt: false } }`. */
  functions?: Record<string, { verify_jwt?: boolean }>;
  /** A Supabase CLI config.toml other than `supabase/config.toml` (its templates resolve from its project dir). */
  configFile?: string;
  /** `[auth.email] max_frequency` over config.toml (Go duration, `0s` = none); default $SUPABASE_LOCAL_EMAIL_MAX_FREQUENCY. */
  emailMaxFrequency?: string;
  /**
   * Confirms e-mail sign-ups at once (SUPABASE_LOCAL_AUTOCONFIRM=1), whatever config.toml says.
   * Default true: the suites need instant accounts from `auth.signUp`. `false` keeps the config's
   * `[auth.email] enable_confirmations` (on in the app's), for tests of the confirmation flow.
   */
  autoconfirm?: boolean;
  /**
   * Multiplies the `[auth.rate_limit]` values. Default 1000: the suite signs hundreds of users up
   * and in from one address. A test of the limits themselves passes 1.
   */
  authRateLimitScale?: number;
  /** Print the server's request log (default: quiet). */
  verbose?: boolean;
}

export const PROJECT_ROOT = path.resolve(__dirname, '..', '..', '..');
const FIXTURES = path.join(PROJECT_ROOT, 'supabase', 'tests', 'fixtures');

/** The app's migrations/functions plus the test fixtures (test_notes table, echo/throws functions). */
export const TEST_SERVER_DEFAULTS = {
  migrationsDirs: [path.join(PROJECT_ROOT, 'supabase', 'migrations'), path.join(FIXTURES, 'migrations')],
  seedFiles: [path.join(PROJECT_ROOT, 'supabase', 'seed.sql')],
  functionsDirs: [path.join(PROJECT_ROOT, 'supabase', 'functions'), path.join(FIXTURES, 'functions')],
  functions: { 'echo-public': { verify_jwt: false } },
};

/**
 * How long a test may wait for a server of its own to start (migrations and seed included): starting
 * is work, not a deadline, and takes far longer on a busy machine than on an idle one.
 */
export const SERVER_START_TIMEOUT_MS = 180_000;

/**
 * Starts the local server's CLI (`@ice-sos/supabase-local/main`) in a child process, serving this
 * project (its working directory). A child, not in-process, because lite is ESM-only (Jest's
 * CommonJS runtime cannot load it) and because a restart test needs a server it can really kill.
 */
export function spawnLocalServer(options: SpawnOptions = {}): Promise<LocalServerProcess> {
  const list = (values: string[]) => values.join(path.delimiter);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SUPABASE_LOCAL_READY_JSON: '1',
    SUPABASE_LOCAL_QUIET: options.verbose ? '0' : '1',
    SUPABASE_LOCAL_PORT: String(options.port ?? 0),
    SUPABASE_LOCAL_DATABASE: options.database ?? process.env.DATABASE_URL ?? 'memory://',
    SUPABASE_LOCAL_MIGRATIONS_DIRS: list(options.migrationsDirs ?? TEST_SERVER_DEFAULTS.migrationsDirs),
    SUPABASE_LOCAL_SEED_FILES: list(options.seedFiles ?? TEST_SERVER_DEFAULTS.seedFiles),
    SUPABASE_LOCAL_FUNCTIONS_DIRS: list(options.functionsDirs ?? TEST_SERVER_DEFAULTS.functionsDirs),
    SUPABASE_LOCAL_FUNCTIONS_CONFIG: JSON.stringify(options.functions ?? TEST_SERVER_DEFAULTS.functions),
    SUPABASE_LOCAL_AUTH_RATE_LIMIT_SCALE: String(options.authRateLimitScale ?? 1000),
    SUPABASE_LOCAL_AUTOCONFIRM: options.autoconfirm === false ? '0' : '1',
  };
  if (options.configFile) env.SUPABASE_LOCAL_CONFIG_FILE = options.configFile;
  if (options.emailMaxFrequency) env.SUPABASE_LOCAL_EMAIL_MAX_FREQUENCY = options.emailMaxFrequency;
  const child = spawn(process.execPath, ['--import', 'tsx', require.resolve('@ice-sos/supabase-local/main')], {
    cwd: PROJECT_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  child.stderr?.on('data', (chunk: Buffer) => {
    const text = chunk.toString().replace(/^.*Node\.js 20 and below are deprecated.*\n?/gm, '');
    if (text.trim()) process.stderr.write(`[local supabase] ${text}`);
  });

  return new Promise((resolve, reject) => {
    let buffered = '';
    let ready = false;
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString();
      const newline = buffered.indexOf('\n');
      if (ready || newline === -1) return;
      const line = buffered.slice(0, newline);
      ready = true;
      // Once ready, the child must not keep the test runner alive: stop() or process exit ends it.
      child.unref();
      for (const stream of [child.stdout, child.stderr]) (stream as unknown as { unref?: () => void } | null)?.unref?.();
      try {
        const info = JSON.parse(line) as TestServerInfo & { ready: boolean };
        resolve({
          url: info.url,
          publishableKey: info.publishableKey,
          secretKey: info.secretKey,
          jwtSecret: info.jwtSecret,
          child,
          stop: () => stopChild(child, killOnExit),
        });
      } catch {
        reject(new Error(`local server printed an unexpected first line: ${line}`));
      }
      if (options.verbose) child.stdout?.pipe(process.stdout);
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => {
      process.removeListener('exit', killOnExit);
      if (!ready) reject(new Error(`local server exited with code ${code} before it was ready`));
    });
  });
}

function stopChild(child: ChildProcess, killOnExit: () => void): Promise<void> {
  process.removeListener('exit', killOnExit);
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
