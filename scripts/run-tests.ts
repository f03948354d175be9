/**
 * `npm test`: every step in turn (scripts/test-phases/phases.ts), the phases of a step side by
 * side, stopping after the first step with a failure, then the time each phase took. A step of
 * one phase streams its output as it comes; side-by-side phases print theirs whole when each ends,
 * so lines never interleave.
 */
import { spawn } from 'node:child_process';
import { formatPhaseTable, type Phase, type PhaseOutcome, TEST_STEPS } from './test-phases/phases';

function runPhase({ script, env = {} }: Phase, stream: boolean): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
    child.on('error', (error) => resolve({ code: 1, output: String(error) }));
  });
}

async function main(): Promise<number> {
  const started = performance.now();
  const outcomes: PhaseOutcome[] = [];
  let failed = false;
  for (const step of TEST_STEPS) {
    if (failed) {
      outcomes.push(...step.map(({ name }) => ({ name, skipped: true as const })));
      continue;
    }
    const stream = step.length === 1;
    const results = await Promise.all(
      step.map(async (phase) => {
        const phaseStarted = performance.now();
        const { code, output } = await runPhase(phase, stream);
        if (!stream) process.stdout.write(`\n▶ ${phase.name} (npm run ${phase.script})\n${output}`);
        return { name: phase.name, seconds: (performance.now() - phaseStarted) / 1000, ok: code === 0 };
      }),
    );
    outcomes.push(...results);
    failed = results.some((result) => !result.ok);
  }
  console.log(`\n${formatPhaseTable(outcomes, (performance.now() - started) / 1000)}`);
  return failed ? 1 : 0;
}

main().then((code) => process.exit(code));
