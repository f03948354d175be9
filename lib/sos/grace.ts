/**
 * The grace period: seconds between raising an SOS and e-mailing/texting the emergency contacts,
 * so a mistaken tap can be cancelled first. Family in the app are alerted at once regardless.
 * The database fixes the deadline (sos_events.contacts_due_at) when the alarm is raised; the
 * browser only counts down to it and nudges the server, it never decides.
 */
export const DEFAULT_GRACE_SECONDS = 5;
export const MIN_GRACE_SECONDS = 0;
export const MAX_GRACE_SECONDS = 10;

/** Milliseconds left until `dueAt` (never negative). */
export function graceRemainingMs(dueAt: string | number, now: number): number {
  const due = typeof dueAt === 'number' ? dueAt : Date.parse(dueAt);
  if (Number.isNaN(due)) return 0;
  return Math.max(0, due - now);
}

/** Whole seconds left, rounded up, as the member reads them ("Contacts alerted in 3 s"). */
export function graceSecondsLeft(dueAt: string | number, now: number): number {
  return Math.ceil(graceRemainingMs(dueAt, now) / 1000);
}

export type GraceCountdown = { cancel(): void };

/**
 * Counts down to `dueAt`: `onTick(secondsLeft)` at once and at each whole second, then
 * `onElapsed()` exactly once when the deadline passes, unless cancelled first.
 */
export function startGraceCountdown(options: {
  dueAt: string | number;
  now?: () => number;
  onTick: (secondsLeft: number) => void;
  onElapsed?: () => void;
}): GraceCountdown {
  const now = options.now ?? Date.now;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let done = false;

  const step = () => {
    if (done) return;
    const remaining = graceRemainingMs(options.dueAt, now());
    if (remaining <= 0) {
      done = true;
      options.onTick(0);
      options.onElapsed?.();
      return;
    }
    options.onTick(Math.ceil(remaining / 1000));
    // Wake at the next whole-second boundary of the remaining time (or at the deadline).
    const untilNextSecond = remaining % 1000 || 1000;
    timer = setTimeout(step, untilNextSecond);
  };
  step();

  return {
    cancel() {
      done = true;
      if (timer) clearTimeout(timer);
    },
  };
}
