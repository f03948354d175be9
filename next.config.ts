import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { loadServerEnv } from './lib/env';
import { securityHeaders } from './lib/security-headers';

// Fail fast: a missing or malformed variable stops `next dev`, `next build` and `next start`
// with a message that names it, instead of a confusing error on the first request.
const env = loadServerEnv();

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

// Computed when Next loads this file (build, start, dev): the Supabase URL is fixed by then,
// exactly as it is inlined into the browser bundle.
const headersForEveryResponse = securityHeaders({
  supabaseUrl: env.NEXT_PUBLIC_SUPABASE_URL,
  siteUrl: env.NEXT_PUBLIC_SITE_URL,
  development: process.env.NODE_ENV === 'development',
});

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  async headers() {
    return [{ source: '/:path*', headers: headersForEveryResponse }];
  },
};

export default withNextIntl(nextConfig);
