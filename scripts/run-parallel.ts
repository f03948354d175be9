/**
 * `tsx scripts/run-parallel.ts lint typecheck "db:types -- --check"`: runs npm scripts side by
 * side and fails when any of them fails. `npm test` uses it for the static checks, which each
 * keep one core busy: on a 2-core CI machine, one after the other they took 1 min 50 s of
 * `.ci/run`'s 30-minute budget. Each script's output is printed whole when it ends, so lines never
 * interleave.
 */
import { runCollected } from './support/run-collected';

type Outcome = { script: string; code: number; output: string; seconds: number };

async function runScript(script: string): Promise<Outcome> {
  return { script, ...(await runCollected(`npm run ${script}`, [], { shell: true })) };
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
