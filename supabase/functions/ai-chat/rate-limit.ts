/**
 * Sliding-window limits per chat session, per client address and per signed-in user, kept in the
 * function's memory. On hosted Supabase each worker keeps its own window, so the effective limit
 * is per worker; that still stops a single client hammering Emma, which is the point.
 * The session id is chosen by the client, so it only spares an honest visitor's neighbours; the
 * address (set by the gateway, never by the client) and the user (from a verified token) are what
 * an abuser cannot rotate.
 */
export type RateLimits = { perSession: number; perAddress: number; perUser: number; windowMs: number };

export const DEFAULT_RATE_LIMITS: RateLimits = { perSession: 10, perAddress: 30, perUser: 30, windowMs: 60_000 };

export function rateLimitsFromEnv(env: { get(name: string): string | undefined }): RateLimits {
  const read = (name: string, fallback: number) => {
    const value = Number(env.get(name));
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  return {
    perSession: read('EMMA_RATE_LIMIT_PER_SESSION', DEFAULT_RATE_LIMITS.perSession),
    perAddress: read('EMMA_RATE_LIMIT_PER_ADDRESS', DEFAULT_RATE_LIMITS.perAddress),
    perUser: read('EMMA_RATE_LIMIT_PER_USER', DEFAULT_RATE_LIMITS.perUser),
    windowMs: read('EMMA_RATE_LIMIT_WINDOW_SECONDS', DEFAULT_RATE_LIMITS.windowMs / 1000) * 1000,
  };
}

export type RateScope = 'session' | 'address' | 'user';

export type RateDecision = { allowed: true } | { allowed: false; scope: RateScope; retryAfterSeconds: number };

/** Who is asking: the session always; the address and the user when known (null: not counted). */
export type Caller = { session: string; address: string | null; user: string | null };

export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts the request only when every window has room, so refused requests cost nothing. */
  check(caller: Caller, limits: RateLimits): RateDecision {
    const now = this.now();
    const windows: Array<[RateScope, string | null, number]> = [
      ['session', caller.session, limits.perSession],
      ['address', caller.address, limits.perAddress],
      ['user', caller.user, limits.perUser],
    ];
    const counted = windows
      .filter((w): w is [RateScope, string, number] => w[1] !== null)
      .map(([scope, key, limit]) => ({ scope, key: `${scope}:${key}`, limit, times: this.recent(`${scope}:${key}`, now, limits.windowMs) }));
    const full = counted.find((w) => w.times.length >= w.limit);
    if (full) return this.refuse(full.scope, full.times, now, limits.windowMs);
    for (const w of counted) {
      w.times.push(now);
      this.hits.set(w.key, w.times);
    }
    if (this.hits.size > 10_000) this.prune(now, limits.windowMs);
    return { allowed: true };
  }

  private recent(key: string, now: number, windowMs: number): number[] {
    return (this.hits.get(key) ?? []).filter((time) => now - time < windowMs);
  }

  private refuse(scope: RateScope, times: number[], now: number, windowMs: number): RateDecision {
    const oldest = times[0] ?? now;
    return { allowed: false, scope, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
  }

  private prune(now: number, windowMs: number): void {
    for (const [key, times] of this.hits) if (times.every((time) => now - time >= windowMs)) this.hits.delete(key);
  }
}

/**
 * The caller's address as the Supabase gateway reports it: `X-Real-IP`, which the gateway sets from
 * the connection (the local server in packages/supabase-local does the same). Never X-Forwarded-For
 * or CF-Connecting-IP, which a client can send itself. Null when absent: then no address window is counted, rather than one
 * window shared by every visitor (one of them would get all the others refused).
 */
export function clientAddress(headers: Headers): string | null {
  const value = headers.get('x-real-ip')?.trim();
  return value && value.length <= 64 && /^[0-9a-fA-F:.]+$/.test(value) ? value.toLowerCase() : null;
}
