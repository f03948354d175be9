/**
 * GoTrue's request limiters, reproduced: tollbooth v5 keeps one `golang.org/x/time/rate` token
 * bucket per key in a go-cache with a TTL. A new bucket starts full (`burst` tokens), refills at
 * `ratePerSecond` up to `burst`, and a request takes one token; a refused request changes nothing.
 * The cache entry expires `ttlMs` after it was created (go-cache does not extend it on use), and
 * the next request then starts a fresh, full bucket.
 */
export interface TokenBucketSpec {
  ratePerSecond: number;
  burst: number;
  ttlMs: number;
}

interface Bucket {
  tokens: number;
  /** When tokens were last taken (x/time/rate's `last`). */
  last: number;
  expiresAt: number;
}

export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();

  /** `maxKeys`: the oldest bucket is forgotten first, so memory stays bounded under a flood of addresses. */
  constructor(private readonly maxKeys = 50_000) {}

  /** Takes one token from `key`'s bucket; false (nothing taken) when it holds less than one. */
  allow(key: string, spec: TokenBucketSpec, now: number): boolean {
    let bucket = this.buckets.get(key);
    if (!bucket || now > bucket.expiresAt) {
      bucket = { tokens: spec.burst, last: now, expiresAt: now + spec.ttlMs };
      this.buckets.delete(key);
      this.buckets.set(key, bucket);
      if (this.buckets.size > this.maxKeys) this.buckets.delete(this.buckets.keys().next().value as string);
    }
    const elapsedSeconds = Math.max(0, now - bucket.last) / 1000;
    const tokens = Math.min(spec.burst, bucket.tokens + elapsedSeconds * spec.ratePerSecond);
    if (tokens < 1) return false;
    bucket.tokens = tokens - 1;
    bucket.last = now;
    return true;
  }
}
