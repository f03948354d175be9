/**
 * `tsx scripts/run-parallel.ts lint typecheck "db:types -- --check"`: runs npm scripts side by
 * side and fails when any of them fails. `npm test` uses it for the static checks, which each
 * keep one core busy: on a 2-core CI machine, one after the other they took 1 min 50 s of
 * `.ci/run`'s 30-minute budget. Each script's output is printed whole when it ends, so lines never
 * interleave.
 */
import { spawn } from 'node:child_process';

type Outcome = { script: string; code: number; output: string; seconds: number };

function runScript(script: string): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(`npm run ${script}`, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' } });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = (code: number) => resolve({ script, code, output: Buffer.concat(chunks).toString(), seconds: (Date.now() - started) / 1000 });
    child.on('close', (code) => done(code ?? 1));
    child.on('error', (error) => {
      chunks.push(Buffer.from(String(error)));
      done(1);
    });
  });
}

async function main(): Promise<number> {
  const scripts = process.argv.slice(2);
  if (scripts.length === 0) {
    console.error('usage: tsx scripts/run-parallel.ts <npm script> [<npm script> …]');
    return 2;
  }
  const outcomes = await Promise.all(
    scripts.map((script) =>
      runScript(script).then((outcome) => {
        process.stdout.write(outcome.output);
        console.log(`${outcome.code === 0 ? '✓' : '✗'} npm run ${outcome.script} (${outcome.seconds.toFixed(0)} s)`);
        return outcome;
      }),
    ),
  );
  return outcomes.every((outcome) => outcome.code === 0) ? 0 : 1;
}

main().then((code) => process.exit(code));
