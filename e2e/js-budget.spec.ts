import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import { COMPILE_HINT, rootMainFiles } from '../scripts/support/compile-hints';
import { firstLoadJs, kB } from '../scripts/support/first-load-js';
import { appUrl } from './support/env';

/**
 * First-load JavaScript budgets of the public pages (gzip bytes of every script their HTML loads;
 * `npm run bench:lighthouse` prints the same figure). A size, not a time, so the check is stable.
 *
 * The budgets hold today's sizes with a little room, so any growth fails here and has to be a
 * decision. Of the homepage's 188 kB, about 139 kB are the framework itself (React DOM, Next's
 * router and runtime), below which no page can go; issue 23's goal of 120 kB is under that floor.
 * Radix Toast is not in it: the toast region loads with the first toast (components/ui/toast-provider.tsx).
 * /contact carries zod for its form's validation in the browser (about 89 kB with its locales).
 */
const KB = 1024;
const BUDGETS: Record<string, number> = {
  '/': 192 * KB,
  '/nl': 192 * KB,
  '/es': 192 * KB,
  '/devices/ice-sos-pendant': 181 * KB,
  '/regional-center/spain': 181 * KB,
  '/family-carer-access': 180 * KB,
  '/videos': 181 * KB,
  '/support': 180 * KB,
  '/privacy': 180 * KB,
  '/terms': 180 * KB,
  '/contact': 300 * KB,
};

for (const [path, budget] of Object.entries(BUDGETS)) {
  test(`first-load JS of ${path} stays within ${kB(budget)} gzip`, async () => {
    const js = await firstLoadJs(`${appUrl}${path}`);
    expect(js.chunks.length).toBeGreaterThan(0);
    const biggest = [...js.chunks].sort((a, b) => b.gzip - a.gzip).slice(0, 5);
    expect(js.gzip, `${kB(js.gzip)} in ${js.chunks.length} scripts; biggest: ${biggest.map((c) => `${c.src} ${kB(c.gzip)}`).join(', ')}`).toBeLessThanOrEqual(budget);
  });
}

test('the framework scripts every page runs as it loads carry V8’s compile hint (scripts/mark-eager-scripts.ts)', async () => {
  const manifest = JSON.parse(readFileSync(path.join(process.cwd(), '.next', 'build-manifest.json'), 'utf8')) as { rootMainFiles: string[] };
  const framework = rootMainFiles(manifest).map((file) => `/_next/${file}`);
  const html = await (await fetch(`${appUrl}/`)).text();
  const loaded = framework.filter((src) => html.includes(src));
  // The homepage loads them all: a build whose manifest names other files fails here.
  expect(loaded).toEqual(framework);
  for (const src of loaded) {
    const head = (await (await fetch(`${appUrl}${src}`)).text()).slice(0, COMPILE_HINT.length);
    expect(head, src).toBe(COMPILE_HINT);
  }
});
