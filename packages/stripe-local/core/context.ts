/**
 * What every handler works with. The server is single-threaded and every state change is
 * synchronous, so a request or a clock tick sees and leaves a consistent state.
 */
import type { Clock } from './clock';
import type { JsonObject } from './json';
import type { InvoiceRecord, State } from './state';
import type { Store } from './store';

export interface ServerConfig {
  secretKey: string;
  webhookUrl: string | null;
  webhookSecret: string | null;
  /** Origin of the checkout, portal and invoice pages. */
  publicUrl: string;
  merchantName: string;
}

/** The API request an event came from (Stripe's `event.request`); null for clock-driven changes. */
export interface RequestInfo {
  id: string;
  idempotencyKey: string | null;
}

export interface Ctx {
  readonly store: Store;
  readonly state: State;
  readonly clock: Clock;
  readonly config: ServerConfig;
  request: RequestInfo | null;
  /** Hands a created event to the webhook sender (no-op without a webhook URL). */
  readonly deliver: (event: JsonObject) => void;
  readonly log: (line: string) => void;
  /**
   * Set in the sandbox of `create_preview`: an invoice that would be created now is kept here as a
   * draft instead of being finalized and charged.
   */
  readonly preview: { invoice: InvoiceRecord | null } | null;
}

export function now(ctx: Ctx): number {
  return ctx.clock.now();
}
