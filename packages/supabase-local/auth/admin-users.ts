import { randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { Queryable } from '../db/database';

/**
 * The writes behind GoTrue's admin user API (`/auth/v1/admin/users`), invites and generate_link,
 * on lite's auth tables: a bcrypt hash (cost 10, as GoTrue and lite use), app_metadata
 * `{provider: 'email', providers: ['email']}` plus what the admin adds, user_metadata exactly as
 * given (GoTrue's models.NewUser; only a confirmation adds `email_verified: true`, as its
 * User.Confirm does — lite's own sign-up also copies the identity claims there, hosted's admin
 * API does not), one `email` identity with the claims. The app's triggers on auth.users run as on
 * hosted.
 */
export interface AdminUserAttributes {
  email?: string;
  phone?: string;
  password?: string;
  emailConfirm?: boolean;
  phoneConfirm?: boolean;
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  role?: string;
  /** GoTrue's ban_duration: a Go duration, or 'none' to lift a ban. */
  bannedUntil?: Date | null;
}

const BCRYPT_COST = 10;

export async function insertUser(db: Queryable, attributes: AdminUserAttributes, id: string = randomUUID()): Promise<string> {
  const email = attributes.email?.toLowerCase() || null;
  const confirmed = attributes.emailConfirm === true;
  const hash = attributes.password ? await bcrypt.hash(attributes.password, BCRYPT_COST) : null;
  const userMetadata = { ...(attributes.userMetadata ?? {}), ...(confirmed ? { email_verified: true } : {}) };
  // GoTrue: `provider` is the first of `providers`, e-mail before phone.
  const providers = [...(email ? ['email'] : []), ...(attributes.phone ? ['phone'] : [])];
  await db.query(
    `insert into auth.users (id, aud, role, email, phone, encrypted_password, email_confirmed_at, raw_app_meta_data,
                             raw_user_meta_data, banned_until, phone_confirmed_at, created_at, updated_at)
     values ($1, 'authenticated', $2, $3, $4, $5, case when $6 then now() end, $7::jsonb, $8::jsonb, $9,
             case when $10 then now() end, now(), now())`,
    [
      id,
      attributes.role ?? 'authenticated',
      email,
      attributes.phone ?? null,
      hash,
      confirmed,
      JSON.stringify(merged({ provider: providers[0], providers }, attributes.appMetadata)),
      JSON.stringify(userMetadata),
      attributes.bannedUntil ?? null,
      attributes.phoneConfirm === true,
    ],
  );
  if (email) {
    await db.query(
      `insert into auth.identities (id, provider, provider_id, user_id, identity_data, created_at, updated_at)
       values ($1, 'email', $2::text, $2::uuid, $3::jsonb, now(), now())`,
      // GoTrue's provider.Claims as structs.Map gives them: the two flags always, false here.
      [randomUUID(), id, JSON.stringify({ sub: id, email, email_verified: false, phone_verified: false })],
    );
  }
  return id;
}

/**
 * GoTrue's admin update: metadata keys merged into what is there (a null value removes its key),
 * the address and its identity changed together, a new password hashed, `email_confirm` setting
 * the confirmation time. Answers false when there is no such user.
 */
export async function updateUser(db: Queryable, id: string, attributes: AdminUserAttributes): Promise<boolean> {
  const [current] = await db.query<{ app: unknown; meta: unknown }>(
    'select raw_app_meta_data as app, raw_user_meta_data as meta from auth.users where id = $1',
    [id],
  );
  if (!current) return false;
  const email = attributes.email?.toLowerCase();
  // GoTrue's User.Confirm: the confirmation is also written into user_metadata.
  const metadataChanges = attributes.emailConfirm === true ? { ...(attributes.userMetadata ?? {}), email_verified: true } : attributes.userMetadata;
  const hash = attributes.password ? await bcrypt.hash(attributes.password, BCRYPT_COST) : null;
  await db.query(
    `update auth.users set
       email = coalesce($2, email),
       phone = coalesce($3, phone),
       encrypted_password = coalesce($4, encrypted_password),
       email_confirmed_at = case when $5 then coalesce(email_confirmed_at, now()) else email_confirmed_at end,
       confirmation_token = case when $5 or $11 then null else confirmation_token end,
       phone_confirmed_at = case when $11 then now() else phone_confirmed_at end,
       raw_app_meta_data = $6::jsonb,
       raw_user_meta_data = $7::jsonb,
       role = coalesce($8, role),
       banned_until = case when $9 then $10 else banned_until end,
       updated_at = now()
     where id = $1`,
    [
      id,
      email ?? null,
      attributes.phone ?? null,
      hash,
      attributes.emailConfirm === true,
      JSON.stringify(merged(current.app, attributes.appMetadata)),
      JSON.stringify(merged(current.meta, metadataChanges)),
      attributes.role ?? null,
      attributes.bannedUntil !== undefined,
      attributes.bannedUntil ?? null,
      attributes.phoneConfirm === true,
    ],
  );
  if (email) {
    const updated = await db.query(
      // GoTrue's UpdateIdentityData: the address, and whether this update confirms it.
      `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', $3::boolean),
              updated_at = now()
       where user_id = $1 and provider = 'email' returning id`,
      [id, email, attributes.emailConfirm === true],
    );
    // A user without an address (an anonymous one) gets its e-mail identity now, as in GoTrue.
    if (updated.length === 0) {
      await db.query(
        `insert into auth.identities (id, provider, provider_id, user_id, identity_data, created_at, updated_at)
         values ($1, 'email', $2::text, $2::uuid, $3::jsonb, now(), now())`,
        [randomUUID(), id, JSON.stringify({ sub: id, email, email_verified: attributes.emailConfirm === true, phone_verified: false })],
      );
    }
    // GoTrue: an anonymous user given a confirmed address is a permanent one.
    if (attributes.emailConfirm === true) await db.query('update auth.users set is_anonymous = false where id = $1 and is_anonymous', [id]);
  }
  return true;
}

/** Removes the user and, through the foreign keys, their identities and sessions. */
export async function deleteUser(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>('delete from auth.users where id = $1 returning id', [id]);
  return rows.length > 0;
}

export async function emailTaken(db: Queryable, email: string, exceptId: string | null = null): Promise<boolean> {
  const rows = await db.query('select 1 from auth.users where lower(email) = lower($1) and ($2::uuid is null or id <> $2)', [email.trim(), exceptId]);
  return rows.length > 0;
}

export async function phoneTaken(db: Queryable, phone: string): Promise<boolean> {
  const rows = await db.query('select 1 from auth.users where phone = $1', [phone]);
  return rows.length > 0;
}

export async function userIds(db: Queryable, page: number, perPage: number): Promise<{ ids: string[]; total: number }> {
  const [{ total }] = await db.query<{ total: string | number }>('select count(*) as total from auth.users');
  const rows = await db.query<{ id: string }>('select id from auth.users order by created_at desc, id limit $1 offset $2', [perPage, (page - 1) * perPage]);
  return { ids: rows.map((row) => row.id), total: Number(total) };
}

function merged(stored: unknown, changes: Record<string, unknown> | undefined): Record<string, unknown> {
  const base = (typeof stored === 'string' ? JSON.parse(stored) : (stored ?? {})) as Record<string, unknown>;
  if (!changes) return base;
  const result = { ...base };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete result[key];
    else result[key] = value;
  }
  return result;
}
