/**
 * Runs after `next build` (`npm run build`): gives every prerendered page a Content-Security-Policy
 * that lists the SHA-256 hashes of its own inline scripts (decision 0014), so prerendered pages
 * need no 'unsafe-inline' and no per-request nonce and stay static.
 *
 * Next keeps a prerendered page's response headers beside its HTML (`<page>.meta`) and sends them
 * with every cached response, so the policy is written there. The proxy sends no policy for these
 * pages; it nonces every other page.
 *
 * Pages cached on their first visit are stamped when Next caches them, by its cache handler
 * (lib/cache/static-page-cache-handler.mjs). This script also fails the build when lib/routes.ts and
 * the build disagree about which pages are cached (at build or on first visit), or when a
 * prerendered page revalidates on a timer: either way a page would be served with the wrong policy
 * (its scripts blocked, or no policy at all).
 *
 * Prints, per page, how many inline scripts it has and the policy's size in bytes.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadEnvConfig } from '@next/env';
import { cachedRoutes } from '../lib/routes';
import { inlineScriptHashes } from '../lib/security/inline-script-hashes.mjs';
import { firstVisitMismatches, prerenderMismatches } from '../lib/security/prerender-mismatches';
import { pagePolicyOptions, prerenderedPagePolicy } from '../lib/security/page-content-security-policy';

type PrerenderManifest = {
  routes: Record<string, { initialRevalidateSeconds?: number | false; srcRoute?: string | null }>;
  dynamicRoutes: Record<string, { routeType?: string }>;
};
type PageMeta = { headers?: Record<string, string | string[]> } & Record<string, unknown>;

const root = path.resolve(__dirname, '..');
loadEnvConfig(root, false);
const appDir = path.join(root, '.next', 'server', 'app');
const manifest = JSON.parse(readFileSync(path.join(root, '.next', 'prerender-manifest.json'), 'utf8')) as PrerenderManifest;
const options = { ...pagePolicyOptions(), development: false };

const problems: string[] = [];
const stamped: { route: string; scripts: number; bytes: number }[] = [];

for (const [route, entry] of Object.entries(manifest.routes)) {
  const base = path.join(appDir, route === '/' ? 'index' : route);
  // Route handlers and metadata routes (robots.txt, the manifest…) have no HTML and no scripts.
  if (!existsSync(`${base}.html`) || !existsSync(`${base}.meta`)) continue;
  if (typeof entry.initialRevalidateSeconds === 'number') {
    problems.push(`${route} revalidates every ${entry.initialRevalidateSeconds}s: its new HTML would not match the hashes stamped now.`);
  }
  const hashes = inlineScriptHashes(readFileSync(`${base}.html`, 'utf8'));
  const policy = prerenderedPagePolicy(hashes, options);
  const meta = JSON.parse(readFileSync(`${base}.meta`, 'utf8')) as PageMeta;
  meta.headers = { ...meta.headers, 'content-security-policy': policy };
  writeFileSync(`${base}.meta`, JSON.stringify(meta));
  stamped.push({ route, scripts: hashes.length, bytes: Buffer.byteLength(policy) });
}

// The proxy decides by lib/routes.ts; the build decides by the pages' code. They must agree.
problems.push(...prerenderMismatches(stamped.map(({ route }) => route), cachedRoutes.build));
const onDemand = Object.entries(manifest.dynamicRoutes)
  .filter(([, entry]) => entry.routeType === undefined || entry.routeType === 'page')
  .map(([route]) => route);
problems.push(...firstVisitMismatches(onDemand, cachedRoutes.firstVisit, cachedRoutes.build));

console.table(stamped);
if (problems.length > 0) {
  console.error(`Content-Security-Policy stamping failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`Stamped the Content-Security-Policy of ${stamped.length} prerendered pages.`);
