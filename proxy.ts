import createIntlMiddleware from 'next-intl/middleware';
import { type NextRequest, NextResponse } from 'next/server';
import { guardRedirect } from '@/lib/auth/guards';
import { REQUESTED_PATH_HEADER } from '@/lib/auth/requested-path';
import { routing, stripLocalePrefix } from '@/lib/i18n/routing';
import { guardFor, isCachedPage } from '@/lib/routes';
import { createScriptNonce, pagePolicyOptions, perRequestPagePolicy } from '@/lib/security/page-content-security-policy';
import { refuseMalformedServerActionBody, refuseServerActionRequest } from '@/lib/security/server-action-request';
import { refreshSession } from '@/lib/supabase/proxy';

const intl = createIntlMiddleware(routing);
const policyOptions = pagePolicyOptions();

/**
 * Every page request passes here, in this order (docs/architecture.md#known-traps):
 *   1. refresh the Supabase session (cookies),
 *   2. next-intl: locale detection, redirect or rewrite,
 *   3. copy refreshed session cookies onto whatever response leaves,
 *   4. route guards, matched on the path without its /nl or /es prefix.
 * A page rendered per request gets a fresh script nonce: set on the request, where Next reads it
 * to mark its own scripts, and in the response's Content-Security-Policy. Cached pages carry their
 * own policy, with their scripts' hashes (decision 0014); a second one here would block them.
 * Guards here are a convenience (an early redirect); the group layouts check again and RLS is
 * the real wall.
 */
export default async function proxy(request: NextRequest) {
  // A cross-origin, oversized or malformed server action would make Next throw (500): refuse it plainly.
  const refused = refuseServerActionRequest(request.method, request.headers) ?? (await refuseMalformedServerActionBody(request));
  if (refused) return NextResponse.json({ error: refused.error }, { status: refused.status });
  const session = await refreshSession(request);
  const { pathname, search } = request.nextUrl;
  const barePath = stripLocalePrefix(pathname);
  // `next dev` renders every page on demand, cached ones included.
  const policy = isCachedPage(barePath) && !policyOptions.development ? null : perRequestPagePolicy(createScriptNonce(), policyOptions);
  // next-intl forwards the request's headers to the page it rewrites to.
  if (policy) request.headers.set('Content-Security-Policy', policy);
  // Where the visitor was going, for a server check that sends them to a step first (the second
  // factor) and back. Always overwritten, so a client cannot choose it.
  request.headers.set(REQUESTED_PATH_HEADER, `${pathname}${search}`);
  const response = withPolicy(intl(request), policy);

  // next-intl is normalising the URL (e.g. /en/x → /x): guards run on the request that follows.
  if (response.headers.has('location')) return session.applyTo(response);

  const kind = guardFor(barePath);
  if (kind) {
    // The role only where it decides something: admin routes, and /auth, which sends a signed-in
    // admin on to the admin area (lib/auth/landing.ts).
    const role = kind !== 'signed-in' && session.userId ? await session.getRole() : null;
    const target = guardRedirect({ pathname, search, signedIn: session.userId !== null, role, assuranceLevel: session.assuranceLevel });
    if (target) return session.applyTo(withPolicy(NextResponse.redirect(new URL(target, request.url)), policy));
  }
  // Guarded pages depend on who asks: never stored by the browser or a shared cache, so they
  // cannot be shown again from the cache after sign-out.
  if (kind && kind !== 'guest') response.headers.set('Cache-Control', 'private, no-store');
  return session.applyTo(response);
}

function withPolicy<R extends NextResponse>(response: R, policy: string | null): R {
  if (policy) response.headers.set('Content-Security-Policy', policy);
  return response;
}

export const config = {
  // Pages only: not API routes, Next internals, files with an extension (icons, manifest…), or the
  // SOS shell the service worker keeps (app/sos-shell/[locale]/route.ts), whose policy is its own.
  matcher: ['/((?!api|_next|_vercel|sos-shell/|.*\\..*).*)'],
};
