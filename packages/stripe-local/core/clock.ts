/**
 * The server's own time: real time plus an offset that `/_local/clock/advance` moves forward, so
 * renewals a month away can be tested in a second. While due work (a renewal, a cancellation) is
 * processed, the clock is pinned to the moment it was due, so the objects it creates carry that
 * moment as `created`, not the end of the jump.
 */
export class Clock {
  private pinned: number | null = null;

  constructor(private offsetMs: number) {}

  /** Unix seconds, like every Stripe timestamp. */
  now(): number {
    return this.pinned ?? Math.floor((Date.now() + this.offsetMs) / 1000);
  }

  /** Where the clock stands without any pin: the target of processing. */
  realNow(): number {
    return Math.floor((Date.now() + this.offsetMs) / 1000);
  }

  get offset(): number {
    return this.offsetMs;
  }

  advance(seconds: number): void {
    this.offsetMs += seconds * 1000;
  }

  /** Runs `work` as if it were `moment` (never earlier than a pin already in place). */
  at<T>(moment: number, work: () => T): T {
    const previous = this.pinned;
    this.pinned = moment;
    try {
      return work();
    } finally {
      this.pinned = previous;
    }
  }
}
