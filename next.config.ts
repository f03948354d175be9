import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { loadServerEnv } from './lib/env';
import { nonPageContentSecurityPolicy, securityHeaders } from './lib/security-headers';

// Fail fast: a missing or malformed variable stops `next dev`, `next build` and `next start`
// with a message that names it, instead of a confusing error on the first request.
const env = loadServerEnv();

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

// Computed when Next loads this file (build, start, dev): the Supabase URL is fixed by then,
// exactly as it is inlined into the browser bundle.
const policyOptions = {
  supabaseUrl: env.NEXT_PUBLIC_SUPABASE_URL,
  siteUrl: env.NEXT_PUBLIC_SITE_URL,
  development: process.env.NODE_ENV === 'development',
};

// What the proxy never sees (its matcher in proxy.ts): API routes, Next's files and files with an
// extension. Pages get their Content-Security-Policy from the proxy or their prerendered headers;
// a second policy here would be enforced as well and block their inline scripts (decision 0014).
const NON_PAGE_SOURCES = ['/api/:path*', '/_next/:path*', '/_vercel/:path*', '/:file((?:.*/)?[^/]*\\.[^/]*)'];

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Next hashes every cached page's whole HTML (about 150 kB) in JavaScript on every request to
  // make its ETag: 6 % of a cached page's CPU under load (issue 48's profile). Pages are not
  // stored by browsers (s-maxage only), and in production the CDN in front keys and validates them.
  generateEtags: false,
  // `npm test` runs `tsc --noEmit` before it builds, so it asks the build not to check the types a
  // second time (about 45 s of a 2-core CI machine's 30-minute budget). Every other build checks them.
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_TYPES_CHECKED === '1' },
  // Next's file-system cache, which also stamps each page it stores with its script hashes
  // (decision 0014): the cached public pages render again after a catalogue or content change.
  cacheHandler: path.join(__dirname, 'lib/cache/static-page-cache-handler.mjs'),
  experimental: {
    // Pages rendered while the app runs are cached in memory, not written into .next: they were read
    // from the database this server talks to, and the next start may talk to another one.
    isrFlushToDisk: false,
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders() },
      ...NON_PAGE_SOURCES.map((source) => ({ source, headers: nonPageContentSecurityPolicy(policyOptions) })),
    ];
  },
};

export default withNextIntl(nextConfig);
