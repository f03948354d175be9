/**
 * The local server of `npm run bench:sos`, in a process of its own: the bench's clocks, IPC and
 * member client never share its event loop, and a server that runs out of memory under a fan-out
 * ends this process, not the bench. Started with `fork`; talks only over IPC (server-process.ts).
 */
import { startLocalServer, type LocalServer } from '@ice-sos/supabase-local/server';

export type ToServer =
  | { type: 'start'; database: string; migrationsDir: string }
  | { type: 'exec'; requestId: number; sql: string }
  | { type: 'take-raise-times'; requestId: number }
  | { type: 'stop' };

export type FromServer =
  | { type: 'started'; url: string; publishableKey: string; secretKey: string; jwtSecret: string }
  | { type: 'executed'; requestId: number; error: string | null }
  | { type: 'raise-times'; requestId: number; ms: number[] }
  | { type: 'stopped' };

let server: LocalServer | null = null;

/**
 * raise_sos as this server timed it, ms: from its handler taking the request to the answer handed
 * to the socket, read off the server's own request log (`METHOD path status ms`, request-log.ts).
 * The member's round trip adds the client, the network and waiting for a core; on this machine the
 * family clients parsing a fan-out compete for those cores, which a server-side time leaves out.
 */
const raiseAnswers: number[] = [];
const RAISE_ANSWERED = /^POST \/rest\/v1\/rpc\/raise_sos 200 (\d+(?:\.\d+)?)ms$/;

function timeRaises(line: string): void {
  const answered = RAISE_ANSWERED.exec(line);
  if (answered) raiseAnswers.push(Number(answered[1]));
}

function send(message: FromServer): void {
  process.send?.(message);
}

async function handle(message: ToServer): Promise<void> {
  if (message.type === 'start') {
    server = await startLocalServer({
      port: 0,
      host: '127.0.0.1',
      database: message.database,
      // Not quiet: its request lines are how raise_sos is timed; nothing else is printed.
      log: timeRaises,
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
  } else if (message.type === 'take-raise-times') {
    send({ type: 'raise-times', requestId: message.requestId, ms: raiseAnswers.splice(0) });
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
