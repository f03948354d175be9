/**
 * The parts `npm run chaos:sos` kills: each runs in its own process group (so a SIGKILL takes any
 * children with it), is restarted with the same command, port and environment, and reports the
 * moment it answered again: a health URL that answers, or a line on its stdout.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync } from 'node:fs';

export type Readiness = { url: string } | { stdoutLine: RegExp };

export type ProcessSpec = {
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
  ready: Readiness;
  /** Give up on a start after this long. */
  startTimeoutMs: number;
  /** Everything the process prints goes here (for the diagnosis after a run). */
  logFile: string;
};

/** Every started process, so an exit of the chaos script (Ctrl-C included) kills them all. */
const live = new Set<ManagedProcess>();

export function killAllManaged(): void {
  for (const managed of live) managed.killNow();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

export class ManagedProcess {
  private child: ChildProcess | null = null;
  /** Lines the process printed that mention a problem (warnings, errors, lost leases). */
  readonly notableLines: string[] = [];
  /** Exits nobody asked for (a crash), with their code or signal. */
  readonly unexpectedExits: string[] = [];
  private expectingExit = false;

  constructor(readonly spec: ProcessSpec) {}

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts the process and resolves with the moment it answered (ms since the epoch). */
  async start(): Promise<number> {
    const { spec } = this;
    this.expectingExit = false;
    const child = spawn(spec.command, spec.args, { cwd: spec.cwd, env: spec.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    live.add(this);
    let lineSeenAt: number | null = null;
    let buffered = '';
    const onOutput = (stream: 'out' | 'err') => (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      appendFileSync(spec.logFile, text);
      if (stream === 'out') buffered += text;
      for (const line of text.split('\n')) {
        if (/warn|error|lost the lease|could not record|crash/i.test(line)) {
          if (this.notableLines.length < 200) this.notableLines.push(line.slice(0, 300));
        }
      }
      if (lineSeenAt === null && 'stdoutLine' in spec.ready && spec.ready.stdoutLine.test(buffered)) lineSeenAt = Date.now();
      if (buffered.length > 10_000) buffered = buffered.slice(-2_000);
    };
    child.stdout?.on('data', onOutput('out'));
    child.stderr?.on('data', onOutput('err'));
    child.on('exit', (code, signal) => {
      if (!this.expectingExit) this.unexpectedExits.push(`${spec.name} exited on its own (${signal ?? code})`);
    });

    const deadline = Date.now() + spec.startTimeoutMs;
    while (Date.now() < deadline) {
      if (!this.running) throw new Error(`${spec.name} exited while starting (see ${spec.logFile})`);
      if ('url' in spec.ready) {
        if (await answers(spec.ready.url)) return Date.now();
        await sleep(100);
      } else {
        if (lineSeenAt !== null) return lineSeenAt;
        await sleep(20);
      }
    }
    this.killNow();
    throw new Error(`${spec.name} did not answer within ${spec.startTimeoutMs} ms (see ${spec.logFile})`);
  }

  /** SIGKILL to the whole process group; resolves with the moment of the kill once it is gone. */
  async kill(): Promise<number> {
    const child = this.child;
    const killedAt = Date.now();
    if (!child || !this.running) return killedAt;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    this.killNow();
    await Promise.race([exited, sleep(5_000)]);
    return killedAt;
  }

  /**
   * SIGTERM to the whole process group and wait for it to exit (SIGKILL after `timeoutMs`): a part
   * that must let go of something first, such as the API server closing the PGlite directory it
   * holds before another process opens it. Resolves with the moment it was gone.
   */
  async stop(timeoutMs = 30_000): Promise<number> {
    const child = this.child;
    if (!child?.pid || !this.running) return Date.now();
    this.expectingExit = true;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
    await Promise.race([exited, sleep(timeoutMs)]);
    if (this.running) {
      this.killNow();
      await Promise.race([exited, sleep(5_000)]);
    }
    live.delete(this);
    return Date.now();
  }

  /** Kill without waiting (cleanup, signal handlers). */
  killNow(): void {
    const child = this.child;
    this.expectingExit = true;
    live.delete(this);
    if (!child?.pid) return;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}
