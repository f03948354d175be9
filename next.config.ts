import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { loadServerEnv } from './lib/env';

// Fail fast: a missing or malformed variable stops `next dev`, `next build` and `next start`
// with a message that names it, instead of a confusing error on the first request.
loadServerEnv();

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
];

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default withNextIntl(nextConfig);
