import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerResponse } from 'node:http';

/** One HTTP request on its way through the server. */
interface Answer {
  committed: boolean;
  written: Promise<void>;
  markWritten: () => void;
}

/**
 * The answers of requests whose database transaction has committed and that are still being
 * written.
 *
 * Why: an alarm is committed by the member's `raise_sos` request, and the same commit tells the
 * realtime server to hand the alarm to every family socket. On this server both run on one event
 * loop, and 5,000 sockets take tens of milliseconds to write to. When the commit's notification
 * is read before the raise's own answer is written, the member's "SOS sent" would wait behind the
 * whole fan-out. A large fan-out therefore first lets the answers that are already due go out
 * (realtime-server.ts); requests still waiting on the database are not waited for, so the next
 * query (the dispatcher's) never holds the family back.
 */
export class CommittedAnswers {
  private readonly current = new AsyncLocalStorage<Answer>();
  private readonly due = new Set<Answer>();

  /** Runs a request's handler with its own record, which ends when the response closes. */
  track<T>(res: ServerResponse, handle: () => T): T {
    let markWritten = () => {};
    const written = new Promise<void>((resolve) => (markWritten = resolve));
    const answer: Answer = { committed: false, written, markWritten };
    res.once('close', () => {
      this.due.delete(answer);
      answer.markWritten();
    });
    return this.current.run(answer, handle);
  }

  /** The calling request's transaction committed: its answer is due. */
  committed(): void {
    const answer = this.current.getStore();
    if (!answer || answer.committed) return;
    answer.committed = true;
    this.due.add(answer);
  }

  /** How many committed requests are still writing their answer. */
  get pending(): number {
    return this.due.size;
  }

  /** Resolves once every answer due now has been written, or after `maxMs`, whichever is first. */
  writtenOrAfter(maxMs: number): Promise<void> {
    if (this.due.size === 0) return Promise.resolve();
    const waits = [...this.due].map((answer) => answer.written);
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, maxMs);
      void Promise.all(waits).then(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}

/** The hook of lite's connections that runs one REST/RPC request's transaction. */
interface TransactionHook {
  withContext(...args: unknown[]): Promise<unknown>;
}

/**
 * Marks the calling request's transaction as committed when lite's `withContext` resolves (it
 * resolves after COMMIT; a failed transaction rejects and commits nothing).
 */
export function reportCommits(connection: unknown, answers: CommittedAnswers): void {
  const hooks = connection as TransactionHook;
  const withContext = hooks.withContext.bind(hooks);
  hooks.withContext = async (...args: unknown[]) => {
    const result = await withContext(...args);
    answers.committed();
    return result;
  };
}
