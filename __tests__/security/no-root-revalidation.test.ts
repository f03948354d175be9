/** @jest-environment node */
/**
 * Prerendered public pages carry a Content-Security-Policy stamped after the build (decision
 * 0014). Revalidating the root layout makes Next regenerate them at runtime without it, so a
 * page's scripts would run with no policy at all. No server code may do that.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

it('never revalidates the root layout or every path', () => {
  const offenders = ['app', 'lib', 'components']
    .flatMap((dir) => sources(path.join(ROOT, dir)))
    .filter((file) => /revalidatePath\(\s*['"]\/['"]\s*,\s*['"]layout['"]\s*\)/.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(ROOT, file));
  expect(offenders).toEqual([]);
});
