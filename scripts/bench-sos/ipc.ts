import type { ChildProcess } from 'node:child_process';

/**
 * Sends `message` to a child process and resolves with its first reply that `accept` takes;
 * rejects when the child is gone, exits meanwhile, or says nothing within `timeoutMs`.
 */
export function requestReply<Reply>(
  child: ChildProcess,
  name: string,
  message: unknown,
  accept: (reply: unknown) => reply is Reply,
  timeoutMs: number,
): Promise<Reply> {
  return new Promise<Reply>((resolve, reject) => {
    if (!child.connected) {
      reject(new Error(`${name} is gone`));
      return;
    }
    const cleanup = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    const onMessage = (reply: unknown) => {
      if (!accept(reply)) return;
      cleanup();
      resolve(reply);
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      cleanup();
      reject(new Error(`${name} exited (${signal ?? code}) before answering`));
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`${name} gave no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    child.on('message', onMessage);
    child.on('exit', onExit);
    child.send(message as never, (error) => {
      if (!error) return;
      cleanup();
      reject(new Error(`${name} is gone (${error.message})`));
    });
  });
}

/** True while the child runs. */
export function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}
