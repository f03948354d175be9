/**
 * The local server of `npm run bench:sos`, in a process of its own: the bench's clocks, IPC and
 * member client never share its event loop, and a server that runs out of memory under a fan-out
 * ends this process, not the bench. Started with `fork`; talks only over IPC (server-process.ts).
 */
import { startLocalServer, type LocalServer } from '../../supabase/local/server';

export type ToServer =
  | { type: 'start'; database: string; migrationsDir: string }
  | { type: 'exec'; requestId: number; sql: string }
  | { type: 'stop' };

export type FromServer =
  | { type: 'started'; url: string; publishableKey: string; secretKey: string; jwtSecret: string }
  | { type: 'executed'; requestId: number; error: string | null }
  | { type: 'stopped' };

let server: LocalServer | null = null;

function send(message: FromServer): void {
  process.send?.(message);
}

async function handle(message: ToServer): Promise<void> {
  if (message.type === 'start') {
    server = await startLocalServer({
      port: 0,
      host: '127.0.0.1',
      database: message.database,
      quiet: true,
      migrationsDirs: [message.migrationsDir],
      seedFiles: [],
      // The bench's members sign up and go straight on (fixtures.ts signUpMember).
      autoconfirm: true,
    });
    const { url, publishableKey, secretKey, jwtSecret } = server;
    send({ type: 'started', url, publishableKey, secretKey, jwtSecret });
  } else if (message.type === 'exec') {
    const error = await server?.db.exec(message.sql).then(
      () => null,
      (e: unknown) => (e instanceof Error ? e.message : String(e)),
    );
    send({ type: 'executed', requestId: message.requestId, error: error === undefined ? 'server not started' : error });
  } else {
    await server?.stop();
    send({ type: 'stopped' });
    process.exit(0);
  }
}

process.on('message', (message: ToServer) => {
  handle(message).catch((error: unknown) => {
    console.error('bench-sos server:', error);
    process.exit(1);
  });
});
// The bench stopped (or crashed): the server may not outlive it.
process.on('disconnect', () => process.exit(0));
