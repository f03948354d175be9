import { createServerClient } from '@supabase/ssr';
import type { NextRequest, NextResponse } from 'next/server';
import type { Database } from '@/lib/database.types';
import type { Role } from '@/lib/auth/role';
import { lookupRole } from '@/lib/auth/role-lookup';
import { supabasePublishableKey, supabaseUrl } from './config';

type CookieToSet = { name: string; value: string; options: Parameters<NextResponse['cookies']['set']>[2] };

export type SessionRefresh = {
  /** The signed-in user's id, or null for an anonymous visitor. */
  userId: string | null;
  /** The verified token's `aal` claim ('aal1' | 'aal2'), or null for an anonymous visitor. */
  assuranceLevel: string | null;
  /** The visitor's role from profiles under RLS (docs/product.md#states rules); only looked up when asked. */
  getRole(): Promise<Role | null>;
  /** Copies refreshed session cookies (and their no-cache headers) onto the outgoing response. */
  applyTo<R extends NextResponse>(response: R): R;
};

/**
 * Step 1 of the proxy: validate the session and refresh it when its token is about to expire.
 * Refreshed cookies are written onto the request, so pages rendered for it see them, and kept to
 * be copied onto whatever response leaves the proxy (a rewrite, a redirect…). Forgetting that
 * copy logs people out at random (docs/architecture.md#known-traps).
 */
export async function refreshSession(request: NextRequest): Promise<SessionRefresh> {
  // Most page requests are anonymous visitors with no auth cookie: nothing to verify or refresh,
  // so no client is built (it costs more than serving a cached page).
  if (!hasAuthCookie(request)) return ANONYMOUS;
  const pending: CookieToSet[] = [];
  let pendingHeaders: Record<string, string> = {};

  const supabase = createServerClient<Database>(supabaseUrl(), supabasePublishableKey(), {
    cookies: {
      getAll() {
        return request.cookies.getAll();
      },
      setAll(cookiesToSet, headers) {
        for (const { name, value } of cookiesToSet) request.cookies.set(name, value);
        pending.push(...cookiesToSet);
        // Cache-Control: private, no-store — a response that sets auth cookies is never cached.
        pendingHeaders = headers ?? {};
      },
    },
  });

  // getClaims() verifies the token (refreshing it first when needed); getSession() would trust
  // the cookie blindly. A backend outage leaves the visitor anonymous rather than failing the page.
  let userId: string | null = null;
  let assuranceLevel: string | null = null;
  try {
    const { data } = await supabase.auth.getClaims();
    userId = typeof data?.claims?.sub === 'string' ? data.claims.sub : null;
    assuranceLevel = userId && typeof data?.claims?.aal === 'string' ? data.claims.aal : null;
  } catch (error) {
    console.warn('Session check failed in proxy', error);
  }

  return {
    userId,
    assuranceLevel,
    getRole() {
      return lookupRole(supabase, userId);
    },
    applyTo(response) {
      for (const { name, value, options } of pending) response.cookies.set(name, value, options);
      for (const [key, value] of Object.entries(pendingHeaders)) response.headers.set(key, value);
      return response;
    },
  };
}

/** supabase-js keeps the session in `sb-<project>-auth-token` cookies (split into .0, .1… when long). */
function hasAuthCookie(request: NextRequest): boolean {
  return request.cookies.getAll().some(({ name }) => name.startsWith('sb-') && name.includes('-auth-token'));
}

const ANONYMOUS: SessionRefresh = {
  userId: null,
  assuranceLevel: null,
  getRole: async () => null,
  applyTo: (response) => response,
};
