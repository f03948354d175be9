/**
 * A delivery failure that trying again cannot fix (the push service refused every subscription,
 * or none is left): the row fails at once instead of going through the back-off
 * (lib/notify/retry.ts). Any other error is treated as passing and retried.
 */
export class PermanentDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentDeliveryError';
  }
}
