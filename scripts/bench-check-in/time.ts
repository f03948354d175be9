/** Waits `ms` (nothing when it is not positive). */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** `12.3 s` */
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** `412 ms`, or n/a for NaN. */
export const millis = (value: number) => (Number.isNaN(value) ? 'n/a' : `${Math.round(value)} ms`);
