import { decodeJwt } from 'jose';
import { bearerToken, foreignRole, isOpaqueApiKey, type Claims } from '../auth/access-token';
import { errorResponse } from './errors';

/**
 * REST requests whose bearer token names a database role other than anon, authenticated or
 * service_role are refused before lite would `set role` to it, with what PostgREST answers on
 * hosted, where `authenticator` may not become that role: 403, 42501. The signature does not
 * matter here: a forged token is refused either way, and lite still verifies the others.
 */
export function refuseForeignTokenRole(request: Request): Response | null {
  const token = bearerToken(request);
  if (!token || isOpaqueApiKey(token)) return null;
  let claims: Claims;
  try {
    claims = decodeJwt(token) as Claims;
  } catch {
    return null; // not a JWT: lite answers as PostgREST does
  }
  const role = foreignRole(claims);
  if (role === null) return null;
  return errorResponse('rest', 403, '42501', `permission denied to set role "${role}"`);
}
