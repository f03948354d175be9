/**
 * startLocalStripe: a Stripe-compatible HTTP server for development and tests, talked to with the
 * official `stripe` package pointed at it (host/port/protocol). Sealed: it imports only node built-ins.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Clock } from './core/clock';
import type { Ctx, ServerConfig } from './core/context';
import type { JsonObject } from './core/json';
import { Store } from './core/store';
import { processDue } from './billing/scheduler';
import { ApiHandler, compileRoutes } from './http/api';
import { ApiError, invalidRequest, unrecognizedUrl } from './http/errors';
import { BodyTooLarge, sendJson } from './http/io';
import { handleLocal } from './http/local-controls';
import { handlePage } from './pages/routes';
import { ROUTES } from './routes';
import { WebhookSender } from './webhooks/sender';
import { DEFAULTS, type LocalStripeOptions } from './config';

export type { LocalStripeOptions } from './config';

export interface LocalStripe {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** How often time-driven work (renewals, expiries) is looked at while nobody calls. */
const TICK_MS = 1000;

export async function startLocalStripe(options: LocalStripeOptions = {}): Promise<LocalStripe> {
  const log = options.log ?? ((line: string) => console.log(line));
  const webhookUrl = options.webhookUrl || null;
  const webhookSecret = options.webhookSecret || null;
  if (webhookUrl && !webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET (webhookSecret) is required when STRIPE_WEBHOOK_URL (webhookUrl) is set.');
  if (webhookUrl) new URL(webhookUrl);
  const host = options.host ?? DEFAULTS.host;
  const store = new Store(options.dataDir ?? DEFAULTS.dataDir);
  const clock = new Clock(store.state.clockOffsetMs);
  const config: ServerConfig = {
    secretKey: options.secretKey ?? DEFAULTS.secretKey,
    webhookUrl,
    webhookSecret,
    publicUrl: '',
    merchantName: options.merchantName ?? DEFAULTS.merchantName,
  };
  const sender =
    webhookUrl && webhookSecret
      ? new WebhookSender({
          url: webhookUrl,
          secret: webhookSecret,
          retryBaseMs: options.webhookRetryBaseMs,
          log,
          onDelivered: (event: JsonObject) => {
            const stored = store.state.events[String(event.id)];
            if (stored) {
              stored.pending_webhooks = 0;
              store.markDirty();
            }
          },
        })
      : null;
  const ctx: Ctx = {
    store,
    state: store.state,
    clock,
    config,
    request: null,
    deliver: (event) => sender?.enqueue(event),
    log,
    preview: null,
  };
  const api = new ApiHandler(ctx, compileRoutes(ROUTES));

  const server = http.createServer((req, res) => {
    let url: URL;
    try {
      // Only the path matters; a request line like `//[` must not become an exception.
      url = new URL(`http://localhost${(req.url ?? '/').startsWith('/') ? '' : '/'}${req.url ?? ''}`);
    } catch {
      url = new URL('http://localhost/invalid-url');
    }
    const work = async () => {
      if (url.pathname.startsWith('/v1/') || url.pathname === '/v1') return api.handle(req, res, url);
      if (url.pathname.startsWith('/_local/')) return handleLocal(ctx, req, res, url);
      if (await handlePage(ctx, req, res, url)) return;
      const error = unrecognizedUrl(req.method ?? 'GET', url.pathname);
      sendJson(res, error.status, error.toJson());
    };
    work().catch((error: unknown) => {
      if (error instanceof BodyTooLarge) return sendJson(res, 400, invalidRequest(error.message).toJson());
      log(`[stripe-local] ${req.method} ${url.pathname} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!res.headersSent) sendJson(res, 500, new ApiError(500, { type: 'api_error', message: 'An unknown error occurred in the local Stripe server.' }).toJson());
      else res.end();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULTS.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  const url = `http://${urlHost}:${port}`;
  config.publicUrl = (options.publicUrl || url).replace(/\/+$/, '');

  const timer = setInterval(() => {
    try {
      processDue(ctx);
      store.flush();
    } catch (error) {
      log(`[stripe-local] scheduled work failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }
  }, TICK_MS);
  timer.unref();

  let closed: Promise<void> | null = null;
  return {
    url,
    port,
    close: () => {
      closed ??= new Promise<void>((resolve) => {
        clearInterval(timer);
        sender?.close();
        store.flush();
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closed;
    },
  };
}
