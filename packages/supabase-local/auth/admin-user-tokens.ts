import { randomInt } from 'node:crypto';
import type { Queryable } from '../db/database';

/**
 * The e-mail tokens GoTrue's invite and generate_link write, in the columns lite's `/verify`
 * looks them up by (the hex hash of address + code, `secure-email-change.ts` emailTokenHash), with
 * the `*_sent_at` time lite measures `otp_expiry` from.
 */

/** GoTrue's crypto.GenerateOtp: `length` random digits. */
export function emailOtp(length: number): string {
  return Array.from({ length }, () => randomInt(10)).join('');
}

/** A sign-up or invite confirmation (`type=signup` / `type=invite`; both verify a confirmation_token). */
export async function startConfirmation(db: Queryable, userId: string, tokenHash: string, invited: boolean): Promise<void> {
  await db.query(
    `update auth.users set confirmation_token = $2, confirmation_sent_at = now(),
            invited_at = case when $3 then now() else invited_at end
      where id = $1`,
    [userId, tokenHash, invited],
  );
}

/** A magic link or recovery (both verify a recovery_token, as in GoTrue). */
export async function startRecovery(db: Queryable, userId: string, tokenHash: string): Promise<void> {
  await db.query('update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1', [userId, tokenHash]);
}

/**
 * An e-mail change to `newEmail`, confirmation status back to none; the token of the side the link
 * is for is replaced, the other side's kept (GoTrue writes both columns from the user it loaded).
 */
export async function startEmailChange(
  db: Queryable,
  userId: string,
  newEmail: string,
  token: { side: 'current' | 'new'; hash: string },
): Promise<void> {
  const column = token.side === 'current' ? 'email_change_token_current' : 'email_change_token_new';
  await db.query(
    `update auth.users set email_change = $2, email_change_sent_at = now(), email_change_confirm_status = 0, ${column} = $3
      where id = $1`,
    [userId, newEmail, token.hash],
  );
}
