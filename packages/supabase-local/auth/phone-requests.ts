import { errorResponse } from '../http/errors';

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
  if (route === '/verify' && hasPhone && !hasEmail) return errorResponse('auth', 403, 'otp_expired', 'Token has expired or is invalid');
  return null;
}

function disabled(message: string): Response {
  return errorResponse('auth', 400, 'phone_provider_disabled', message);
}
