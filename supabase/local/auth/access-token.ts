import { errors, jwtVerify, type JWTPayload } from 'jose';

export type Claims = JWTPayload & { role?: string; sub?: string; email?: string; session_id?: string };

export type TokenCheck =
  | { ok: true; claims: Claims }
  | { ok: false; expired: boolean; message: string };

/** Verifies an access token (or legacy role key) the way PostgREST and Realtime do: HS256, exp. */
export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
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
