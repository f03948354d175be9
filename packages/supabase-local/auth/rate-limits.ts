import { errorResponse } from '../http/errors';
import { IntervalLimiter } from './interval-limiter';
import { TokenBuckets, type TokenBucketSpec } from './token-buckets';

/**
 * `[auth.rate_limit]` of config.toml, with the Supabase CLI's names and defaults. The CLI hands
 * them to GoTrue as (internal/start/start.go): `sign_in_sign_ups` → GOTRUE_RATE_LIMIT_OTP,
 * `token_refresh` → _TOKEN_REFRESH, `token_verifications` → _VERIFY, `anonymous_users` →
 * _ANONYMOUS_USERS, `email_sent` → _EMAIL_SENT, `sms_sent` → _SMS_SENT, `web3` → _WEB3. What
 * each one limits is GoTrue's (internal/api/apilimiter), not what the names suggest: see LIMITERS.
 */
export interface AuthRateLimits {
  /** GOTRUE_RATE_LIMIT_OTP: sign-ups, OTP, magic link, recovery, resend and PUT /user, per address per 5 minutes. */
  sign_in_sign_ups: number;
  /** GOTRUE_RATE_LIMIT_TOKEN_REFRESH: every POST /token but web3 (password sign-ins too), per address per 5 minutes. */
  token_refresh: number;
  /** GOTRUE_RATE_LIMIT_VERIFY: GET and POST /verify, per address per 5 minutes. */
  token_verifications: number;
  /** E-mails sent per hour, for the whole project. */
  email_sent: number;
  /** SMS sent per hour, for the whole project. */
  sms_sent: number;
  /** Anonymous sign-ins per address per hour (they count nowhere else, as in GoTrue). */
  anonymous_users: number;
  /** GOTRUE_RATE_LIMIT_WEB3: POST /token?grant_type=web3, per address per 5 minutes. */
  web3: number;
}

/** The Supabase CLI's defaults (its config.toml template). */
export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  sign_in_sign_ups: 30,
  token_refresh: 150,
  token_verifications: 30,
  email_sent: 2,
  sms_sent: 30,
  anonymous_users: 30,
  web3: 30,
};

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * One of GoTrue's request limiters (apilimiter.New): a token bucket per client address, refilled at
 * `setting` requests per `perSeconds`, holding at most `burst` (GoTrue fixes 30 for all but the
 * anonymous one, whose burst is its setting), forgotten `ttlMs` after it was made.
 */
interface LimiterSpec {
  /** The config value that sets the rate; a number where the CLI passes none (GoTrue's default). */
  setting: keyof AuthRateLimits | number;
  perSeconds: number;
  burst: number | 'setting';
  ttlMs: number;
}

const PER_5_MINUTES: Omit<LimiterSpec, 'setting'> = { perSeconds: 5 * 60, burst: 30, ttlMs: HOUR_MS };
const OTP_FAMILY: LimiterSpec = { setting: 'sign_in_sign_ups', ...PER_5_MINUTES };
/** GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY: 15 a minute by default; the CLI does not set it. */
const MFA: LimiterSpec = { setting: 15, perSeconds: 60, burst: 30, ttlMs: MINUTE_MS };

/**
 * GoTrue's limiters we route requests to. Each is a separate bucket even where two share a
 * setting: a sign-up does not use up the allowance of /otp, nor a challenge that of /verify.
 */
const LIMITERS = {
  signup: OTP_FAMILY,
  otp: OTP_FAMILY,
  magiclink: OTP_FAMILY,
  recover: OTP_FAMILY,
  resend: OTP_FAMILY,
  user_update: OTP_FAMILY,
  token: { setting: 'token_refresh', ...PER_5_MINUTES },
  web3: { setting: 'web3', ...PER_5_MINUTES },
  verify: { setting: 'token_verifications', ...PER_5_MINUTES },
  factor_challenge: MFA,
  factor_verify: MFA,
  anonymous_users: { setting: 'anonymous_users', perSeconds: 60 * 60, burst: 'setting', ttlMs: HOUR_MS },
} satisfies Record<string, LimiterSpec>;

export type RequestLimiterName = keyof typeof LIMITERS;
/** E-mails and SMS are counted for the whole project, per hour (GoTrue's IntervalLimiter). */
export type SendLimiterName = 'email_sent' | 'sms_sent';
export type AuthLimiterName = RequestLimiterName | SendLimiterName;

/**
 * GoTrue's limits, counted in memory as GoTrue does per instance. A refused request never reaches
 * lite, so nothing is written. `scale` multiplies every rate and burst
 * (SUPABASE_LOCAL_AUTH_RATE_LIMIT_SCALE): test suites that sign in hundreds of times from one
 * address raise it; the rate-limit tests keep 1 and prove the production values.
 */
export class AuthRateLimiter {
  private readonly buckets = new TokenBuckets();
  private readonly sends: Record<SendLimiterName, IntervalLimiter>;

  constructor(
    private readonly limits: AuthRateLimits,
    private readonly scale = 1,
    private readonly now: () => number = Date.now,
  ) {
    const started = now();
    this.sends = {
      email_sent: new IntervalLimiter(Math.floor(limits.email_sent * scale), HOUR_MS, started),
      sms_sent: new IntervalLimiter(Math.floor(limits.sms_sent * scale), HOUR_MS, started),
    };
  }

  /** Counts one request (or one message sent); false, and nothing counted, when over the limit. */
  take(limiter: AuthLimiterName, address: string | null): boolean {
    if (limiter === 'email_sent' || limiter === 'sms_sent') return this.sends[limiter].allow(this.now());
    return this.buckets.allow(`${limiter} ${clientKey(address)}`, this.bucketSpec(LIMITERS[limiter]), this.now());
  }

  private bucketSpec(spec: LimiterSpec): TokenBucketSpec {
    const setting = typeof spec.setting === 'number' ? spec.setting : this.limits[spec.setting];
    const burst = spec.burst === 'setting' ? Math.floor(setting) : spec.burst;
    return { ratePerSecond: (setting * this.scale) / spec.perSeconds, burst: Math.floor(burst * this.scale), ttlMs: spec.ttlMs };
  }
}

/**
 * The key of a client: its TCP peer address, as GoTrue's `net.ParseIP(...).String()` writes it (an
 * IPv4-mapped IPv6 address as plain IPv4). Hosted GoTrue keys by the address its own edge puts in
 * Sb-Forwarded-For (or GOTRUE_RATE_LIMIT_HEADER); here no proxy stands in front, and a header a
 * client sets itself would let it pick a fresh bucket per request.
 */
function clientKey(address: string | null): string {
  if (!address) return 'unknown';
  return address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
}

/** GoTrue's 429 (middleware.go), with the `x-sb-error-code` header its error handler adds to every coded error. */
export function tooManyRequests(code: 'over_request_rate_limit' | 'over_email_send_rate_limit' = 'over_request_rate_limit'): Response {
  const answer = errorResponse('auth', 429, code, code === 'over_request_rate_limit' ? 'Request rate limit reached' : 'Email rate limit exceeded');
  answer.headers.set('x-sb-error-code', code);
  return answer;
}

/** Counts one e-mail against `email_sent`; GoTrue's 429 once the hour's allowance is used up. */
export function emailSendRefused(limiter: AuthRateLimiter): Response | null {
  return limiter.take('email_sent', null) ? null : tooManyRequests('over_email_send_rate_limit');
}

/** POST /token grants GoTrue knows; any other answers 400 before a limiter counts it (token.go). */
const TOKEN_GRANTS = new Set(['password', 'refresh_token', 'id_token', 'pkce']);

/** Which of GoTrue's request limiters an auth request counts against, if any (api.go, token.go). */
export function bucketOf(method: string, route: string, url: URL): RequestLimiterName | null {
  if (route === '/verify') return method === 'GET' || method === 'POST' ? 'verify' : null;
  if (method === 'PUT') return route === '/user' ? 'user_update' : null;
  if (method !== 'POST') return null;
  switch (route) {
    case '/signup':
      return 'signup';
    case '/otp':
      return 'otp';
    case '/magiclink':
      return 'magiclink';
    case '/recover':
      return 'recover';
    case '/resend':
      return 'resend';
    case '/token': {
      const grant = url.searchParams.get('grant_type') ?? '';
      if (grant === 'web3') return 'web3';
      return TOKEN_GRANTS.has(grant) ? 'token' : null;
    }
  }
  const factorAction = /^\/factors\/[^/]+\/(verify|challenge)$/.exec(route)?.[1];
  if (factorAction === 'verify') return 'factor_verify';
  if (factorAction === 'challenge') return 'factor_challenge';
  return null;
}

/** SUPABASE_LOCAL_AUTH_RATE_LIMIT_SCALE (or the option): a positive number, else 1. */
export function rateLimitScale(value: string | number | undefined): number {
  const scale = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(scale) && scale > 0 ? scale : 1;
}
