/**
 * Stripe's idempotency: a POST with an `Idempotency-Key` already seen answers the first answer again
 * (with `Idempotent-Replayed: true`) when its method, path and body are the same, and a 400
 * idempotency_error when they differ. Like Stripe, answers of requests that failed validation are
 * not kept. Kept in memory for 24 hours of real time, at most 10 000 keys.
 */
import type { JsonObject } from '../core/json';
import { ApiError } from './errors';

interface Saved {
  fingerprint: string;
  status: number;
  body: JsonObject;
  savedAt: number;
}

const TTL_MS = 24 * 3600 * 1000;
const MAX_KEYS = 10_000;

export class IdempotencyCache {
  private readonly saved = new Map<string, Saved>();

  /** The saved answer to replay, null when the key is new; throws when the key was used differently. */
  lookup(key: string, fingerprint: string): Saved | null {
    const saved = this.saved.get(key);
    if (!saved || Date.now() - saved.savedAt > TTL_MS) return null;
    if (saved.fingerprint !== fingerprint)
      throw new ApiError(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      });
    return saved;
  }

  save(key: string, fingerprint: string, status: number, body: JsonObject): void {
    if (status >= 400 && status !== 402) return;
    if (this.saved.size >= MAX_KEYS) this.saved.delete(this.saved.keys().next().value as string);
    this.saved.set(key, { fingerprint, status, body, savedAt: Date.now() });
  }
}
