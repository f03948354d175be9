/**
 * The `/v1` API: key check, form parsing, route match, idempotency, due work, the handler, `expand[]`,
 * and Stripe's error answers. Nothing a client sends can make it answer 5xx except a bug, which is
 * logged and answered as Stripe's api_error.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Ctx } from '../core/context';
import { newId } from '../core/ids';
import { cloneJson, type JsonObject } from '../core/json';
import { processDue } from '../billing/scheduler';
import { checkKey } from './auth';
import { ApiError, invalidRequest, unrecognizedUrl } from './errors';
import { expand } from './expand';
import { FormError, parseForm, type ParamObject } from './form';
import { IdempotencyCache } from './idempotency';
import { BodyTooLarge, readBody, sendJson } from './io';
import { Params } from './params';
import type { Route } from './route';

interface CompiledRoute {
  route: Route;
  regex: RegExp;
  names: string[];
}

const PAGINATION = ['limit', 'starting_after', 'ending_before'];

export function compileRoutes(routes: Route[]): CompiledRoute[] {
  return routes.map((route) => {
    const names: string[] = [];
    const source = route.pattern.replace(/:([a-z_]+)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    return { route, regex: new RegExp(`^${source}$`), names };
  });
}

function match(routes: CompiledRoute[], method: string, pathname: string): { route: Route; path: Record<string, string> } | null {
  for (const { route, regex, names } of routes) {
    if (route.method !== method) continue;
    const found = regex.exec(pathname);
    if (!found) continue;
    const path: Record<string, string> = {};
    try {
      names.forEach((name, index) => (path[name] = decodeURIComponent(found[index + 1])));
    } catch {
      return null;
    }
    return { route, path };
  }
  return null;
}

/** Query and body together, the body winning, as Stripe reads them. */
function mergeParams(query: ParamObject, body: ParamObject): ParamObject {
  return { ...query, ...body };
}

export class ApiHandler {
  private readonly idempotency = new IdempotencyCache();

  constructor(
    private readonly ctx: Ctx,
    private readonly routes: CompiledRoute[],
  ) {}

  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const requestId = newId('request');
    const method = (req.method ?? 'GET').toUpperCase();
    const idempotencyKey = method === 'POST' ? (req.headers['idempotency-key'] as string | undefined)?.trim() || null : null;
    const headers: Record<string, string> = { 'Request-Id': requestId, 'Stripe-Version': '2026-10-28.endive' };
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    let fingerprint = '';
    let status = 200;
    let body: JsonObject;
    try {
      const authError = checkKey(req.headers.authorization, this.ctx.config.secretKey);
      if (authError) throw authError;
      const raw = method === 'GET' ? '' : await readBody(req);
      const matched = match(this.routes, method, url.pathname);
      if (!matched) throw unrecognizedUrl(method, url.pathname);
      if (idempotencyKey) {
        fingerprint = `${method} ${url.pathname}?${url.search}\n${raw}`;
        const saved = this.idempotency.lookup(idempotencyKey, fingerprint);
        if (saved) {
          sendJson(res, saved.status, saved.body, { ...headers, 'Idempotent-Replayed': 'true' });
          return;
        }
      }
      const params = new Params(mergeParams(parseForm(url.search.slice(1)), parseForm(raw)));
      body = this.run(matched.route, params, matched.path, requestId, idempotencyKey);
    } catch (error) {
      ({ status, body } = this.errorAnswer(error, method, url.pathname));
    }
    if (idempotencyKey && fingerprint) this.idempotency.save(idempotencyKey, fingerprint, status, body);
    sendJson(res, status, body, headers);
  }

  private run(route: Route, params: Params, path: Record<string, string>, requestId: string, idempotencyKey: string | null): JsonObject {
    const ctx = this.ctx;
    params.allowOnly([...route.allowed, 'expand', ...(route.list ? PAGINATION : [])]);
    const paths = params.strings('expand') ?? [];
    processDue(ctx);
    ctx.request = { id: requestId, idempotencyKey };
    try {
      const result = route.handle({ ctx, params, path });
      return paths.length > 0 ? expand(ctx, cloneJson(result), paths) : result;
    } finally {
      ctx.request = null;
      ctx.store.flush();
    }
  }

  private errorAnswer(error: unknown, method: string, pathname: string): { status: number; body: JsonObject } {
    if (error instanceof ApiError) return { status: error.status, body: error.toJson() };
    if (error instanceof FormError || error instanceof BodyTooLarge) return { status: 400, body: invalidRequest(error.message).toJson() };
    this.ctx.log(`[stripe-local] ${method} ${pathname} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return { status: 500, body: new ApiError(500, { type: 'api_error', message: 'An unknown error occurred in the local Stripe server.' }).toJson() };
  }
}
