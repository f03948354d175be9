import { sosRetryDelayMs } from './retry-schedule';

export type SendOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Sends until the server confirms, or refuses for good (`isFinal`: a test alert past its limit): after each failure it waits the docs/product.md#limits-and-constants back-off (200 ms,
 * doubling, capped) and tries again, for as long as `shouldContinue()` holds. It never gives up
 * on its own: an alarm is not something to drop after N tries. `onRetrying` lets the page say
 * honestly "Sending… retrying".
 */
export async function sendUntilConfirmed<T>(options: {
  send: () => Promise<SendOutcome<T>>;
  onRetrying?: (attempt: number, delayMs: number, error: unknown) => void;
  shouldContinue?: () => boolean;
  /** An error that another try would only repeat: stop and hand it to `onRefused`. */
  isFinal?: (error: unknown) => boolean;
  onRefused?: (error: unknown) => void;
  sleep?: (ms: number) => Promise<void>;
}): Promise<T | null> {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const shouldContinue = options.shouldContinue ?? (() => true);
  for (let attempt = 0; shouldContinue(); attempt += 1) {
    const outcome = await options.send();
    if (outcome.ok) return outcome.value;
    if (options.isFinal?.(outcome.error)) {
      options.onRefused?.(outcome.error);
      return null;
    }
    const delay = sosRetryDelayMs(attempt);
    options.onRetrying?.(attempt + 1, delay, outcome.error);
    await sleep(delay);
  }
  return null;
}
