import type { SosEvent } from '@/lib/data/sos';

/**
 * Answer time of a call centre alarm: raised (started_at) → claimed (claimed_at). The UK telecare
 * standard asks 97.5% of alarms answered within 60 s. The same rules as the database's
 * call_centre_answer_stats (migration 20261124001300), for one alarm: read from the row only,
 * never from a clock, so the server's render and the browser's agree.
 */
export const ANSWER_TARGET_SECONDS = 60;
export const ANSWER_TARGET_SHARE = 0.975;

export type AnswerTime =
  /** Claimed: how long it took, and whether within the target. */
  | { kind: 'answered'; seconds: number; inTime: boolean }
  /** Open and nobody has claimed it yet. */
  | { kind: 'waiting' }
  /** Ended without a claim, after `seconds`; `counted` when that was past the target (a miss). */
  | { kind: 'unanswered'; seconds: number; counted: boolean };

const secondsBetween = (from: string, to: string) => Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 1000));

export function answerTime(event: Pick<SosEvent, 'started_at' | 'claimed_at' | 'resolved_at'>): AnswerTime {
  if (event.claimed_at) {
    const seconds = secondsBetween(event.started_at, event.claimed_at);
    return { kind: 'answered', seconds, inTime: seconds <= ANSWER_TARGET_SECONDS };
  }
  if (!event.resolved_at) return { kind: 'waiting' };
  const seconds = secondsBetween(event.started_at, event.resolved_at);
  return { kind: 'unanswered', seconds, counted: seconds > ANSWER_TARGET_SECONDS };
}

/** Whether a share answered within 60 s meets the standard (97.5%). */
export const meetsAnswerTarget = (share: number) => share >= ANSWER_TARGET_SHARE;

/**
 * A duration as people read it: "42 s", "3 min 5 s", "2 h 3 min". The unit symbols are the same
 * in English, Dutch and Spanish (SI and ISO 80000), so no message per language is needed.
 */
export function formatDuration(totalSeconds: number): string {
  const whole = Math.max(0, Math.round(totalSeconds));
  if (whole < 60) return `${whole} s`;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = whole % 60;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  return seconds > 0 ? `${minutes} min ${seconds} s` : `${minutes} min`;
}
