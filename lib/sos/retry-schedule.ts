/**
 * How long to wait before each new attempt to send a pending SOS. docs/product.md#limits-and-constants: back-off starts at
 * 200 ms and doubles per attempt. Capped at 5 s: an alarm must keep trying often enough that it
 * goes out within seconds of the network coming back, and never gives up.
 */
export const SOS_RETRY_BASE_MS = 200;
export const SOS_RETRY_CAP_MS = 5_000;

/** Delay before retry number `attempt` (0 = the first retry after the first failure). */
export function sosRetryDelayMs(attempt: number): number {
  if (!Number.isFinite(attempt) || attempt < 0) return SOS_RETRY_BASE_MS;
  // 2 ** 5 × 200 already passes the cap; clamping the exponent keeps huge attempt counts finite.
  const exponent = Math.min(Math.floor(attempt), 10);
  return Math.min(SOS_RETRY_BASE_MS * 2 ** exponent, SOS_RETRY_CAP_MS);
}
