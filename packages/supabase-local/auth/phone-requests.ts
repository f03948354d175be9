import { errorResponse } from '../http/errors';
import { INVALID_PHONE_MESSAGE, normalisedPhone } from './address-validation';

/**
 * Phone sign-up, password sign-in and SMS codes. lite's GoTrue has no phone support at all (it
 * answers "missing email or phone"), and our config.toml enables no SMS provider — with which
 * hosted Supabase Auth refuses these requests the same way. So they get hosted's answer for a
 * disabled phone provider, which the app can translate, instead of lite's misleading one. A
 * request naming both an e-mail and a phone is refused as GoTrue refuses it (lite would quietly
 * use the e-mail).
 */
export function refusePhoneRequest(route: string, method: string, url: URL, body: Record<string, unknown>): Response | null {
  const hasPhone = typeof body.phone === 'string' && body.phone !== '';
  const hasEmail = typeof body.email === 'string' && body.email !== '';
  if (method !== 'POST') return null;
  if (route === '/signup' && hasPhone && !hasEmail) return disabled('Phone signups are disabled');
  if (route === '/token' && url.searchParams.get('grant_type') === 'password') return passwordGrantRefusal(hasEmail, hasPhone);
  if (route === '/otp') return otpRefusal(body, hasEmail, hasPhone);
  if (route === '/resend') return resendRefusal(body, hasEmail, hasPhone);
  if (route === '/verify' && hasPhone && !hasEmail) return phoneVerifyRefusal(body);
  return null;
}

/** token.go ResourceOwnerPasswordGrant: both → 400; a phone with the provider off → 422 (not 400, unlike sign-up). */
function passwordGrantRefusal(hasEmail: boolean, hasPhone: boolean): Response | null {
  if (hasEmail && hasPhone) return validationFailed('Only an email address or phone number should be provided on login.');
  if (hasPhone) return errorResponse('auth', 422, 'phone_provider_disabled', 'Phone logins are disabled');
  return null;
}

/**
 * otp.go: OtpParams.Validate refuses both; then, with `create_user: false`, shouldCreateUser
 * checks the number and finds no phone user (there are none here): 422 otp_disabled; else
 * SmsOtp refuses the disabled provider.
 */
function otpRefusal(body: Record<string, unknown>, hasEmail: boolean, hasPhone: boolean): Response | null {
  if (hasEmail && hasPhone) return validationFailed('Only an email address or phone number should be provided');
  if (!hasPhone) return null;
  if (body.create_user === false) {
    if (normalisedPhone(body.phone as string) === null) return validationFailed(INVALID_PHONE_MESSAGE);
    return errorResponse('auth', 422, 'otp_disabled', 'Signups not allowed for otp');
  }
  return disabled('Unsupported phone provider');
}

/**
 * resend.go ResendConfirmationParams.Validate, in its order, for the requests where a phone is
 * involved (an SMS type, or a phone given); the e-mail ones (and an unknown type, which lite
 * words as GoTrue does) go on to lite. `phone_change` with an e-mail finds no pending phone
 * change (no phone users here) and answers `{}`, as lite does.
 */
function resendRefusal(body: Record<string, unknown>, hasEmail: boolean, hasPhone: boolean): Response | null {
  const type = body.type;
  const smsType = type === 'sms' || type === 'phone_change';
  if (!smsType && !(hasPhone && (type === 'signup' || type === 'email_change'))) return null;
  if (type === 'signup' && !hasEmail) return validationFailed('Type provided requires an email address');
  if (type === 'sms' && !hasPhone) return validationFailed('Type provided requires a phone number');
  if (hasEmail && hasPhone) return validationFailed('Only an email address or phone number should be provided.');
  if (hasPhone) return disabled('Phone logins are disabled');
  if (!hasEmail) return validationFailed('Missing email address or phone number');
  return null;
}

/**
 * `POST /verify` with a phone: GoTrue's VerifyParams.Validate first (a type, then a code or a
 * hash but not both, a phone only beside a code, in E.164), so a malformed number gets its 400;
 * a well-formed one finds no code — there are no phone users here — and gets 403 otp_expired.
 */
function phoneVerifyRefusal(body: Record<string, unknown>): Response {
  const token = typeof body.token === 'string' ? body.token : '';
  const tokenHash = typeof body.token_hash === 'string' ? body.token_hash : '';
  if (typeof body.type !== 'string' || body.type === '') return validationFailed('Verify requires a verification type');
  if ((token === '') === (tokenHash === '')) return validationFailed('Verify requires either a token or a token hash');
  if (tokenHash !== '') return validationFailed('Only the token_hash and type should be provided');
  if (normalisedPhone(body.phone as string) === null) return validationFailed(INVALID_PHONE_MESSAGE);
  return errorResponse('auth', 403, 'otp_expired', 'Token has expired or is invalid');
}

function validationFailed(message: string): Response {
  return errorResponse('auth', 400, 'validation_failed', message);
}

function disabled(message: string): Response {
  return errorResponse('auth', 400, 'phone_provider_disabled', message);
}
