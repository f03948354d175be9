/**
 * Sliding-window limits per chat session and per client address, kept in the function's memory.
 * On hosted Supabase each worker keeps its own window, so the effective limit is per worker; that
 * still stops a single client hammering Emma, which is the point.
 */
export type RateLimits = { perSession: number; perAddress: number; windowMs: number };

export const DEFAULT_RATE_LIMITS: RateLimits = { perSession: 10, perAddress: 30, windowMs: 60_000 };

export function rateLimitsFromEnv(env: { get(name: string): string | undefined }): RateLimits {
  const read = (name: string, fallback: number) => {
    const value = Number(env.get(name));
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  return {
    perSession: read('EMMA_RATE_LIMIT_PER_SESSION', DEFAULT_RATE_LIMITS.perSession),
    perAddress: read('EMMA_RATE_LIMIT_PER_ADDRESS', DEFAULT_RATE_LIMITS.perAddress),
    windowMs: read('EMMA_RATE_LIMIT_WINDOW_SECONDS', DEFAULT_RATE_LIMITS.windowMs / 1000) * 1000,
  };
}

export type RateDecision = { allowed: true } | { allowed: false; scope: 'session' | 'address'; retryAfterSeconds: number };

export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts the request only when both windows have room, so refused requests cost nothing. */
  check(sessionKey: string, addressKey: string, limits: RateLimits): RateDecision {
    const now = this.now();
    const session = this.recent(`session:${sessionKey}`, now, limits.windowMs);
    const address = this.recent(`address:${addressKey}`, now, limits.windowMs);
    if (session.length >= limits.perSession) return this.refuse('session', session, now, limits.windowMs);
    if (address.length >= limits.perAddress) return this.refuse('address', address, now, limits.windowMs);
    session.push(now);
    address.push(now);
    this.hits.set(`session:${sessionKey}`, session);
    this.hits.set(`address:${addressKey}`, address);
    if (this.hits.size > 10_000) this.prune(now, limits.windowMs);
    return { allowed: true };
  }

  private recent(key: string, now: number, windowMs: number): number[] {
    return (this.hits.get(key) ?? []).filter((time) => now - time < windowMs);
  }

  private refuse(scope: 'session' | 'address', times: number[], now: number, windowMs: number): RateDecision {
    const oldest = times[0] ?? now;
    return { allowed: false, scope, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
  }

  private prune(now: number, windowMs: number): void {
    for (const [key, times] of this.hits) if (times.every((time) => now - time >= windowMs)) this.hits.delete(key);
  }
}

/** The caller's address as the platform's proxy reports it; 'unknown' shares one bucket. */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return headers.get('cf-connecting-ip')?.trim() || headers.get('x-real-ip')?.trim() || forwarded || 'unknown';
}
