import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../../..');

/**
 * Runs a scenarios script (tests/support/*-scenarios.ts) with tsx in a process of its own and
 * returns what it printed as JSON: PGlite loads its WebAssembly with a dynamic import, which
 * Jest's module system refuses, so code that needs a real PGlite is exercised there and its
 * outcomes asserted in Jest.
 */
export function runScenarios(script: string): Record<string, unknown> {
  const output = execFileSync(path.join(root, 'node_modules/.bin/tsx'), [path.join(__dirname, script)], { cwd: root, encoding: 'utf8', timeout: 60_000 });
  return JSON.parse(output) as Record<string, unknown>;
}
