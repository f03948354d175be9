import type { Database, Queryable } from '../db/database';
import { errorResponse, json } from '../http/errors';
import { bearerToken, isOpaqueApiKey, verifyAccessToken } from './access-token';
import { emailError, INVALID_PHONE_MESSAGE, normalisedPhone } from './address-validation';
import { DUPLICATE_EMAIL, generateLink } from './admin-generate-link';
import { inviteUser } from './admin-invite';
import { paginationOf } from './admin-pagination';
import { deleteUser, emailTaken, insertUser, phoneTaken, updateUser, userIds, type AdminUserAttributes } from './admin-users';
import { parseGoDuration } from './auth-config';
import type { ConfirmationMailDeps } from './confirmation-mail';
import { bcryptRefusal, DEFAULT_MINIMUM_PASSWORD_LENGTH, passwordStrengthRefusal } from './password-strength';
import type { AuthRateLimiter } from './rate-limits';
import { jsonObjectBody as bodyOf, UUID } from './request-body';
import { userJson } from './user-json';

export interface AdminRouteDeps {
  /** Transactions too: a generated link or an invite writes the user and its token together. */
  db: Database;
  jwtSecret: Uint8Array;
  secretKey: string;
  publishableKey: string;
  siteUrl: string;
  allowList: readonly string[];
  callLite(request: Request): Promise<Response>;
  /** `<api url>/auth/v1`: generated links point at its `/verify`, as e-mailed ones do. */
  issuer: () => string;
  /** The mailer (the invite e-mail) and `[auth.email] otp_length`. */
  confirmationMail: ConfirmationMailDeps;
  /** `[auth.email] double_confirm_changes` (hosted's "secure email change"); null when off. */
  secureEmailChange: { otpExpirySeconds: number } | null;
  /** `[auth.rate_limit] email_sent`, which an invite counts against. */
  limiter: AuthRateLimiter;
  /** Whether sign-ups wait for confirmation (GoTrue limits e-mails only then). */
  emailConfirmations: boolean;
  /**
   * `[auth] minimum_password_length`, for the checks GoTrue runs on an admin password change and
   * a generate_link sign-up. Not passed by the server yet: GoTrue's default (6) applies.
   */
  minimumPasswordLength?: number;
}

/**
 * GoTrue's admin API, which lite lacks (`auth.admin.*` in supabase-js): create, list, get,
 * update and delete users, generate_link (admin-generate-link.ts) and `POST /invite`
 * (admin-invite.ts, routed here by hosted-auth-answers.ts). Only the secret key (or a
 * service_role token) may call it: anyone else gets GoTrue's 403 not_admin, as on hosted.
 */
export async function handleAdminRequest(request: Request, route: string, deps: AdminRouteDeps): Promise<Response> {
  const refused = await refuseNonAdmin(request, deps);
  if (refused) return refused;
  if (route === '/invite' && request.method === 'POST') return inviteUser(request, await bodyOf(request), deps);
  const users = /^\/admin\/users(?:\/([^/]+))?$/.exec(route);
  if (users) {
    const id = users[1];
    if (id === undefined) {
      if (request.method === 'GET') return listUsers(request, deps.db);
      if (request.method === 'POST') return createUser(await bodyOf(request), deps.db);
    } else {
      if (!UUID.test(id)) return errorResponse('auth', 404, 'user_not_found', 'User not found');
      if (request.method === 'GET') return userResponse(deps.db, id);
      if (request.method === 'PUT') return changeUser(id, await bodyOf(request), deps);
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


type Attributes = AdminUserAttributes | { refused: Response };

function refusal(message: string): { refused: Response } {
  return { refused: errorResponse('auth', 400, 'validation_failed', message) };
}

/**
 * The body's user fields as GoTrue's admin create and update read them (internal/api/admin.go):
 * the address through validateEmail (as sent, then lower-cased), the phone through validatePhone
 * (stored without `+`), `ban_duration` as a Go duration or `none`; or the answer to a bad one.
 */
function attributesOf(body: Record<string, unknown>): Attributes {
  const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : undefined);
  for (const name of ['email', 'phone', 'password', 'role', 'ban_duration']) {
    if (body[name] !== undefined && body[name] !== null && typeof body[name] !== 'string') return refusal(`${name} must be a string`);
  }
  for (const name of ['user_metadata', 'app_metadata']) {
    const value = body[name];
    if (value !== undefined && value !== null && (typeof value !== 'object' || Array.isArray(value))) return refusal(`${name} must be an object`);
  }
  // auth.users keeps the role in a varchar(255) column: longer is the caller's mistake, not a 500.
  if ((text('role')?.length ?? 0) > 255) return refusal('role must be at most 255 characters');
  // GoTrue treats an empty address or phone as not given.
  const email = text('email') || undefined;
  const emailRefusal = email === undefined ? null : emailError(email);
  if (emailRefusal) return refusal(emailRefusal);
  const givenPhone = text('phone') || undefined;
  const phone = givenPhone === undefined ? undefined : normalisedPhone(givenPhone);
  if (phone === null) return refusal(INVALID_PHONE_MESSAGE);
  const ban = text('ban_duration') || undefined;
  let bannedUntil: Date | null | undefined;
  if (ban !== undefined) {
    if (ban === 'none') bannedUntil = null;
    else {
      const ms = safeDuration(ban);
      if (ms === null) return refusal(`invalid format for ban duration: time: invalid duration ${JSON.stringify(ban)}`);
      bannedUntil = new Date(Date.now() + ms);
    }
  }
  return {
    email: email?.toLowerCase(),
    phone,
    password: text('password'),
    emailConfirm: body.email_confirm === true,
    phoneConfirm: body.phone_confirm === true,
    userMetadata: (body.user_metadata ?? undefined) as Record<string, unknown> | undefined,
    appMetadata: (body.app_metadata ?? undefined) as Record<string, unknown> | undefined,
    role: text('role') || undefined,
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

/** GoTrue's `id`: a UUID, not the nil one; absent or empty, a new one is made. */
function customId(body: Record<string, unknown>): string | undefined | { refused: Response } {
  if (body.id === undefined || body.id === null || body.id === '') return undefined;
  if (typeof body.id !== 'string' || !UUID.test(body.id)) return refusal('ID must conform to the uuid v4 format');
  if (/^[0-]+$/.test(body.id)) return refusal('ID cannot be a nil uuid');
  return body.id.toLowerCase();
}

/**
 * GoTrue's adminUserCreate, in its order: an address or phone is required, each is validated and
 * must be free, then the id. The password is not checked for strength here (GoTrue hashes what it
 * is given; only bcrypt's 72-byte limit refuses one).
 */
async function createUser(body: Record<string, unknown>, db: Queryable): Promise<Response> {
  const hasEmail = typeof body.email === 'string' && body.email !== '';
  const hasPhone = typeof body.phone === 'string' && body.phone !== '';
  if (!hasEmail && !hasPhone) return errorResponse('auth', 400, 'validation_failed', 'Cannot create a user without either an email or phone');
  const attributes = attributesOf(body);
  if ('refused' in attributes) return attributes.refused;
  if (attributes.email && (await emailTaken(db, attributes.email))) return errorResponse('auth', 422, 'email_exists', DUPLICATE_EMAIL);
  if (attributes.phone && (await phoneTaken(db, attributes.phone))) {
    return errorResponse('auth', 422, 'phone_exists', 'Phone number already registered by another user');
  }
  const tooLong = attributes.password === undefined ? null : bcryptRefusal(attributes.password);
  if (tooLong) return tooLong;
  const id = customId(body);
  if (typeof id === 'object') return id.refused;
  return userResponse(db, await insertUser(db, attributes, id));
}

/** GoTrue's adminUserUpdate: a new password must pass the project's strength rules. */
async function changeUser(id: string, body: Record<string, unknown>, deps: AdminRouteDeps): Promise<Response> {
  const attributes = attributesOf(body);
  if ('refused' in attributes) return attributes.refused;
  if (attributes.password !== undefined) {
    const weak = passwordStrengthRefusal(attributes.password, deps.minimumPasswordLength ?? DEFAULT_MINIMUM_PASSWORD_LENGTH);
    if (weak) return weak;
  }
  if (attributes.email && (await emailTaken(deps.db, attributes.email, id))) return errorResponse('auth', 422, 'email_exists', DUPLICATE_EMAIL);
  if (!(await updateUser(deps.db, id, attributes))) return errorResponse('auth', 404, 'user_not_found', 'User not found');
  return userResponse(deps.db, id);
}

async function removeUser(id: string, body: Record<string, unknown>, db: Queryable): Promise<Response> {
  if (body.should_soft_delete === true) {
    return errorResponse('auth', 400, 'validation_failed', 'Soft deletion is not supported by the local server; delete the user');
  }
  if (!(await deleteUser(db, id))) return errorResponse('auth', 404, 'user_not_found', 'User not found');
  return json(200, {});
}

/**
 * `?page=1&per_page=50`, newest first, with GoTrue's `X-Total-Count` and `Link` headers
 * (internal/api/pagination.go): the links are the request's own query with `page` replaced.
 */
async function listUsers(request: Request, db: Queryable): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const pagination = paginationOf(params);
  if ('error' in pagination) return errorResponse('auth', 400, 'validation_failed', pagination.error);
  const { page, perPage } = pagination;
  // GoTrue divides the total by per_page for its Link header: 0 panics, and its recoverer answers 500.
  if (perPage === 0) return errorResponse('auth', 500, 'unexpected_failure', 'Internal Server Error');
  // Its query builder (pop's Paginate) reads page 0 as page 1; the Link header keeps the 0.
  const { ids, total } = await userIds(db, Math.max(1, page), perPage);
  const users = [];
  for (const id of ids) users.push(await userJson(db, id));
  const totalPages = Math.ceil(total / perPage);
  const linkTo = (target: number) => {
    const query = new URLSearchParams(params);
    query.set('page', String(target));
    query.sort();
    return `</admin/users?${query}>`;
  };
  const links = [...(totalPages > page ? [`${linkTo(page + 1)}; rel="next"`] : []), `${linkTo(totalPages)}; rel="last"`];
  return json(200, { users, aud: 'authenticated' }, { 'X-Total-Count': String(total), Link: links.join(', ') });
}

async function userResponse(db: Queryable, id: string): Promise<Response> {
  const user = await userJson(db, id);
  return user ? json(200, user) : errorResponse('auth', 404, 'user_not_found', 'User not found');
}
