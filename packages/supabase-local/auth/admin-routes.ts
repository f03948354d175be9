import type { Queryable } from '../db/database';
import { errorResponse, json } from '../http/errors';
import { bearerToken, isOpaqueApiKey, verifyAccessToken } from './access-token';
import { deleteUser, emailTaken, insertUser, updateUser, userIds, type AdminUserAttributes } from './admin-users';
import { withEmailRequest, type CapturedLink } from './email-request-context';
import { resolveRedirect } from './redirect-allow-list';
import { parseGoDuration } from './auth-config';
import { jsonObjectBody as bodyOf, UUID } from './request-body';
import { userJson } from './user-json';

export interface AdminRouteDeps {
  db: Queryable;
  jwtSecret: Uint8Array;
  secretKey: string;
  publishableKey: string;
  siteUrl: string;
  allowList: readonly string[];
  callLite(request: Request): Promise<Response>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MIN_PASSWORD_LENGTH = 6;

/**
 * GoTrue's admin API, which lite lacks (`auth.admin.*` in supabase-js): create, list, get,
 * update and delete users, and generate_link for sign-in and recovery links without mailing them.
 * Only the secret key (or a service_role token) may call it: anyone else gets GoTrue's 403
 * not_admin, as on hosted.
 */
export async function handleAdminRequest(request: Request, route: string, deps: AdminRouteDeps): Promise<Response> {
  const refused = await refuseNonAdmin(request, deps);
  if (refused) return refused;
  const users = /^\/admin\/users(?:\/([^/]+))?$/.exec(route);
  if (users) {
    const id = users[1];
    if (id === undefined) {
      if (request.method === 'GET') return listUsers(request, deps.db);
      if (request.method === 'POST') return createUser(await bodyOf(request), deps.db);
    } else {
      if (!UUID.test(id)) return errorResponse('auth', 404, 'user_not_found', 'User not found');
      if (request.method === 'GET') return userResponse(deps.db, id);
      if (request.method === 'PUT') return changeUser(id, await bodyOf(request), deps.db);
      if (request.method === 'DELETE') return removeUser(id, await bodyOf(request), deps.db);
    }
    return errorResponse('auth', 405, 'method_not_allowed', 'Method not allowed');
  }
  if (route === '/admin/generate_link' && request.method === 'POST') return generateLink(request, await bodyOf(request), deps);
  return errorResponse('auth', 404, 'not_found', 'Not found');
}

async function refuseNonAdmin(request: Request, deps: AdminRouteDeps): Promise<Response | null> {
  const token = bearerToken(request);
  const apiKey = request.headers.get('apikey');
  if (token === deps.secretKey || (!token && apiKey === deps.secretKey)) return null;
  if (token && !isOpaqueApiKey(token)) {
    const check = await verifyAccessToken(token, deps.jwtSecret);
    if (!check.ok) return errorResponse('auth', 401, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${check.message}`);
    if (check.claims.role === 'service_role') return null;
  }
  return errorResponse('auth', 403, 'not_admin', 'User not allowed');
}


/** The body's user fields, or the message GoTrue answers a bad one with. */
function attributesOf(body: Record<string, unknown>): AdminUserAttributes | { error: string } {
  const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : undefined);
  for (const name of ['email', 'phone', 'password', 'role', 'ban_duration']) {
    if (body[name] !== undefined && body[name] !== null && typeof body[name] !== 'string') return { error: `${name} must be a string` };
  }
  for (const name of ['user_metadata', 'app_metadata']) {
    const value = body[name];
    if (value !== undefined && value !== null && (typeof value !== 'object' || Array.isArray(value))) return { error: `${name} must be an object` };
  }
  // auth.users keeps these in varchar(255) columns: longer is the caller's mistake, not a 500.
  for (const name of ['email', 'role']) {
    if ((text(name)?.length ?? 0) > 255) return { error: `${name} must be at most 255 characters` };
  }
  const email = text('email');
  if (email !== undefined && !EMAIL.test(email.trim())) return { error: 'Unable to validate email address: invalid format' };
  const password = text('password');
  if (password !== undefined && password.length < MIN_PASSWORD_LENGTH) return { error: `Password should be at least ${MIN_PASSWORD_LENGTH} characters.` };
  const ban = text('ban_duration');
  let bannedUntil: Date | null | undefined;
  if (ban !== undefined) {
    if (ban === 'none') bannedUntil = null;
    else {
      const ms = safeDuration(ban);
      if (ms === null) return { error: 'invalid format for ban duration' };
      bannedUntil = new Date(Date.now() + ms);
    }
  }
  return {
    email,
    phone: text('phone'),
    password,
    emailConfirm: body.email_confirm === true,
    userMetadata: (body.user_metadata ?? undefined) as Record<string, unknown> | undefined,
    appMetadata: (body.app_metadata ?? undefined) as Record<string, unknown> | undefined,
    role: text('role'),
    bannedUntil,
  };
}

function safeDuration(text: string): number | null {
  try {
    const ms = parseGoDuration(text);
    return Number.isFinite(ms) && ms >= 0 ? ms : null;
  } catch {
    return null;
  }
}

async function createUser(body: Record<string, unknown>, db: Queryable): Promise<Response> {
  const attributes = attributesOf(body);
  if ('error' in attributes) return errorResponse('auth', 400, 'validation_failed', attributes.error);
  if (!attributes.email && !attributes.phone) return errorResponse('auth', 400, 'validation_failed', 'Unable to validate request: email or phone is required');
  if (attributes.email && (await emailTaken(db, attributes.email))) {
    return errorResponse('auth', 422, 'email_exists', 'A user with this email address has already been registered');
  }
  const id = typeof body.id === 'string' && UUID.test(body.id) ? body.id : undefined;
  return userResponse(db, await insertUser(db, attributes, id));
}

async function changeUser(id: string, body: Record<string, unknown>, db: Queryable): Promise<Response> {
  const attributes = attributesOf(body);
  if ('error' in attributes) return errorResponse('auth', 400, 'validation_failed', attributes.error);
  if (attributes.email && (await emailTaken(db, attributes.email, id))) {
    return errorResponse('auth', 422, 'email_exists', 'A user with this email address has already been registered');
  }
  if (!(await updateUser(db, id, attributes))) return errorResponse('auth', 404, 'user_not_found', 'User not found');
  return userResponse(db, id);
}

async function removeUser(id: string, body: Record<string, unknown>, db: Queryable): Promise<Response> {
  if (body.should_soft_delete === true) {
    return errorResponse('auth', 400, 'validation_failed', 'Soft deletion is not supported by the local server; delete the user');
  }
  if (!(await deleteUser(db, id))) return errorResponse('auth', 404, 'user_not_found', 'User not found');
  return json(200, {});
}

/** `?page=1&per_page=50`, newest first, with GoTrue's `X-Total-Count` and `Link` headers. */
async function listUsers(request: Request, db: Queryable): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const perPage = Math.min(1000, Math.max(1, Number.parseInt(params.get('per_page') ?? '50', 10) || 50));
  const { ids, total } = await userIds(db, page, perPage);
  const users = [];
  for (const id of ids) users.push(await userJson(db, id));
  const last = Math.max(1, Math.ceil(total / perPage));
  const links = [
    ...(page < last ? [`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`] : []),
    `</admin/users?page=${last}&per_page=${perPage}>; rel="last"`,
  ];
  return json(200, { users, aud: 'authenticated' }, { 'X-Total-Count': String(total), Link: links.join(', ') });
}

async function userResponse(db: Queryable, id: string): Promise<Response> {
  const user = await userJson(db, id);
  return user ? json(200, user) : errorResponse('auth', 404, 'user_not_found', 'User not found');
}

/** What each generate_link type asks lite for; the e-mail is captured instead of sent. */
const LINK_REQUESTS: Record<string, (email: string) => { path: string; body: Record<string, unknown> }> = {
  magiclink: (email) => ({ path: '/auth/v1/otp', body: { email, create_user: false } }),
  recovery: (email) => ({ path: '/auth/v1/recover', body: { email } }),
};

/**
 * `POST /admin/generate_link` for `magiclink` and `recovery`: the link and code the e-mail would
 * carry, with the user, and no e-mail sent (GoTrue's GenerateLinkResponse). Other types are
 * refused with a clear message (README.md of this package, Gaps).
 */
async function generateLink(request: Request, body: Record<string, unknown>, deps: AdminRouteDeps): Promise<Response> {
  const type = typeof body.type === 'string' ? body.type : '';
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  const build = LINK_REQUESTS[type];
  if (!build) {
    return errorResponse('auth', 422, 'validation_failed', `generate_link type "${type}" is not supported by the local server (magiclink, recovery)`);
  }
  if (!EMAIL.test(email)) return errorResponse('auth', 400, 'validation_failed', 'Unable to validate email address: invalid format');
  const [user] = await deps.db.query<{ id: string }>('select id from auth.users where lower(email) = $1', [email]);
  if (!user) return errorResponse('auth', 404, 'user_not_found', 'User with this email not found');
  const requested = typeof body.redirect_to === 'string' ? body.redirect_to : null;
  const redirectTo = resolveRedirect(requested, null, deps.siteUrl, deps.allowList);
  let link: CapturedLink | null = null;
  const { path, body: liteBody } = build(email);
  const answer = await withEmailRequest({ redirectTo, pkce: null, capture: (captured) => (link = captured) }, () =>
    deps.callLite(
      new Request(new URL(path, request.url), {
        method: 'POST',
        headers: { apikey: deps.publishableKey, 'content-type': 'application/json' },
        body: JSON.stringify(liteBody),
      }),
    ),
  );
  const captured = link as CapturedLink | null;
  if (!answer.ok || !captured) return answer.ok ? errorResponse('auth', 500, 'unexpected_failure', 'No link was generated') : answer;
  return json(200, {
    ...(await userJson(deps.db, user.id)),
    action_link: captured.actionLink,
    email_otp: captured.emailOtp,
    hashed_token: captured.hashedToken,
    redirect_to: captured.redirectTo,
    verification_type: captured.verificationType,
  });
}
