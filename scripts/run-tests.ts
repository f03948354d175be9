/**
 * `npm test`: every phase in turn (scripts/test-phases/phases.ts), stopping at the first failure,
 * then the time each took. Output streams as it comes, so a long phase shows its progress.
 */
import { spawn } from 'node:child_process';
import { formatPhaseTable, type PhaseOutcome, TEST_PHASES } from './test-phases/phases';

function runScript(script: string, env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

async function main(): Promise<number> {
  const outcomes: PhaseOutcome[] = [];
  let failed = false;
  for (const phase of TEST_PHASES) {
    if (failed) {
      outcomes.push({ name: phase.name, skipped: true });
      continue;
    }
    const started = performance.now();
    const code = await runScript(phase.script, phase.env);
    outcomes.push({ name: phase.name, seconds: (performance.now() - started) / 1000, ok: code === 0 });
    failed = code !== 0;
  }
  console.log(`\n${formatPhaseTable(outcomes)}`);
  return failed ? 1 : 0;
}

main().then((code) => process.exit(code));
