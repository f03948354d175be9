import { sameSecret } from '@/lib/security/same-secret';

/**
 * Who may call an endpoint meant for our own infrastructure (the SOS dispatch schedule, the
 * public-data webhook): whoever sends its secret as a bearer token. An unset secret switches the
 * endpoint off (404), so a deployment that forgot it does not expose service-role work.
 */
export type BearerAuthorization = 'allowed' | 'switched-off' | 'unauthorized';

export function authorizeBearerRequest(authorization: string | null, secret: string | undefined): BearerAuthorization {
  const expected = secret?.trim();
  if (!expected) return 'switched-off';
  const match = /^Bearer\s+(.+)$/i.exec(authorization?.trim() ?? '');
  return match && sameSecret(match[1], expected) ? 'allowed' : 'unauthorized';
}
