/**
 * GoTrue's `ratelimit.IntervalLimiter` (GOTRUE_RATE_LIMIT_EMAIL_SENT / _SMS_SENT given as a plain
 * number): at most `events` per fixed interval, for the whole instance. The intervals are counted
 * from the limiter's creation (server start), and the count restarts at each new interval: not a
 * sliding window.
 */
export class IntervalLimiter {
  private count = 0;

  constructor(
    private readonly events: number,
    private readonly intervalMs: number,
    private start: number,
  ) {}

  allow(now: number): boolean {
    const intervals = Math.floor((now - this.start) / this.intervalMs);
    if (intervals > 0) {
      this.start += intervals * this.intervalMs;
      this.count = 0;
    }
    if (this.count >= this.events) return false;
    this.count++;
    return true;
  }
}
