import { errors, jwtVerify, type JWTPayload } from 'jose';

export type Claims = JWTPayload & { role?: string; sub?: string; email?: string; session_id?: string };

export type TokenCheck =
  | { ok: true; claims: Claims }
  | { ok: false; expired: boolean; message: string };

/**
 * The database roles a token may name. Hosted Supabase's `authenticator` is granted exactly these,
 * so a token naming `postgres` (or any other role) is refused there; without this check the local
 * server would switch to whatever a token signed with the well-known local secret claims.
 */
export const TOKEN_ROLES: ReadonlySet<string> = new Set(['anon', 'authenticated', 'service_role']);

/** The role a token names when it is not one of TOKEN_ROLES; null when it is (or names none: anon). */
export function foreignRole(claims: Claims): string | null {
  const role = claims.role ?? 'anon';
  return TOKEN_ROLES.has(role) ? null : String(role);
}

/** Verifies an access token (or legacy role key) the way PostgREST and Realtime do: HS256, exp, an API role. */
export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    const foreign = foreignRole(payload as Claims);
    if (foreign !== null) return { ok: false, expired: false, message: `role "${foreign}" is not allowed` };
    return { ok: true, claims: payload as Claims };
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      const exp = typeof error.payload.exp === 'number' ? error.payload.exp : 0;
      const ago = Math.max(0, Math.floor(Date.now() / 1000) - exp);
      return { ok: false, expired: true, message: `Token has expired ${ago} seconds ago` };
    }
    return { ok: false, expired: false, message: (error as Error).message || 'Invalid token' };
  }
}

export function isOpaqueApiKey(value: string): boolean {
  return value.startsWith('sb_');
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header ? /^Bearer\s+(.+)$/i.exec(header.trim()) : null;
  return match ? match[1].trim() : null;
}
