import { errorResponse, json } from '../http/errors';

/** GoTrue's MaxPasswordLength (bcrypt reads 72 bytes). */
const MAX_PASSWORD_BYTES = 72;

/**
 * GoTrue's checkPasswordStrength (internal/api/password.go), which its admin update and sign-up
 * paths run (the admin create does not): too long → 400 `validation_failed`; shorter than
 * `minimum_password_length` → 422 `weak_password` with `weak_password.reasons`, which supabase-js
 * turns into an AuthWeakPasswordError. null when the password passes.
 */
export function passwordStrengthRefusal(password: string, minLength: number): Response | null {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    return errorResponse('auth', 400, 'validation_failed', `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  // Go's len: bytes, as for the maximum.
  if (Buffer.byteLength(password, 'utf8') >= minLength) return null;
  const message = `Password should be at least ${minLength} characters.`;
  return json(
    422,
    { code: 'weak_password', error_code: 'weak_password', message, msg: message, weak_password: { reasons: ['length'] } },
    { 'X-Supabase-Api-Version': '2024-01-01' },
  );
}

/** bcrypt's own limit, the only password check of GoTrue's admin create (models.NewUser). */
export function bcryptRefusal(password: string): Response | null {
  return Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES
    ? errorResponse('auth', 400, 'validation_failed', 'bcrypt: password length exceeds 72 bytes')
    : null;
}

/** GoTrue's minimum when config.toml sets none (and lite's). */
export const DEFAULT_MINIMUM_PASSWORD_LENGTH = 6;
