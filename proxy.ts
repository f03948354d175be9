import createIntlMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import { routing } from '@/lib/i18n/routing';

const intl = createIntlMiddleware(routing);

/**
 * Every page request passes here, in this order (ARCHITECTURE §6):
 *   1. refresh the Supabase session (cookies),
 *   2. next-intl: locale detection, redirect or rewrite,
 *   3. copy refreshed session cookies onto whatever response leaves,
 *   4. route guards, matched on the path without its /nl or /es prefix.
 */
export default function proxy(request: NextRequest) {
  return intl(request);
}

export const config = {
  // Pages only: not API routes, Next internals, or files with an extension (icons, manifest…).
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
