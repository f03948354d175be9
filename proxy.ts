import createIntlMiddleware from 'next-intl/middleware';
import { type NextRequest, NextResponse } from 'next/server';
import { guardRedirect } from '@/lib/auth/guards';
import { routing, stripLocalePrefix } from '@/lib/i18n/routing';
import { guardFor } from '@/lib/routes';
import { refuseMalformedServerActionBody, refuseServerActionRequest } from '@/lib/security/server-action-request';
import { refreshSession } from '@/lib/supabase/proxy';

const intl = createIntlMiddleware(routing);

/**
 * Every page request passes here, in this order (docs/architecture.md#known-traps):
 *   1. refresh the Supabase session (cookies),
 *   2. next-intl: locale detection, redirect or rewrite,
 *   3. copy refreshed session cookies onto whatever response leaves,
 *   4. route guards, matched on the path without its /nl or /es prefix.
 * Guards here are a convenience (an early redirect); the group layouts check again and RLS is
 * the real wall.
 */
export default async function proxy(request: NextRequest) {
  // A cross-origin, oversized or malformed server action would make Next throw (500): refuse it plainly.
  const refused = refuseServerActionRequest(request.method, request.headers) ?? (await refuseMalformedServerActionBody(request));
  if (refused) return NextResponse.json({ error: refused.error }, { status: refused.status });
  const session = await refreshSession(request);
  const response = intl(request);

  // next-intl is normalising the URL (e.g. /en/x → /x): guards run on the request that follows.
  if (response.headers.has('location')) return session.applyTo(response);

  const { pathname, search } = request.nextUrl;
  const kind = guardFor(stripLocalePrefix(pathname));
  if (kind) {
    const role = kind === 'admin' && session.userId ? await session.getRole() : null;
    const target = guardRedirect({ pathname, search, signedIn: session.userId !== null, role });
    if (target) return session.applyTo(NextResponse.redirect(new URL(target, request.url)));
  }
  // Guarded pages depend on who asks: never stored by the browser or a shared cache, so they
  // cannot be shown again from the cache after sign-out.
  if (kind && kind !== 'guest') response.headers.set('Cache-Control', 'private, no-store');
  return session.applyTo(response);
}

export const config = {
  // Pages only: not API routes, Next internals, or files with an extension (icons, manifest…).
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
