import type { Queryable } from '../db/database';
import { errorResponse } from '../http/errors';

/**
 * `[auth.email] max_frequency`, as hosted Supabase Auth applies it: one e-mail of a kind per
 * address per window, timed by the user's `*_sent_at` column (magic links and recovery share
 * `recovery_sent_at`, like GoTrue). A request inside the window gets
 * `429 over_email_send_rate_limit` and changes nothing (no new token, no mail).
 */
export type SentAtColumn = 'recovery_sent_at' | 'confirmation_sent_at' | 'email_change_sent_at' | 'reauthentication_sent_at';

export type EmailOwner = { email: string } | { userId: string };

export class EmailThrottle {
  constructor(
    private readonly db: Queryable,
    private readonly maxFrequencyMs: number,
  ) {}

  /** null when an e-mail may go out now, else the 429 to answer with. */
  async check(owner: EmailOwner, column: SentAtColumn): Promise<Response | null> {
    if (this.maxFrequencyMs <= 0) return null;
    const [where, value] = 'email' in owner ? ['lower(email) = lower($1)', owner.email] : ['id = $1', owner.userId];
    const rows = await this.db.query<{ sent_at: string | Date | null }>(`select ${column} as sent_at from auth.users where ${where}`, [value]);
    const sentAt = rows[0]?.sent_at;
    if (!sentAt) return null;
    const remainingMs = new Date(sentAt).getTime() + this.maxFrequencyMs - Date.now();
    if (remainingMs <= 0) return null;
    // GoTrue divides the remaining duration by a second (truncating).
    const seconds = Math.floor(remainingMs / 1000);
    return errorResponse('auth', 429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${seconds} seconds.`);
  }
}
