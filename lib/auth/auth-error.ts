/**
 * Turns an error from the auth server (supabase-js AuthError) into a message key of the
 * `Auth.errors` namespace, so people read a specific, translated reason (docs/product.md#errors) instead of
 * the server's English text.
 */
export type AuthErrorKey =
  | 'invalidCredentials'
  | 'emailNotConfirmed'
  | 'tooManyAttempts'
  | 'weakPassword'
  | 'samePassword'
  | 'codeInvalid'
  | 'noAccount'
  | 'sessionMissing'
  | 'network'
  | 'unknown';

export type WeakPasswordReason = 'length' | 'characters' | 'pwned';

export type DescribedAuthError = { key: AuthErrorKey; reasons: WeakPasswordReason[] };

type AuthErrorLike = { code?: unknown; status?: unknown; name?: unknown; reasons?: unknown };

const RATE_LIMIT_CODES = new Set(['over_request_rate_limit', 'over_email_send_rate_limit', 'over_sms_send_rate_limit']);
const CODE_CODES = new Set(['otp_expired', 'otp_disabled_for_user', 'flow_state_expired', 'flow_state_not_found', 'bad_code_verifier']);
const WEAK_REASONS: readonly WeakPasswordReason[] = ['length', 'characters', 'pwned'];

/** `verifying`: a code or link was being checked, so an unspecific rejection means "bad code". */
export function describeAuthError(error: unknown, context: 'default' | 'verifying' = 'default'): DescribedAuthError {
  const e = (typeof error === 'object' && error !== null ? error : {}) as AuthErrorLike;
  const code = typeof e.code === 'string' ? e.code : undefined;
  const status = typeof e.status === 'number' ? e.status : undefined;
  const name = typeof e.name === 'string' ? e.name : undefined;
  const result = (key: AuthErrorKey, reasons: WeakPasswordReason[] = []) => ({ key, reasons });

  if (code === 'weak_password' || name === 'AuthWeakPasswordError') {
    const reasons = Array.isArray(e.reasons) ? e.reasons.filter((r): r is WeakPasswordReason => WEAK_REASONS.includes(r)) : [];
    return result('weakPassword', reasons);
  }
  if ((code && RATE_LIMIT_CODES.has(code)) || status === 429) return result('tooManyAttempts');
  if (code === 'invalid_credentials' || name === 'AuthInvalidCredentialsError') return result('invalidCredentials');
  if (code === 'email_not_confirmed' || code === 'phone_not_confirmed') return result('emailNotConfirmed');
  if (code === 'same_password') return result('samePassword');
  if (code === 'otp_disabled' || code === 'user_not_found' || code === 'signup_disabled') return result('noAccount');
  if (code && CODE_CODES.has(code)) return result('codeInvalid');
  if (name === 'AuthSessionMissingError' || code === 'session_not_found') return result('sessionMissing');
  if (name === 'AuthRetryableFetchError' || status === 0 || (status !== undefined && status >= 500)) return result('network');
  if (context === 'verifying') return result('codeInvalid');
  return result('unknown');
}
