/**
 * Delivers events to STRIPE_WEBHOOK_URL one at a time in creation order, off the request path (an API
 * answer or a checkout redirect never waits for it). A non-2xx answer or a connection error is retried
 * after 1 s, 2 s, 4 s, 8 s (5 attempts), then given up with one log line; nothing here can throw into
 * the server. Later events wait for the one being retried, so the receiver sees them in order.
 */
import { signatureHeader } from './signature';
import type { JsonObject } from '../core/json';

export interface WebhookSenderOptions {
  url: string;
  secret: string;
  /** First retry delay; doubles each time. Default 1000 ms (tests shorten it). */
  retryBaseMs?: number;
  maxAttempts?: number;
  timeoutMs?: number;
  log: (line: string) => void;
  /** Called after an event was delivered (clears its pending_webhooks count). */
  onDelivered?: (event: JsonObject) => void;
}

export class WebhookSender {
  private readonly queue: JsonObject[] = [];
  private running = false;
  private closed = false;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly controllers = new Set<AbortController>();
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly options: WebhookSenderOptions) {}

  enqueue(event: JsonObject): void {
    if (this.closed) return;
    this.queue.push(event);
    if (!this.running) void this.run();
  }

  /** Resolves once every queued event was delivered or given up. */
  idle(): Promise<void> {
    if (!this.running && this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  close(): void {
    this.closed = true;
    this.queue.length = 0;
    for (const timer of this.timers) clearTimeout(timer);
    for (const controller of this.controllers) controller.abort();
    this.timers.clear();
    this.finishIdle();
  }

  private finishIdle(): void {
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  private async run(): Promise<void> {
    this.running = true;
    try {
      while (!this.closed && this.queue.length > 0) {
        const event = this.queue[0];
        await this.deliver(event);
        this.queue.shift();
      }
    } finally {
      this.running = false;
      this.finishIdle();
    }
  }

  private async deliver(event: JsonObject): Promise<void> {
    const maxAttempts = this.options.maxAttempts ?? 5;
    const base = this.options.retryBaseMs ?? 1000;
    // The body is fixed once: retries send the same bytes, freshly signed.
    const body = JSON.stringify(event, null, 2);
    for (let attempt = 1; attempt <= maxAttempts && !this.closed; attempt++) {
      const failure = await this.attempt(body);
      if (failure === null) {
        this.options.onDelivered?.(event);
        return;
      }
      const last = attempt === maxAttempts;
      this.options.log(
        `[stripe-local] webhook ${String(event.id)} (${String(event.type)}) attempt ${attempt}/${maxAttempts} failed: ${failure}${last ? '; giving up' : ''}`,
      );
      if (!last) await this.sleep(base * 2 ** (attempt - 1));
    }
  }

  /** null on a 2xx answer, else why it failed. */
  private async attempt(body: string): Promise<string | null> {
    const controller = new AbortController();
    this.controllers.add(controller);
    const timer = setTimeout(() => controller.abort(), this.options.timeoutMs ?? 10_000);
    try {
      const response = await fetch(this.options.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'Stripe-Signature': signatureHeader(body, this.options.secret),
        },
        body,
        signal: controller.signal,
      });
      // Drain the answer so the connection is released.
      await response.arrayBuffer().catch(() => undefined);
      return response.ok ? null : `HTTP ${response.status}`;
    } catch (error) {
      return error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    } finally {
      clearTimeout(timer);
      this.controllers.delete(controller);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        resolve();
      }, ms);
      this.timers.add(timer);
    });
  }
}
