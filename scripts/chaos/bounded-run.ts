/**
 * What keeps a measurement script bounded and clean (`npm run chaos:sos`, `npm run bench:check-in`):
 * every step that started something registers how to undo it, and the undo runs on any exit
 * (done, failed, SIGINT/SIGTERM); each database's run has a hard time limit; temp dirs go too
 * (CHAOS_KEEP_LOGS=1 keeps them for a diagnosis, and the path is printed).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { killAllManaged } from './processes';

const cleanups: (() => void | Promise<void>)[] = [];

/** Registers a cleanup step (processes, sinks, clusters); they run last-in first-out. */
export function onCleanUp(step: () => void | Promise<void>): void {
  cleanups.push(step);
}

/** Kills every managed process, then runs the cleanup steps. */
export async function cleanUp(): Promise<void> {
  killAllManaged();
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()?.();
    } catch (error) {
      console.error('cleanup:', error instanceof Error ? error.message : error);
    }
  }
}

/** A temp dir removed at clean-up unless CHAOS_KEEP_LOGS=1. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  if (process.env.CHAOS_KEEP_LOGS !== '1') onCleanUp(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** `run`, or an error once `limitMs` has passed. */
export async function withHardTimeout<T>(what: string, limitMs: number, run: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${limitMs / 60_000} minutes`)), limitMs);
  });
  try {
    return await Promise.race([run, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs `main` and exits with its code, cleaning up on every way out. */
export function runBounded(main: () => Promise<number>): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping everything`);
      void cleanUp().finally(() => process.exit(130));
    });
  }
  process.on('exit', () => killAllManaged());
  main().then(
    async (code) => {
      await cleanUp();
      process.exit(code);
    },
    async (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      await cleanUp();
      process.exit(1);
    },
  );
}
