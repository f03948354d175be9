import type { EmailOtpType } from '@supabase/supabase-js';
import { type NextRequest, NextResponse } from 'next/server';
import { z } from '@/lib/zod';
import { localePrefixOf } from '@/lib/auth/guards';
import { safeNextPath } from '@/lib/auth/safe-next-path';
import { createClient } from '@/lib/supabase/server';
import { routes } from '@/lib/routes';

const query = z.object({
  next: z.string().optional(),
  code: z.string().min(1).max(500).optional(),
  token_hash: z.string().min(1).max(500).optional(),
  type: z.enum(['magiclink', 'recovery', 'signup', 'invite', 'email', 'email_change']).optional(),
});

/**
 * Where e-mailed links land (magic link, recovery, confirmation): a PKCE `code` is exchanged for
 * a session, or a `token_hash` verified (the SSR e-mail template style). The session cookies are
 * written on this response; then the visitor goes on to the local `next` path, or back to /auth
 * in their language with a translated "link expired" message.
 */
export async function GET(request: NextRequest) {
  const parsed = query.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  const params = parsed.success ? parsed.data : {};
  const next = safeNextPath(params.next, routes.memberDashboard);

  let ok = false;
  if (parsed.success && (params.code || (params.token_hash && params.type))) {
    const supabase = await createClient();
    const { error } = params.code
      ? await supabase.auth.exchangeCodeForSession(params.code)
      : await supabase.auth.verifyOtp({ token_hash: params.token_hash as string, type: params.type as EmailOtpType });
    if (error) console.warn('E-mail link could not be verified', error.code ?? error.message);
    ok = !error;
  }

  const target = ok ? next : `${localePrefixOf(next)}/auth?error=link`;
  const response = NextResponse.redirect(new URL(target, request.nextUrl.origin));
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}
