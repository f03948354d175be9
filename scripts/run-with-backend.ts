/**
 * `npm run dev` / `npm start`: the local Supabase-compatible server, the SOS dispatcher and Next
 * together, as one command. The backend starts first (unless NEXT_PUBLIC_SUPABASE_URL points at a
 * non-local host, or a server already answers there); the dispatcher and Next start once it
 * answers. SOS_DISPATCHER=off leaves the dispatcher out (when a schedule runs it elsewhere). Next
 * listens behind a small front on PORT that tells it each client's address
 * (scripts/client-address-front.ts).
 * With a local backend and no VAPID keys set, a Web Push key pair is made once and kept in
 * .data/vapid.json (scripts/local-vapid-keys.ts).
 * Ctrl-C stops all; if one dies, the others are stopped and the exit code is non-zero.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { loadEnvConfig } from '@next/env';
import { freeLoopbackPort, startClientAddressFront } from './client-address-front';
import { ensureLocalVapidKeys } from './local-vapid-keys';

const root = path.resolve(__dirname, '..');
const mode = process.argv[2];
if (mode !== 'dev' && mode !== 'start') {
  console.error('usage: tsx scripts/run-with-backend.ts dev|start [next args…]');
  process.exit(2);
}
loadEnvConfig(root, mode === 'dev');

const supabaseUrl = new URL(process.env.NEXT_PUBLIC_SUPABASE_URL ?? 'http://127.0.0.1:54321');
const isLocalBackend = ['127.0.0.1', 'localhost', '[::1]', '::1'].includes(supabaseUrl.hostname);
const children = new Set<ChildProcess>();
let shuttingDown = false;

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

function start(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): ChildProcess {
  const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (shuttingDown) return;
    const name = args.find((arg) => /\.(ts|js)$|\/next$/.test(arg)) ?? command;
    console.error(`${path.basename(name)} exited (${signal ?? code}); stopping.`);
    shutdown(code === 0 ? 1 : (code ?? 1));
  });
  return child;
}

function shutdown(exitCode: number): void {
  if (shuttingDown) return;
  shuttingDown = true;
  for (const child of children) child.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
  }, 5000);
  const finish = () => {
    if (children.size > 0) return;
    clearTimeout(force);
    process.exit(exitCode);
  };
  for (const child of children) child.once('exit', finish);
  finish();
}

async function main(): Promise<void> {
  process.on('SIGINT', () => shutdown(130));
  process.on('SIGTERM', () => shutdown(143));
  const health = new URL('/auth/v1/health', supabaseUrl).toString();

  if (isLocalBackend && !(await answers(health))) {
    const port = supabaseUrl.port || '54321';
    const backend = start(process.execPath, ['--import', 'tsx', path.join(root, 'supabase', 'local', 'main.ts')], {
      ...process.env,
      SUPABASE_LOCAL_PORT: port,
    });
    const deadline = Date.now() + 120_000;
    while (!(await answers(health))) {
      if (shuttingDown || backend.exitCode !== null) return;
      if (Date.now() > deadline) {
        console.error(`local Supabase server did not answer on ${health} within 2 minutes`);
        return shutdown(1);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } else if (isLocalBackend) {
    console.log(`Using the Supabase server already running at ${supabaseUrl.origin}`);
  }

  // Web Push keys for the dispatcher (signing) and Next (the key browsers subscribe with).
  if (isLocalBackend) ensureLocalVapidKeys(root, process.env);

  if (process.env.SOS_DISPATCHER === 'off') {
    console.log('SOS_DISPATCHER=off: not starting the SOS dispatcher');
  } else {
    // server-only modules load outside Next under the react-server condition (scripts/sos-dispatcher.ts).
    start(process.execPath, ['--conditions=react-server', '--import', 'tsx', path.join(root, 'scripts', 'sos-dispatcher.ts')]);
  }

  // People reach the front on PORT; Next listens behind it on a free loopback port, and learns each
  // client's address only from the header the front sets (scripts/client-address-front.ts).
  const port = Number(process.env.PORT ?? 3000);
  const header = process.env.CLIENT_ADDRESS_HEADER || 'x-ice-client-address';
  const nextPort = await freeLoopbackPort();
  const nextBin = require.resolve('next/dist/bin/next');
  // `next start -H 127.0.0.1` loops on next-intl's rewrite; localhost is safe (docs/architecture.md#known-traps).
  start(process.execPath, [nextBin, mode as string, '--hostname', 'localhost', '--port', String(nextPort), ...process.argv.slice(3)], {
    ...process.env,
    CLIENT_ADDRESS_HEADER: header,
  });
  await startClientAddressFront({ port, targetPort: nextPort, header });
  console.log(`ICE SOS: http://localhost:${port} (Next behind it on ${nextPort}; client address in ${header})`);
}

main().catch((error: unknown) => {
  console.error(error);
  shutdown(1);
});
