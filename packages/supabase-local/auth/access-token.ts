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

/**
 * What verifying costs is the HMAC and, with a raw secret, importing it as a key again each time:
 * about 0.9 ms of a 5 ms REST select on this machine (`npm run bench:backend`). Both are done once
 * here. The key is imported once per secret; a token whose signature verified is remembered, and
 * later it is only checked against the clock (exp, nbf), as jose checks it. The same string
 * signed with the same secret verifies the same way every time, so this answers exactly what a
 * full verification would; an expired or not-yet-valid token goes the full way for jose's error.
 */
const MAX_REMEMBERED_TOKENS = 5_000;

interface SecretState {
  key: Promise<CryptoKey>;
  verified: Map<string, Claims>;
}

const secrets = new Map<string, SecretState>();

function stateOf(secret: Uint8Array): SecretState {
  const id = Buffer.from(secret).toString('base64');
  let state = secrets.get(id);
  if (!state) {
    const key = crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    state = { key, verified: new Map() };
    secrets.set(id, state);
  }
  return state;
}

/** jose's clock checks (no tolerance): expired when exp <= now, not yet valid when nbf > now. */
function validNow(claims: Claims): boolean {
  const now = Math.floor(Date.now() / 1000);
  if (typeof claims.exp === 'number' && claims.exp <= now) return false;
  return !(typeof claims.nbf === 'number' && claims.nbf > now);
}

function remember(state: SecretState, token: string, claims: Claims): void {
  if (state.verified.size >= MAX_REMEMBERED_TOKENS) {
    // The oldest first (a Map keeps insertion order): a steady set of live sessions stays in.
    const oldest = state.verified.keys().next().value;
    if (oldest !== undefined) state.verified.delete(oldest);
  }
  state.verified.set(token, claims);
}

/** Verifies an access token (or legacy role key) the way PostgREST and Realtime do: HS256, exp, an API role. */
export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<TokenCheck> {
  const state = stateOf(secret);
  const known = state.verified.get(token);
  if (known && validNow(known)) return { ok: true, claims: { ...known } };
  if (known) state.verified.delete(token);
  try {
    const { payload } = await jwtVerify(token, await state.key, { algorithms: ['HS256'] });
    const foreign = foreignRole(payload as Claims);
    if (foreign !== null) return { ok: false, expired: false, message: `role "${foreign}" is not allowed` };
    remember(state, token, payload as Claims);
    return { ok: true, claims: { ...(payload as Claims) } };
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
