/**
 * `npm run supabase:local`: the local Supabase-compatible server on http://127.0.0.1:54321.
 * Reads `.env`/`.env.local` like Next does, so both sides see the same keys.
 * Test runners start it with SUPABASE_LOCAL_READY_JSON=1 and read the first stdout line.
 */
import { loadEnvConfig } from '@next/env';
import { projectRoot } from './project-paths';
import { disableLiteTelemetry } from './lite-app';
import { cliOptionsFromEnv } from './cli-options';

disableLiteTelemetry();

async function main(): Promise<void> {
  loadEnvConfig(projectRoot(), process.env.NODE_ENV !== 'production', { info: () => undefined, error: console.error });
  const { startLocalServer } = await import('./server');
  const options = cliOptionsFromEnv(process.env);
  const server = await startLocalServer(options);
  if (process.env.SUPABASE_LOCAL_READY_JSON === '1') {
    process.stdout.write(`${JSON.stringify({ ready: true, url: server.url, publishableKey: server.publishableKey, secretKey: server.secretKey, jwtSecret: server.jwtSecret })}\n`);
  } else {
    console.log(`Local Supabase API: ${server.url}`);
    console.log(`  publishable key: ${server.publishableKey}`);
    console.log(`  secret key:      ${server.secretKey}`);
    console.log(`  mailbox:         ${server.url}/_mailbox`);
    console.log(`  push service:    ${server.url}/_push`);
  }
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    server.stop().then(
      () => process.exit(signal === 'SIGINT' ? 130 : 0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('local Supabase server failed to start:', error);
  process.exit(1);
});
