import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';
import { DEFAULT_AUTH_RATE_LIMITS, type AuthRateLimits } from './rate-limits';
import type { MfaSettings } from './mfa/factor-routes';

/** The e-mail kinds of `[auth.email.template.<kind>]` (Supabase CLI names). */
export const EMAIL_TEMPLATE_KINDS = ['invite', 'confirmation', 'recovery', 'magic_link', 'email_change', 'reauthentication'] as const;
export type EmailTemplateKind = (typeof EMAIL_TEMPLATE_KINDS)[number];

/** `subject` and `content_path` of one template; the path is absolute once read. */
export interface EmailTemplateSetting {
  subject?: string;
  content_path?: string;
}

/** The `[auth]` settings of `supabase/config.toml` that lite's GoTrue understands. */
export interface AuthSettings {
  site_url?: string;
  additional_redirect_urls?: string[];
  jwt_expiry?: number;
  enable_signup?: boolean;
  /** Off unless set, as in the Supabase CLI's template and on a new hosted project. */
  enable_anonymous_sign_ins?: boolean;
  enable_refresh_token_rotation?: boolean;
  refresh_token_reuse_interval?: number;
  minimum_password_length?: number;
  email?: { enable_confirmations?: boolean; double_confirm_changes?: boolean; otp_length?: number; otp_expiry?: number };
}

/** What our gateway adds over lite: `[auth.email] max_frequency` and the e-mail templates. */
export interface AuthEmailSettings {
  /** Go duration (`"60s"`, `"1m30s"`) between two e-mails of one kind to one address. */
  max_frequency?: string;
  templates: Partial<Record<EmailTemplateKind, EmailTemplateSetting>>;
}

type RawAuth = AuthSettings & Record<string, unknown>;

function readAuthTable(configFile: string | null): RawAuth {
  if (!configFile || !existsSync(configFile)) return {};
  const parsed = parse(readFileSync(configFile, 'utf8')) as { auth?: RawAuth };
  return parsed.auth ?? {};
}

export function readAuthSettings(configFile: string | null): AuthSettings {
  const auth = readAuthTable(configFile);
  const email = (auth.email ?? {}) as AuthSettings['email'] & Record<string, unknown>;
  return {
    site_url: auth.site_url,
    additional_redirect_urls: auth.additional_redirect_urls,
    jwt_expiry: auth.jwt_expiry,
    enable_signup: auth.enable_signup,
    enable_anonymous_sign_ins: auth.enable_anonymous_sign_ins,
    enable_refresh_token_rotation: auth.enable_refresh_token_rotation,
    refresh_token_reuse_interval: auth.refresh_token_reuse_interval,
    minimum_password_length: auth.minimum_password_length,
    email: {
      enable_confirmations: email.enable_confirmations,
      double_confirm_changes: email.double_confirm_changes,
      otp_length: email.otp_length,
      otp_expiry: email.otp_expiry,
    },
  };
}

/**
 * Whether e-mail sign-ups wait for their confirmation link: `[auth.email] enable_confirmations`
 * (off unless set, as in the Supabase CLI), unless autoconfirm is forced — the option, else
 * SUPABASE_LOCAL_AUTOCONFIRM (`1`/`true`), which test suites set to get accounts at once.
 */
export function emailConfirmationsRequired(settings: AuthSettings, autoconfirm: boolean | string | undefined): boolean {
  const forced = typeof autoconfirm === 'boolean' ? autoconfirm : autoconfirm === '1' || autoconfirm?.toLowerCase() === 'true';
  return !forced && settings.email?.enable_confirmations === true;
}

/**
 * `[auth.mfa]`: TOTP as the Supabase CLI reads it (`max_enrolled_factors`, `[auth.mfa.totp]
 * enroll_enabled`/`verify_enabled`, off unless set, as in the CLI's template), and GoTrue's
 * challenge lifetime (five minutes).
 */
export function readMfaSettings(configFile: string | null): MfaSettings {
  const mfa = (readAuthTable(configFile).mfa ?? {}) as { max_enrolled_factors?: unknown; totp?: { enroll_enabled?: unknown; verify_enabled?: unknown } };
  const max = Number(mfa.max_enrolled_factors);
  return {
    maxEnrolledFactors: Number.isInteger(max) && max > 0 ? max : 10,
    totpEnroll: mfa.totp?.enroll_enabled === true,
    totpVerify: mfa.totp?.verify_enabled === true,
    challengeExpirySeconds: 300,
  };
}

/**
 * `[auth.email]` max_frequency and `[auth.email.template.<kind>]`. A `content_path` is relative to
 * the project directory (the one holding `supabase/`), as the Supabase CLI reads it.
 */
export function readAuthEmailSettings(configFile: string | null): AuthEmailSettings {
  const email = (readAuthTable(configFile).email ?? {}) as { max_frequency?: unknown; template?: Record<string, EmailTemplateSetting> };
  const projectDir = configFile ? path.dirname(path.dirname(path.resolve(configFile))) : process.cwd();
  const templates: AuthEmailSettings['templates'] = {};
  for (const kind of EMAIL_TEMPLATE_KINDS) {
    const setting = email.template?.[kind];
    if (!setting) continue;
    templates[kind] = {
      subject: setting.subject,
      content_path: setting.content_path ? path.resolve(projectDir, setting.content_path) : undefined,
    };
  }
  return { max_frequency: typeof email.max_frequency === 'string' ? email.max_frequency : undefined, templates };
}

/** Go's time.ParseDuration for the units config.toml uses (h, m, s, ms); throws on anything else. */
export function parseGoDuration(value: string): number {
  const units: Record<string, number> = { h: 3_600_000, m: 60_000, s: 1000, ms: 1, us: 0.001, µs: 0.001, ns: 0.000001 };
  if (value === '0') return 0;
  const pattern = /(\d+(?:\.\d+)?)(h|ms|m|s|us|µs|ns)/y;
  let total = 0;
  let match: RegExpExecArray | null;
  while (pattern.lastIndex < value.length && (match = pattern.exec(value))) total += Number(match[1]) * units[match[2]];
  if (pattern.lastIndex !== value.length || value === '') throw new Error(`invalid duration "${value}" (use e.g. "60s", "1m30s")`);
  return total;
}

/** Drops undefined values so lite's own defaults apply for anything config.toml leaves out. */
export function compact<T extends object>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** `[auth.rate_limit]`, each missing or invalid value at the Supabase CLI's default. */
export function readAuthRateLimits(configFile: string | null): AuthRateLimits {
  const raw = (readAuthTable(configFile).rate_limit ?? {}) as Record<string, unknown>;
  const limits = { ...DEFAULT_AUTH_RATE_LIMITS };
  for (const name of Object.keys(limits) as Array<keyof AuthRateLimits>) {
    const value = raw[name];
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) limits[name] = value;
  }
  return limits;
}
