import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import path from 'node:path';
import { isRunning, requestReply } from './ipc';
import type { ChannelPath, FamilyClientSpec, FromClients, ToClients } from './protocol';

export interface JoinSummary {
  joined: number;
  refused: number;
  firstRefusal: string | null;
  wallMs: number;
  /** Each successful join's duration, sorted. */
  joinMs: number[];
  /** Resident memory of all client processes after joining. */
  rssBytes: number;
}

/**
 * Family clients spread over a few child processes (family-clients.ts), round-robin. Every
 * request has a deadline, and `stop` kills what is left, so a hung client never hangs the bench.
 */
export class FamilyClientPool {
  private readonly children: ChildProcess[];
  private requestId = 0;

  private constructor(
    children: ChildProcess[],
    readonly size: number,
  ) {
    this.children = children;
  }

  static async open(options: {
    websocketUrl: string;
    apiKey: string;
    path: ChannelPath;
    clients: FamilyClientSpec[];
    processes: number;
    /** Niceness of the client processes (0 = as the server's), or 'idle': SCHED_IDLE. */
    nice: number | 'idle';
    concurrency: number;
    joinTimeoutMs: number;
    deadlineMs: number;
  }): Promise<{ pool: FamilyClientPool; join: JoinSummary }> {
    const count = Math.max(1, Math.min(options.processes, options.clients.length));
    const children = Array.from({ length: count }, () => {
      // SCHED_IDLE is set by starting node through util-linux's chrt, so every thread has it.
      const idle = options.nice === 'idle' ? { execPath: 'chrt', execArgv: ['--idle', '0', process.execPath, ...process.execArgv] } : {};
      const child = fork(path.join(__dirname, 'family-clients.ts'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], ...idle });
      // A send to a process the guard killed fails its request (below); it must not crash the bench.
      child.on('error', () => undefined);
      // The simulated family's phones are not on the server's machine in real life: when both want
      // the 2 cores, the server and the member's process get the larger share at a nice value, and
      // the whole core under SCHED_IDLE (see bench-sos.ts).
      if (child.pid !== undefined && typeof options.nice === 'number' && options.nice > 0) setPriority(child.pid, options.nice);
      return child;
    });
    const pool = new FamilyClientPool(children, options.clients.length);
    const started = performance.now();
    try {
      const replies = await Promise.all(
        children.map((child, i) =>
          pool.request<Extract<FromClients, { type: 'opened' }>>(
            child,
            {
              type: 'open',
              websocketUrl: options.websocketUrl,
              apiKey: options.apiKey,
              path: options.path,
              clients: options.clients.filter((_, k) => k % count === i),
              concurrency: Math.ceil(options.concurrency / count),
              joinTimeoutMs: options.joinTimeoutMs,
              deadlineMs: options.deadlineMs,
            },
            'opened',
            options.deadlineMs + options.joinTimeoutMs + 10_000,
          ),
        ),
      );
      return {
        pool,
        join: {
          joined: replies.reduce((n, r) => n + r.joined, 0),
          refused: replies.reduce((n, r) => n + r.refused, 0),
          firstRefusal: replies.find((r) => r.firstRefusal)?.firstRefusal ?? null,
          wallMs: performance.now() - started,
          joinMs: replies.flatMap((r) => r.joinMs).sort((a, b) => a - b),
          rssBytes: replies.reduce((n, r) => n + r.rssBytes, 0),
        },
      };
    } catch (error) {
      pool.stop();
      throw error;
    }
  }

  /** First callback time (hrtime ms) of every joined client for this event, until all came or the deadline. */
  async arrivals(eventId: string, operation: 'INSERT' | 'UPDATE', deadlineMs: number): Promise<{ times: number[]; duplicates: number }> {
    const replies = await Promise.all(
      this.children.map((child) => {
        const requestId = ++this.requestId;
        return this.request<Extract<FromClients, { type: 'arrivals' }>>(
          child,
          { type: 'await', requestId, eventId, operation, deadlineMs },
          'arrivals',
          deadlineMs + 10_000,
        );
      }),
    );
    return { times: replies.flatMap((r) => r.times), duplicates: replies.reduce((n, r) => n + r.duplicates, 0) };
  }

  /** True once no client got a message for quietMs; false when the deadline came first. */
  async quiet(quietMs: number, deadlineMs: number): Promise<boolean> {
    const replies = await Promise.all(
      this.children.map((child) =>
        this.request<Extract<FromClients, { type: 'quiet' }>>(child, { type: 'await-quiet', quietMs, deadlineMs }, 'quiet', deadlineMs + 10_000),
      ),
    );
    return replies.every((r) => r.quiet);
  }

  /** Process ids of the client processes still running (for the memory guard). */
  pids(): number[] {
    return this.children.filter((c) => isRunning(c) && c.pid !== undefined).map((c) => c.pid as number);
  }

  /** Broadcast messages per event name the clients received since the last call. */
  async takeCounts(): Promise<Record<string, number>> {
    const replies = await Promise.all(
      this.children.map((child) => this.request<Extract<FromClients, { type: 'counts' }>>(child, { type: 'take-counts' }, 'counts', 10_000)),
    );
    const total: Record<string, number> = {};
    for (const reply of replies) for (const [event, n] of Object.entries(reply.byEvent)) total[event] = (total[event] ?? 0) + n;
    return total;
  }

  /** Disconnects every client (bounded), then ends the processes. */
  async close(): Promise<void> {
    await Promise.all(
      this.children.map((child) => this.request(child, { type: 'close', deadlineMs: 10_000 }, 'closed', 15_000).catch(() => undefined)),
    );
    this.stop();
  }

  stop(): void {
    for (const child of this.children) if (isRunning(child)) child.kill('SIGKILL');
  }

  private request<T extends FromClients>(child: ChildProcess, message: ToClients, replyType: T['type'], timeoutMs: number): Promise<T> {
    const accept = (reply: unknown): reply is T => {
      const r = reply as FromClients;
      if (r?.type !== replyType) return false;
      return !(r.type === 'arrivals' && message.type === 'await' && r.requestId !== message.requestId);
    };
    return requestReply(child, 'family client process', message, accept, timeoutMs);
  }
}
