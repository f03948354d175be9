/**
 * docs/product.md#pendant-panel: a connected pendant's battery and heart rate reach `devices` at most every 30 s. Heart
 * rate notifications arrive about once a second; saving each would be a write per second per
 * member for a value family only glance at.
 */
export const pendantSaveIntervalMs = 30_000;

export type SaveThrottle = {
  /** True (and the clock starts over) when a save is allowed now. */
  tryTake(): boolean;
  /** Forget the last save, so a newly connected pendant is saved at once. */
  reset(): void;
};

export function createSaveThrottle(intervalMs = pendantSaveIntervalMs, now: () => number = Date.now): SaveThrottle {
  let lastSave: number | null = null;
  return {
    tryTake() {
      const time = now();
      if (lastSave !== null && time - lastSave < intervalMs) return false;
      lastSave = time;
      return true;
    },
    reset() {
      lastSave = null;
    },
  };
}
