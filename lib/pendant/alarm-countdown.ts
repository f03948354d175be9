/**
 * The countdown between the pendant's button or fall and the alarm
 * (docs/pendant-protocol.md#what-the-app-does), as pure functions of the events and the clock, so
 * the rules are tested once and the hook only keeps time. The countdown happens here, in the
 * browser, before raising: the alarm it raises alerts the contacts at once (raise_sos gives
 * 'pendant' and 'fall' no second grace).
 */
import type { PendantAlertKind } from './alert-event';
import { MAX_GRACE_SECONDS, MIN_GRACE_SECONDS } from '@/lib/sos/grace';

/** The alarm's source as raise_sos records it. */
export type PendantAlarmSource = 'pendant' | 'fall';

export type PendantCountdown = {
  source: PendantAlarmSource;
  /** When the alarm is raised unless cancelled (ms since the epoch). */
  dueAt: number;
};

/**
 * A fall gets longer than a press: the member may be dazed or on the floor, and a fall sensor
 * is wrong more often than a finger on a button.
 */
export const FALL_COUNTDOWN_SECONDS = 30;

/**
 * The button waits the member's grace period (0–10 s, set on /sos). Where it cannot be read, the
 * longest grace: a pressed button is more often a mistake than a tap on the SOS screen.
 */
export const BUTTON_COUNTDOWN_FALLBACK_SECONDS = MAX_GRACE_SECONDS;

/** The button's countdown: the member's grace when known and valid, else the fallback. */
export function buttonCountdownSeconds(graceSeconds?: number | null): number {
  if (typeof graceSeconds !== 'number' || !Number.isInteger(graceSeconds)) return BUTTON_COUNTDOWN_FALLBACK_SECONDS;
  if (graceSeconds < MIN_GRACE_SECONDS || graceSeconds > MAX_GRACE_SECONDS) return BUTTON_COUNTDOWN_FALLBACK_SECONDS;
  return graceSeconds;
}

/**
 * The countdown after one event, from the one running (null: none):
 * - a long press cancels (null), whatever runs;
 * - a press or a fall starts one, or, while one runs, may only bring the alarm closer: the
 *   deadline is the earlier of the two, and once a fall was noticed the source stays 'fall'.
 *   Pressing the button again never gives the member more time.
 */
export function nextPendantCountdown(
  current: PendantCountdown | null,
  alert: PendantAlertKind,
  now: number,
  buttonSeconds: number = BUTTON_COUNTDOWN_FALLBACK_SECONDS,
): PendantCountdown | null {
  if (alert === 'longPress') return null;
  const seconds = alert === 'fall' ? FALL_COUNTDOWN_SECONDS : buttonSeconds;
  const dueAt = now + seconds * 1000;
  const source: PendantAlarmSource = alert === 'fall' ? 'fall' : 'pendant';
  if (!current) return { source, dueAt };
  return {
    source: current.source === 'fall' || source === 'fall' ? 'fall' : 'pendant',
    dueAt: Math.min(current.dueAt, dueAt),
  };
}

/** How often the fall's "Are you OK?" prompt sounds again while its countdown runs. */
export const FALL_PROMPT_INTERVAL_MS = 5_000;
