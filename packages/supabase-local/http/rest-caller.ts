import { bearerToken, isOpaqueApiKey, verifyAccessToken } from '../auth/access-token';

/** The slice of lite's Hono context this middleware uses. */
interface LiteContext {
  req: { url: string; raw: Request };
  set(key: 'userId' | 'sessionId', value: string): void;
}

/**
 * lite runs GoTrue's session middleware on every route, so each REST request read `auth.users`
 * and `auth.sessions` by id, two round trips whose answers its REST route never uses: that route
 * verifies the bearer itself and takes the caller from the token, as PostgREST does (hosted
 * PostgREST reads no session either). GoTrue's middleware skips its reads when the caller is
 * already known, so for a REST request whose access token verifies, the caller is set here from
 * that token: exactly the user and session the REST route then sets again. Anything else (no
 * bearer, an API key, a token that fails) is left to lite unchanged. verifyAccessToken remembers
 * the tokens it verified, so this costs a lookup, not a second HMAC (`npm run bench:backend`).
 *
 * Not done here: telling lite's REST route the bearer is already handled (`ignoreAuthorization`
 * with the claims as `jwt`) to spare its own verification too. Tried, it broke concurrent callers
 * (supabase/tests/sos/dispatch.test.ts: three members' alarms raised at once all reached one
 * member's contacts) for a reason inside lite we did not find, so lite keeps deciding the caller.
 */
export function restCallerFromToken(jwtSecret: string) {
  const secret = new TextEncoder().encode(jwtSecret);
  return async (context: LiteContext, next: () => Promise<void>): Promise<void> => {
    if (new URL(context.req.url).pathname.startsWith('/rest/v1/')) {
      const token = bearerToken(context.req.raw);
      if (token && !isOpaqueApiKey(token)) {
        const check = await verifyAccessToken(token, secret);
        const { sub, session_id: sessionId } = check.ok ? check.claims : {};
        if (typeof sub === 'string' && typeof sessionId === 'string') {
          context.set('userId', sub);
          context.set('sessionId', sessionId);
        }
      }
    }
    await next();
  };
}
