import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { isRunning, requestReply } from './ipc';
import type { FromServer, ToServer } from './server-host';

const START_TIMEOUT_MS = 180_000;
const EXEC_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;

/** The local server running in server-host.ts: what the bench needs of it, and how it ended. */
export class BenchServer {
  /** Why the process ended on its own (its V8 fatal error line when it has one), once it did. */
  death: string | null = null;
  /** Resolves when the process has ended, however. */
  readonly exited: Promise<void>;
  private requestId = 0;

  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
    readonly publishableKey: string,
    readonly secretKey: string,
    readonly jwtSecret: string,
  ) {
    this.exited = new Promise((resolve) => {
      if (!isRunning(child)) resolve();
      else child.once('exit', () => resolve());
    });
  }

  static async start(database: string, migrationsDir: string): Promise<BenchServer> {
    const child = fork(path.join(__dirname, 'server-host.ts'), [], { stdio: ['ignore', 'inherit', 'pipe', 'ipc'] });
    child.on('error', () => undefined);
    const fatal = forwardStderr(child);
    const name = 'server process';
    try {
      const started = await requestReply(
        child,
        name,
        { type: 'start', database, migrationsDir } satisfies ToServer,
        (r): r is Extract<FromServer, { type: 'started' }> => (r as FromServer)?.type === 'started',
        START_TIMEOUT_MS,
      );
      const server = new BenchServer(child, started.url, started.publishableKey, started.secretKey, started.jwtSecret);
      child.on('exit', (code, signal) => {
        server.death = fatal() ?? `exit ${signal ?? code}`;
      });
      return server;
    } catch (error) {
      if (isRunning(child)) child.kill('SIGKILL');
      throw error;
    }
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get alive(): boolean {
    return isRunning(this.child);
  }

  /** Runs SQL as the database owner (the bench's fixtures go straight into auth.users). */
  async exec(sql: string): Promise<void> {
    const reply = await this.ask('executed', (requestId) => ({ type: 'exec', requestId, sql }));
    if (reply.error) throw new Error(reply.error);
  }

  /** raise_sos answers timed by the server since the last call, ms (server-host.ts), in order. */
  async takeRaiseTimes(): Promise<number[]> {
    return (await this.ask('raise-times', (requestId) => ({ type: 'take-raise-times', requestId }))).ms;
  }

  /** One numbered request to the server process, and its reply of that number. */
  private ask<Type extends FromServer['type']>(replyType: Type, message: (requestId: number) => ToServer): Promise<Extract<FromServer, { type: Type }>> {
    const requestId = ++this.requestId;
    return requestReply(
      this.child,
      'server process',
      message(requestId),
      (r): r is Extract<FromServer, { type: Type }> => (r as FromServer)?.type === replyType && (r as { requestId?: number }).requestId === requestId,
      EXEC_TIMEOUT_MS,
    );
  }

  /** Stops the server (bounded), then the process. */
  async stop(): Promise<void> {
    if (this.alive) {
      await requestReply(this.child, 'server process', { type: 'stop' } satisfies ToServer, (r): r is Extract<FromServer, { type: 'stopped' }> => (r as FromServer)?.type === 'stopped', STOP_TIMEOUT_MS).catch(
        () => undefined,
      );
    }
    this.kill();
  }

  kill(): void {
    if (isRunning(this.child)) this.child.kill('SIGKILL');
  }
}

/**
 * Passes the server's stderr through, except V8's out-of-memory dump (pages of GC traces and
 * native frames): its "FATAL ERROR" line is kept as the reason the process died.
 */
function forwardStderr(child: ChildProcess): () => string | null {
  let fatal: string | null = null;
  let dumping = false;
  let pending = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (line.includes('<--- Last few GCs --->')) dumping = true;
      if (line.startsWith('FATAL ERROR:')) fatal = line.replace(/^FATAL ERROR:\s*/, '');
      if (!dumping) process.stderr.write(`${line}\n`);
    }
  });
  return () => fatal;
}
