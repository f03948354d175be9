/**
 * Runs after `next build` (`npm run build`): gives the framework's scripts, the ones every page
 * runs as it loads, V8's compile hint (scripts/support/compile-hints.ts). Compiling them lazily was
 * the largest single long task of the homepage on a slow phone: `npm run bench:phone` measured
 * the homepage's total blocking time at 157 ms without the hint and 46 ms with it, in one run
 * (issue 48, docs/architecture.md#cached-public-pages). Only these: the page's own scripts are
 * partly code that runs on a tap, which an eager compile would spend the phone's time on for
 * nothing. Prints what it marked.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rootMainFiles, withCompileHint } from './support/compile-hints';

const buildDir = path.resolve(__dirname, '..', '.next');
const files = rootMainFiles(JSON.parse(readFileSync(path.join(buildDir, 'build-manifest.json'), 'utf8')));
for (const file of files) {
  const full = path.join(buildDir, file);
  writeFileSync(full, withCompileHint(readFileSync(full, 'utf8')));
}
console.log(`Gave ${files.length} framework scripts V8's compile hint: ${files.map((file) => path.basename(file)).join(', ')}.`);
