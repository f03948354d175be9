/**
 * The signed-in user behind an Emma request, for the per-user limit (call 2 of docs/product.md#product-calls sends `userId` null,
 * so the body cannot say). supabase-js sends a signed-in person's access token as the bearer; the
 * project's auth server verifies it (GET /auth/v1/user), since ai-chat runs with verify_jwt off
 * for visitors and a token's claims alone could name anyone. Only tokens that claim to be a
 * user's are checked; an answer is kept for a minute (or until the token expires), so a
 * conversation costs one check, not one per message. Any failure means "a visitor": the address
 * limit still applies, and Emma never fails because auth is slow.
 */
type Env = { get(name: string): string | undefined };

const CACHE_MS = 60_000;
const MAX_CACHED = 1_000;
const TIMEOUT_MS = 2_000;

function claimsOf(token: string): { sub?: unknown; role?: unknown; exp?: unknown } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    return JSON.parse(atob(parts[1].replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown; role?: unknown; exp?: unknown };
  } catch {
    return null;
  }
}

export function createCallerUser(env: Env, fetchImpl: typeof fetch = fetch, now: () => number = Date.now) {
  const cache = new Map<string, { user: string | null; until: number }>();

  async function verify(token: string): Promise<string | null> {
    const url = env.get('SUPABASE_URL');
    const key = env.get('SUPABASE_SERVICE_ROLE_KEY');
    if (!url || !key) return null;
    try {
      const response = await fetchImpl(`${url.replace(/\/+$/, '')}/auth/v1/user`, {
        headers: { apikey: key, Authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) return null;
      const user = (await response.json()) as { id?: unknown };
      return typeof user.id === 'string' ? user.id : null;
    } catch {
      return null;
    }
  }

  /** The verified user id, or null for a visitor (no token, the publishable key, a bad token). */
  return async function callerUser(request: Request): Promise<string | null> {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
    const claims = token ? claimsOf(token) : null;
    if (!token || claims?.role !== 'authenticated' || typeof claims.sub !== 'string') return null;
    const at = now();
    const hit = cache.get(token);
    if (hit && hit.until > at) return hit.user;
    const user = await verify(token);
    const expires = typeof claims.exp === 'number' ? claims.exp * 1000 : at + CACHE_MS;
    if (cache.size >= MAX_CACHED) for (const [key, entry] of cache) if (entry.until <= at || cache.size >= MAX_CACHED) cache.delete(key);
    cache.set(token, { user, until: Math.min(at + CACHE_MS, expires) });
    return user;
  };
}
