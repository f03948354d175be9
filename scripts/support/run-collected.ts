/**
 * Runs a command as a child process and keeps its stdout and stderr until it ends, so the scripts
 * that run several commands side by side (`run-parallel.ts`, `test-backend.ts`) can print each
 * one's output whole instead of interleaving lines.
 */
import { spawn, type SpawnOptions } from 'node:child_process';

export type Collected = { code: number; output: string; seconds: number };

export function runCollected(command: string, args: string[], options: Pick<SpawnOptions, 'cwd' | 'env' | 'shell'> = {}): Promise<Collected> {
  const started = Date.now();
  // Colours stay off unless asked for: the output is read later, often from a CI log.
  const env = { ...(options.env ?? process.env), FORCE_COLOR: (options.env ?? process.env).FORCE_COLOR ?? '0' };
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    let settled = false;
    const done = (code: number) => {
      if (settled) return;
      settled = true;
      resolve({ code, output: Buffer.concat(chunks).toString(), seconds: (Date.now() - started) / 1000 });
    };
    child.on('close', (code) => done(code ?? 1));
    child.on('error', (error) => {
      chunks.push(Buffer.from(String(error)));
      done(1);
    });
  });
}
