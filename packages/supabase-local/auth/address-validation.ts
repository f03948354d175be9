/**
 * GoTrue's checks of an e-mail address and a phone number (internal/api/mail.go `validateEmail`,
 * internal/api/phone.go `validatePhone`), with its messages, so the admin API, invites and
 * `/verify` refuse what hosted refuses and accept what it accepts.
 */

/**
 * The pattern of github.com/badoux/checkmail at the commit GoTrue pins (d0a7596), which
 * `validateEmail` runs on the address as sent (not trimmed): a dotless host such as `localhost`
 * passes, `xx:;x@x.x` does not.
 */
const CHECKMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** GoTrue checks the length in bytes (Go's `len`), before the format. */
const MAX_EMAIL_BYTES = 255;

/** The message of GoTrue's 400 `validation_failed` for this address, or null when it is valid. */
export function emailError(email: string): string | null {
  if (email === '') return 'An email address is required';
  if (Buffer.byteLength(email, 'utf8') > MAX_EMAIL_BYTES) return 'An email address is too long';
  if (!CHECKMAIL_FORMAT.test(email)) return 'Unable to validate email address: invalid format';
  return null;
}

const E164 = /^[1-9][0-9]{1,14}$/;

export const INVALID_PHONE_MESSAGE = 'Invalid phone number format (E.164 required)';

/** GoTrue's stored form of a phone number (no `+`, no spaces), or null when it is not E.164. */
export function normalisedPhone(phone: string): string | null {
  const formatted = phone.replace(/^\+/, '').replaceAll(' ', '');
  return E164.test(formatted) ? formatted : null;
}
