import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { errorResponse, json } from '../http/errors';
import { emailError } from './address-validation';
import type { AdminRouteDeps } from './admin-routes';
import { emailOtp, startConfirmation, startEmailChange, startRecovery } from './admin-user-tokens';
import { emailTaken, insertUser } from './admin-users';
import { verificationUrl } from './auth-mailer';
import { userByEmail, type EmailUser } from './confirmation-mail';
import { DEFAULT_MINIMUM_PASSWORD_LENGTH, passwordStrengthRefusal } from './password-strength';
import { isRedirectAllowed, resolveRedirect } from './redirect-allow-list';
import { emailTokenHash } from './secure-email-change';
import { userJson } from './user-json';

export const DUPLICATE_EMAIL = 'A user with this email address has already been registered';

/** The `type` each generate_link type puts in its link (GoTrue's mailer GetEmailActionLink). */
const LINK_TYPE: Record<string, string> = {
  magiclink: 'magiclink',
  recovery: 'recovery',
  invite: 'invite',
  signup: 'signup',
  email_change_current: 'email_change',
  email_change_new: 'email_change',
};

type Made = { userId: string; linkToken: string } | { refused: Response };

/**
 * `POST /admin/generate_link`, as GoTrue's adminGenerateLink (internal/api/mail.go): the link and
 * code an e-mail of that type would carry, with the user, and no e-mail sent. `signup` and
 * `invite` make the user when the address has none (`signup` with the body's password and
 * `data`), a `magiclink` for an unknown address becomes a `signup` with a random password, and
 * `email_change_current`/`email_change_new` start a change to `new_email` (the current side only
 * with `double_confirm_changes`, as hosted's "secure email change"). The tokens are written where
 * lite's `/verify` finds them, so the link and the code work as an e-mailed one would.
 */
export async function generateLink(request: Request, body: Record<string, unknown>, deps: AdminRouteDeps): Promise<Response> {
  let type = text(body.type);
  const given = text(body.email);
  const invalid = emailError(given);
  if (invalid) return errorResponse('auth', 400, 'validation_failed', invalid);
  const email = given.toLowerCase();
  const redirectTo = redirectOf(request, body, deps);
  const user = await userByEmail(deps.db, email);
  let password = text(body.password);
  if (!user && type === 'magiclink') {
    type = 'signup';
    password = randomBytes(48).toString('base64url');
  } else if (!user && ['recovery', 'email_change_current', 'email_change_new'].includes(type)) {
    return errorResponse('auth', 404, 'user_not_found', 'User with this email not found');
  }
  if (type === 'signup' && !user) {
    if (password === '') return errorResponse('auth', 400, 'validation_failed', 'Signup requires a valid password');
    const weak = passwordStrengthRefusal(password, deps.minimumPasswordLength ?? DEFAULT_MINIMUM_PASSWORD_LENGTH);
    if (weak) return weak;
  }
  const otp = emailOtp(deps.confirmationMail.otpLength);
  const made = await deps.db.transaction((tx) => makeLink(tx, { type, email, user, password, otp, body }, deps));
  if ('refused' in made) return made.refused;
  return json(200, {
    ...(await userJson(deps.db, made.userId)),
    action_link: verificationUrl(deps.issuer(), made.linkToken, LINK_TYPE[type], redirectTo),
    email_otp: otp,
    // GoTrue hashes the request's address, whichever side the link is for.
    hashed_token: emailTokenHash(email, otp),
    redirect_to: redirectTo,
    verification_type: type,
  });
}

interface LinkRequest {
  type: string;
  email: string;
  user: EmailUser | null;
  password: string;
  otp: string;
  body: Record<string, unknown>;
}

async function makeLink(tx: Queryable, link: LinkRequest, deps: AdminRouteDeps): Promise<Made> {
  const { type, email, user, otp } = link;
  const tokenHash = emailTokenHash(email, otp);
  switch (type) {
    case 'magiclink':
    case 'recovery':
      await startRecovery(tx, (user as EmailUser).id, tokenHash);
      return { userId: (user as EmailUser).id, linkToken: tokenHash };
    case 'invite':
    case 'signup': {
      if (user?.confirmed) return { refused: errorResponse('auth', 422, 'email_exists', DUPLICATE_EMAIL) };
      const data = metadataOf(link.body.data);
      const userId = user
        ? (await mergeUserMetadata(tx, user.id, type === 'signup' ? data : {}), user.id)
        : await insertUser(tx, { email, password: type === 'signup' ? link.password : undefined, userMetadata: data });
      await startConfirmation(tx, userId, tokenHash, type === 'invite');
      return { userId, linkToken: tokenHash };
    }
    case 'email_change_current':
    case 'email_change_new': {
      if (!deps.secureEmailChange && type === 'email_change_current') {
        return { refused: errorResponse('auth', 400, 'validation_failed', 'Enable secure email change to generate link for current email') };
      }
      const given = text(link.body.new_email);
      const invalid = emailError(given);
      if (invalid) return { refused: errorResponse('auth', 400, 'validation_failed', invalid) };
      const newEmail = given.toLowerCase();
      const owner = user as EmailUser;
      if (await emailTaken(tx, newEmail, owner.id)) return { refused: errorResponse('auth', 422, 'email_exists', DUPLICATE_EMAIL) };
      const side = type === 'email_change_current' ? 'current' : 'new';
      // The new address's link carries the code hashed with that address.
      const linkToken = side === 'current' ? tokenHash : emailTokenHash(newEmail, otp);
      await startEmailChange(tx, owner.id, newEmail, { side, hash: linkToken });
      return { userId: owner.id, linkToken };
    }
    default:
      return { refused: errorResponse('auth', 400, 'validation_failed', `Invalid email action link type requested: ${type}`) };
  }
}

/** GoTrue: the query's `redirect_to` (supabase-js sends `redirectTo` there) or Referer, then the body's when allowed. */
function redirectOf(request: Request, body: Record<string, unknown>, deps: AdminRouteDeps): string {
  const fromBody = text(body.redirect_to);
  if (fromBody && isRedirectAllowed(fromBody, deps.siteUrl, deps.allowList)) return fromBody;
  const query = new URL(request.url).searchParams.get('redirect_to');
  return resolveRedirect(query, request.headers.get('referer'), deps.siteUrl, deps.allowList);
}

/** GoTrue's UpdateUserMetaData: keys set, a null value removes its key. */
async function mergeUserMetadata(tx: Queryable, userId: string, changes: Record<string, unknown>): Promise<void> {
  const removed = Object.keys(changes).filter((key) => changes[key] === null);
  const kept = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== null));
  await tx.query(
    `update auth.users set raw_user_meta_data = (coalesce(raw_user_meta_data, '{}'::jsonb) - $3::text[]) || $2::jsonb, updated_at = now()
      where id = $1`,
    [userId, JSON.stringify(kept), removed],
  );
}

function metadataOf(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
