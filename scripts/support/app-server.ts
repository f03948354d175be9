/**
 * For the scripts that measure the production build (bench:lighthouse, audit:csp): use the app
 * already answering at baseUrl, or run `npm start` (local backend + Next; build first with
 * `npm run build`) and stop it afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

export async function ensureServer(baseUrl: string): Promise<ChildProcess | null> {
  if (await answers(`${baseUrl}/api/health`)) return null;
  console.log(`No server at ${baseUrl}; starting \`npm start\`…`);
  // No synthetic alarm (docs/product.md#status-page): a raise every minute would disturb what is measured.
  const server = spawn('npm', ['start'], { stdio: 'ignore', detached: true, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', STATUS_PROBE_INTERVAL_MS: '0' } });
  for (let waited = 0; waited < 120_000; waited += 1000) {
    if (await answers(`${baseUrl}/api/health`)) return server;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  stopServer(server);
  throw new Error(`npm start did not answer at ${baseUrl}/api/health within 120 s (did you run npm run build?)`);
}

export function stopServer(server: ChildProcess | null) {
  // npm start runs a tree of processes (tsx, the backend, next): end the whole group it leads.
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
}
