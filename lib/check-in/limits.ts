/**
 * The check-in timer's limits (docs/product.md#check-in), the same as the database's checks
 * in start_check_in, extend_check_in and set_check_in_codes: the form says what is wrong before
 * anything is sent, and the database refuses anything else with its own code (./problems.ts).
 */

/** A check-in is due 1 minute to 24 hours from now. */
export const MIN_DUE_MINUTES = 1;
export const MAX_DUE_MINUTES = 24 * 60;
export const MIN_DUE_MS = MIN_DUE_MINUTES * 60_000;
export const MAX_DUE_MS = MAX_DUE_MINUTES * 60_000;

/** The quick picks of "In …", in minutes. */
export const QUICK_DURATIONS = [15, 30, 60, 120] as const;

/** Grace after the due time before the alarm goes out: the form's choices, within the database's 0–60. */
export const GRACE_OPTIONS = [0, 5, 10, 15, 30, 60] as const;
export const DEFAULT_GRACE_MINUTES = 5;
export const MAX_GRACE_MINUTES = 60;

/** What the member may write for their people, shown with the alarm. */
export const MAX_NOTE_LENGTH = 200;

/** "Extend" adds one of these (minutes); the database takes 1–1440 as long as the result is within 24 h. */
export const EXTEND_OPTIONS = [15, 30, 60] as const;

/** Safe and duress codes: 4 to 8 digits each. */
export const CODE_PATTERN = /^\d{4,8}$/;
export const MIN_CODE_LENGTH = 4;
export const MAX_CODE_LENGTH = 8;

/** The banner turns prominent this long before the due time. */
export const DUE_SOON_MS = 5 * 60_000;

/** The open page sends the member's position at most this often (update_check_in_position). */
export const POSITION_INTERVAL_MS = 60_000;

/** The banner and the page read the open check-in again this often (and whenever the tab comes back). */
export const REFRESH_INTERVAL_MS = 30_000;
