import type { Queryable } from '../db/database';

/**
 * A user as GoTrue's API shows one (models.User's JSON: unset times and an empty pending change
 * left out), identities included.
 */
export async function userJson(db: Queryable, id: string): Promise<Record<string, unknown> | null> {
  const [user] = await db.query<Record<string, unknown>>(
    `select id, aud, role, coalesce(email, '') as email, coalesce(phone, '') as phone, email_confirmed_at, phone_confirmed_at,
            confirmed_at, confirmation_sent_at, recovery_sent_at, nullif(email_change, '') as new_email, email_change_sent_at,
            nullif(phone_change, '') as new_phone, phone_change_sent_at, reauthentication_sent_at, invited_at,
            last_sign_in_at, raw_app_meta_data as app_metadata,
            raw_user_meta_data as user_metadata, banned_until, created_at, updated_at, is_anonymous
     from auth.users where id = $1`,
    [id],
  );
  if (!user) return null;
  const identities = await db.query<Record<string, unknown>>(
    `select provider_id as id, id as identity_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
     from auth.identities where user_id = $1 order by created_at`,
    [id],
  );
  const withoutNulls = Object.fromEntries(Object.entries(user).filter(([, value]) => value !== null));
  return { ...withoutNulls, app_metadata: parsedJson(user.app_metadata), user_metadata: parsedJson(user.user_metadata), identities };
}

function parsedJson(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : (value ?? {});
}
