import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';

/**
 * Secure e-mail change, as GoTrue does it with `[auth.email] double_confirm_changes = true`
 * (issue 17, item 5). A change is e-mailed to both addresses, and it happens only once both links
 * (or codes) were used, in either order; the first answers "Confirmation link accepted. Please
 * proceed to confirm link sent to the other email". Lite mails only the current address and
 * completes the change on that one link, so whoever controls the old mailbox alone could move an
 * account to an address they do not own. Here the first confirmation is recorded
 * (`email_change_confirm_status` 1, its token spent) without lite; the second is handed to lite,
 * which applies the change (lite accepts only the current address's token, so a new-address token
 * that comes second takes that column first).
 */
export const SINGLE_CONFIRMATION_ACCEPTED = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

export type EmailChangeStep =
  /** Not a pending secure change (or unknown token): lite answers as usual. */
  | { kind: 'lite' }
  /** One of two confirmations: recorded; answer with SINGLE_CONFIRMATION_ACCEPTED. */
  | { kind: 'first' }
  /** The second: lite completes it; then the user's status is reset (completeEmailChange). */
  | { kind: 'second'; userId: string };

/** Lite's token hash: hex SHA-256 of the lower-cased address followed by the code. */
export function emailTokenHash(email: string, token: string): string {
  return createHash('sha256').update(email.toLowerCase() + token).digest('hex');
}

type PendingChange = { id: string; status: number; matches_current: boolean; expired: boolean };

export async function confirmEmailChangeStep(db: Queryable, tokenHash: string, otpExpirySeconds: number): Promise<EmailChangeStep> {
  const [user] = await db.query<PendingChange>(
    `select id, coalesce(email_change_confirm_status, 0)::int as status,
            email_change_token_current = $1 as matches_current,
            coalesce(email_change_sent_at < now() - make_interval(secs => $2), true) as expired
       from auth.users
      where (email_change_token_current = $1 or email_change_token_new = $1)
        and coalesce(email_change, '') <> '' and coalesce(email, '') <> ''
      limit 1`,
    [tokenHash, otpExpirySeconds],
  );
  // Unknown or expired tokens, and a change with one address only: lite's own answer.
  if (!user || user.expired) return { kind: 'lite' };
  if (user.status === 0) {
    const spent = user.matches_current ? 'email_change_token_current' : 'email_change_token_new';
    // Atomic: of two confirmations racing, one is first and the other second.
    const updated = await db.query(
      `update auth.users set email_change_confirm_status = 1, ${spent} = null
        where id = $1 and coalesce(email_change_confirm_status, 0) = 0 and ${spent} = $2
        returning id`,
      [user.id, tokenHash],
    );
    if (updated.length > 0) return { kind: 'first' };
  }
  if (!user.matches_current) {
    await db.query(
      `update auth.users set email_change_token_current = email_change_token_new, email_change_token_new = null
        where id = $1 and email_change_token_new = $2`,
      [user.id, tokenHash],
    );
  }
  return { kind: 'second', userId: user.id };
}

/** After lite applied the change, or when a new change starts: both confirmations are owed again. */
export async function resetEmailChangeStatus(db: Queryable, userId: string): Promise<void> {
  await db.query('update auth.users set email_change_confirm_status = 0 where id = $1', [userId]);
}
