import { sameSecret } from '@/lib/security/same-secret';

/**
 * Who may start a dispatcher pass through the endpoint: the production schedule, holding
 * SOS_DISPATCH_SECRET as a bearer token. Unset secret = the endpoint is switched off (404), so a
 * deployment that forgot it does not expose a way to run service-role work.
 */
export type DispatchAuthorization = 'allowed' | 'switched-off' | 'unauthorized';

export function authorizeDispatchRequest(authorization: string | null, secret: string | undefined): DispatchAuthorization {
  const expected = secret?.trim();
  if (!expected) return 'switched-off';
  const match = /^Bearer\s+(.+)$/i.exec(authorization?.trim() ?? '');
  return match && sameSecret(match[1], expected) ? 'allowed' : 'unauthorized';
}
