import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'smol-toml';

/** The `[auth]` settings of `supabase/config.toml` that lite's GoTrue understands. */
export interface AuthSettings {
  site_url?: string;
  additional_redirect_urls?: string[];
  jwt_expiry?: number;
  enable_signup?: boolean;
  enable_refresh_token_rotation?: boolean;
  refresh_token_reuse_interval?: number;
  minimum_password_length?: number;
  email?: { enable_confirmations?: boolean; double_confirm_changes?: boolean; otp_length?: number; otp_expiry?: number };
}

export function readAuthSettings(configFile: string | null): AuthSettings {
  if (!configFile || !existsSync(configFile)) return {};
  const parsed = parse(readFileSync(configFile, 'utf8')) as { auth?: AuthSettings & Record<string, unknown> };
  const auth = parsed.auth ?? {};
  const email = (auth.email ?? {}) as AuthSettings['email'] & Record<string, unknown>;
  return {
    site_url: auth.site_url,
    additional_redirect_urls: auth.additional_redirect_urls,
    jwt_expiry: auth.jwt_expiry,
    enable_signup: auth.enable_signup,
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

/** Drops undefined values so lite's own defaults apply for anything config.toml leaves out. */
export function compact<T extends object>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
