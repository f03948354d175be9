/**
 * `npm run dev` / `npm start`: the local Supabase-compatible server, the SOS dispatcher and Next
 * together, as one command. The backend starts first (unless NEXT_PUBLIC_SUPABASE_URL points at a
 * non-local host, or a server already answers there); the dispatcher and Next start once it
 * answers. SOS_DISPATCHER=off leaves the dispatcher out (when a schedule runs it elsewhere). Next
 * runs inside our own small server on PORT, which tells it each client's address
 * (scripts/next-server.mjs).
 * With a local backend and no VAPID keys set, a Web Push key pair is made once and kept in
 * .data/vapid.json (scripts/local-vapid-keys.ts). Likewise the status page's synthetic alarm, which
 * the dispatcher raises every STATUS_PROBE_INTERVAL_MS, gets local recipients for what is unset:
 * an .invalid address (the local mailbox), a fictional number (the local outbox) and a push
 * subscription on the local push service stand-in (scripts/local-status-probe.ts).
 * With no STRIPE_SECRET_KEY, the local Stripe stand-in (@ice-sos/stripe-local) starts too, the app
 * is handed its key and address (scripts/local-stripe.ts), and every plan and product gets its
 * local price (scripts/stripe-catalogue.ts) before Next starts.
 * The two stand-ins are dev dependencies (packages/): nothing here imports them, and their entry
 * points are looked up only on the local path, so `npm start` against hosted Supabase and Stripe
 * runs on the production dependencies alone (docs/architecture.md#layout).
 * Ctrl-C stops all; if one dies, the others are stopped and the exit code is non-zero.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { loadEnvConfig } from '@next/env';
import { localStripeEnv, wantsLocalStripe } from './local-stripe';
import { ensureLocalStatusProbe } from './local-status-probe';
import { ensureLocalVapidKeys } from './local-vapid-keys';
import { syncCatalogueToStripe } from './stripe-catalogue';

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

async function waitUntilAnswers(url: string, child: ChildProcess, what: string): Promise<boolean> {
  const deadline = Date.now() + 120_000;
  while (!(await answers(url))) {
    if (shuttingDown || child.exitCode !== null) return false;
    if (Date.now() > deadline) {
      console.error(`${what} did not answer on ${url} within 2 minutes`);
      shutdown(1);
      return false;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return true;
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

/** The file a local stand-in starts from, or why it cannot start: its package is a dev dependency. */
function localEntryPoint(specifier: string, instead: string): string {
  try {
    return require.resolve(specifier);
  } catch {
    throw new Error(`${specifier} is not installed (a dev dependency): run \`npm install\`, or ${instead}`);
  }
}

function start(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): ChildProcess {
  const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (shuttingDown) return;
    const name = args.find((arg) => /\.(ts|mjs)$/.test(arg)) ?? command;
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
    const entry = localEntryPoint('@ice-sos/supabase-local/main', 'point NEXT_PUBLIC_SUPABASE_URL at a hosted project');
    const backend = start(process.execPath, ['--import', 'tsx', entry], {
      ...process.env,
      SUPABASE_LOCAL_PORT: port,
    });
    if (!(await waitUntilAnswers(health, backend, 'local Supabase server'))) return;
  } else if (isLocalBackend) {
    console.log(`Using the Supabase server already running at ${supabaseUrl.origin}`);
  }

  // Web Push keys for the dispatcher (signing) and Next (the key browsers subscribe with).
  if (isLocalBackend) ensureLocalVapidKeys(root, process.env);
  // The synthetic alarm's recipients (docs/product.md#status-page): kept on this machine.
  if (isLocalBackend) ensureLocalStatusProbe(root, process.env, supabaseUrl);

  // Payments: the local Stripe stand-in unless a real account is configured.
  // Never against a hosted database: its catalogue would get prices only this machine knows.
  if (isLocalBackend && wantsLocalStripe(process.env)) {
    const local = localStripeEnv(root, process.env, process.env.PORT ?? '3000');
    if (await answers(local.apiBaseUrl)) {
      console.log(`Using the Stripe stand-in already running at ${local.apiBaseUrl}`);
    } else {
      const entry = localEntryPoint('@ice-sos/stripe-local/main', 'set STRIPE_SECRET_KEY to a Stripe key');
      const stripe = start(process.execPath, ['--import', 'tsx', entry], local.serverEnv);
      if (!(await waitUntilAnswers(local.apiBaseUrl, stripe, 'local Stripe stand-in'))) return;
    }
    try {
      const changes = await syncCatalogueToStripe(process.env);
      if (changes.length > 0) console.log(`Local Stripe prices set for ${changes.length} catalogue row(s)`);
    } catch (error) {
      // The site still runs; checkout says it cannot sell a plan without a price.
      console.error('Could not give the catalogue its local Stripe prices:', error instanceof Error ? error.message : error);
    }
  }

  if (process.env.SOS_DISPATCHER === 'off') {
    console.log('SOS_DISPATCHER=off: not starting the SOS dispatcher');
  } else {
    // server-only modules load outside Next under the react-server condition (scripts/sos-dispatcher.ts).
    start(process.execPath, ['--conditions=react-server', '--import', 'tsx', path.join(root, 'scripts', 'sos-dispatcher.ts')]);
  }

  // Next behind our own server (scripts/next-server.mjs), which stamps each client's address.
  start(process.execPath, [path.join(root, 'scripts', 'next-server.mjs'), mode as string], {
    ...process.env,
    NODE_ENV: mode === 'dev' ? 'development' : 'production',
  });
}

main().catch((error: unknown) => {
  console.error(error);
  shutdown(1);
});
