import { errorResponse } from '../http/errors';

/**
 * Hosted Supabase Auth's rate limits (`[auth.rate_limit]` in config.toml, the Supabase CLI's
 * names and defaults): requests per client address in a 5-minute window for sign-in/sign-up,
 * token refresh and verification; anonymous sign-ins per address per hour; e-mails and SMS sent
 * per hour for the whole project. Counted in memory, as GoTrue does per instance. A refused request never reaches lite, so nothing is written.
 */
export interface AuthRateLimits {
  /** Sign-ins and sign-ups (password, OTP, magic link, PKCE exchange) per address per 5 minutes. */
  sign_in_sign_ups: number;
  /** Refresh-token grants per address per 5 minutes. */
  token_refresh: number;
  /** OTP, link and second-factor (TOTP) code checks per address per 5 minutes. */
  token_verifications: number;
  /** E-mails sent per hour, for the whole project. */
  email_sent: number;
  /** SMS sent per hour, for the whole project. */
  sms_sent: number;
  /** Anonymous sign-ins per address per hour (they count nowhere else, as in GoTrue). */
  anonymous_users: number;
}

export type AuthRateBucket = keyof AuthRateLimits;

/** The Supabase CLI's defaults (its config.toml template). */
export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  sign_in_sign_ups: 30,
  token_refresh: 150,
  token_verifications: 30,
  email_sent: 2,
  sms_sent: 30,
  anonymous_users: 30,
};

const FIVE_MINUTES_MS = 5 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

const WINDOW_MS: Record<AuthRateBucket, number> = {
  sign_in_sign_ups: FIVE_MINUTES_MS,
  token_refresh: FIVE_MINUTES_MS,
  token_verifications: FIVE_MINUTES_MS,
  email_sent: HOUR_MS,
  sms_sent: HOUR_MS,
  anonymous_users: HOUR_MS,
};

/** Buckets counted for the whole project rather than per address. */
const PROJECT_WIDE: ReadonlySet<AuthRateBucket> = new Set(['email_sent', 'sms_sent']);

/** Keys kept at most; the oldest address is forgotten first, so memory stays bounded under a flood. */
const MAX_KEYS = 50_000;

/**
 * A sliding window per bucket and address: at most `limit` requests within the window. `scale`
 * multiplies every limit (SUPABASE_LOCAL_AUTH_RATE_LIMIT_SCALE): test suites that sign in hundreds
 * of times from one address raise it; one test keeps 1 and proves the production values.
 */
export class AuthRateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limits: AuthRateLimits,
    private readonly scale = 1,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request; false (and not counted) when the bucket is full for this address. */
  take(bucket: AuthRateBucket, address: string | null): boolean {
    const limit = Math.floor(this.limits[bucket] * this.scale);
    const key = `${bucket} ${PROJECT_WIDE.has(bucket) ? '*' : (address ?? 'unknown')}`;
    const now = this.now();
    const recent = (this.hits.get(key) ?? []).filter((at) => at > now - WINDOW_MS[bucket]);
    if (recent.length >= limit) {
      this.hits.set(key, recent);
      return false;
    }
    recent.push(now);
    this.hits.delete(key);
    this.hits.set(key, recent);
    if (this.hits.size > MAX_KEYS) this.hits.delete(this.hits.keys().next().value as string);
    return true;
  }
}

/** Counts one e-mail against `email_sent`; GoTrue's 429 once the hour's allowance is used up. */
export function emailSendRefused(limiter: AuthRateLimiter): Response | null {
  return limiter.take('email_sent', null) ? null : errorResponse('auth', 429, 'over_email_send_rate_limit', 'Email rate limit exceeded');
}

/** Which bucket an auth request counts against, if any (GoTrue's routes). */
export function bucketOf(method: string, route: string, url: URL): AuthRateBucket | null {
  if (method !== 'POST' && !(method === 'GET' && route === '/verify')) return null;
  if (route === '/token') {
    const grant = url.searchParams.get('grant_type');
    if (grant === 'refresh_token') return 'token_refresh';
    if (grant === 'pkce') return 'token_verifications';
    return 'sign_in_sign_ups';
  }
  if (route === '/signup' || route === '/otp' || route === '/magiclink') return 'sign_in_sign_ups';
  if (route === '/verify') return 'token_verifications';
  // A second-factor code is six digits: without a limit, a stolen password plus a loop over codes
  // passes it. Hosted GoTrue rate-limits these checks too; here they count with the other code checks.
  if (/^\/factors\/[^/]+\/verify$/.test(route)) return 'token_verifications';
  return null;
}

/** SUPABASE_LOCAL_AUTH_RATE_LIMIT_SCALE (or the option): a positive number, else 1. */
export function rateLimitScale(value: string | number | undefined): number {
  const scale = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(scale) && scale > 0 ? scale : 1;
}
