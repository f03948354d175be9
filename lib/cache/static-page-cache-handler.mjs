/**
 * Next's cache handler (next.config.ts `cacheHandler`): Next's own file-system cache, which also
 * stamps every page it stores with the Content-Security-Policy that page needs.
 *
 * Cached pages cannot use a per-request nonce, so their policy lists the SHA-256 hashes of their
 * own inline scripts (decision 0014). scripts/stamp-static-csp.ts stamps the pages the build
 * prerenders; but a page cached later (rendered on its first visit, or again after a catalogue or
 * site-content change revalidated its tag) has new inline scripts (its server-component payload
 * carries the new data), and the build's hashes would block them. Every page Next stores passes
 * through `set`, so the policy is computed here from the HTML being stored. Next keeps the headers
 * with the entry and sends them with every cached response, and with the response that caused the
 * render: that response is built from this same entry object after `set` returns.
 *
 * Plain JavaScript: Next imports this file at run time and during the build, with no TypeScript
 * loader in between.
 */
import { createRequire } from 'node:module';
import { contentSecurityPolicy, pagePolicyOptions } from '../security/content-security-policy.mjs';
import { inlineScriptHashes } from '../security/inline-script-hashes.mjs';

const require = createRequire(import.meta.url);
// The handler Next uses when none is configured; extending it keeps its disk layout, memory cache
// and tag handling exactly as they are.
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;

const POLICY_HEADER = 'content-security-policy';

/** The headers a cached page is stored with: its own, plus the policy its HTML needs. */
export function withStaticPagePolicy(headers, html, env = process.env) {
  const policy = contentSecurityPolicy({ ...pagePolicyOptions(env), development: false }, { hashes: inlineScriptHashes(html) });
  return { ...headers, [POLICY_HEADER]: policy };
}

export default class StaticPageCacheHandler extends FileSystemCache {
  async set(key, data, ctx) {
    // Pages only: fetch and route-handler entries have no inline scripts. A partial (postponed)
    // page's HTML is not what is served, so it is never given hashes for it.
    if (data?.kind === 'APP_PAGE' && typeof data.html === 'string' && !data.postponed) {
      data.headers = withStaticPagePolicy(data.headers, data.html);
    }
    return super.set(key, data, ctx);
  }
}
