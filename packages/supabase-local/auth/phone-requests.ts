import { errorResponse } from '../http/errors';
import { INVALID_PHONE_MESSAGE, normalisedPhone } from './address-validation';

/**
 * Phone sign-up, password sign-in and SMS codes. lite's GoTrue has no phone support at all (it
 * answers "missing email or phone"), and our config.toml enables no SMS provider — with which
 * hosted Supabase Auth refuses these requests the same way. So they get hosted's answer for a
 * disabled phone provider, which the app can translate, instead of lite's misleading one.
 */
export function refusePhoneRequest(route: string, method: string, url: URL, body: Record<string, unknown>): Response | null {
  const hasPhone = typeof body.phone === 'string' && body.phone !== '';
  const hasEmail = typeof body.email === 'string' && body.email !== '';
  if (method !== 'POST') return null;
  if (route === '/signup' && hasPhone && !hasEmail) return disabled('Phone signups are disabled');
  if (route === '/token' && url.searchParams.get('grant_type') === 'password' && hasPhone && !hasEmail) return disabled('Phone logins are disabled');
  if (route === '/otp' && hasPhone && !hasEmail) return disabled('Unsupported phone provider');
  if (route === '/resend' && (body.type === 'sms' || body.type === 'phone_change')) return disabled('Unsupported phone provider');
  if (route === '/verify' && hasPhone && !hasEmail) return phoneVerifyRefusal(body);
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
