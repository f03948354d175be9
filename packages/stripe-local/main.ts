/**
 * `npm run stripe:local` (the app's script: `tsx packages/stripe-local/main.ts`): the local
 * Stripe-compatible server, configured from the environment (README.md beside this file lists the
 * variables). Prints one line when listening.
 */
import { optionsFromEnv } from './config';
import { MEMORY } from './core/store';
import { startLocalStripe } from './server';

async function main(): Promise<void> {
  const options = optionsFromEnv(process.env);
  const server = await startLocalStripe(options);
  const data = options.dataDir === MEMORY ? 'memory only' : `state in ${options.dataDir ?? '.data/stripe-local'}`;
  const hooks = options.webhookUrl ? `webhooks → ${options.webhookUrl}` : 'no webhook delivery';
  console.log(`Local Stripe API listening on ${server.url} (${data}; ${hooks})`);
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    server.close().then(
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
  console.error('local Stripe server failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
