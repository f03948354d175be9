import { bearerToken, isOpaqueApiKey, verifyAccessToken } from '../auth/access-token';
import { errorResponse } from '../http/errors';
import { preflightResponse } from '../http/cors';
import type { FunctionRegistry } from './function-registry';
import type { FunctionsConfig } from './functions-config';

export interface FunctionsRouteDeps {
  registry: FunctionRegistry;
  config: FunctionsConfig;
  jwtSecret: Uint8Array;
  onHandlerError(name: string, error: unknown): void;
}

const PREFIX = '/functions/v1/';

/**
 * `/functions/v1/<name>[/sub/path]` as hosted Edge Functions answer it: unknown name → 404
 * NOT_FOUND; `verify_jwt` (default on) needs a valid JWT in Authorization; the handler sees the
 * URL without the `/functions/v1` prefix, like on the edge runtime; a throwing handler → 500.
 * Like hosted's gateway, it tells the function the caller's address in `X-Real-IP`, taken from the
 * connection: a value the client sent under that name is replaced, never passed on.
 */
export async function handleFunctionRequest(request: Request, deps: FunctionsRouteDeps, peerAddress: string | null = null): Promise<Response> {
  const url = new URL(request.url);
  const rest = url.pathname.slice(PREFIX.length);
  const name = rest.split('/')[0] ?? '';
  const entry = deps.registry.entryFile(name);
  if (!entry || deps.config.isDisabled(name)) {
    return errorResponse('functions', 404, 'NOT_FOUND', `Requested function was not found: ${name}`);
  }

  const isPreflight = request.method === 'OPTIONS';
  if (!isPreflight && deps.config.verifyJwt(name)) {
    const token = bearerToken(request);
    if (!token) return errorResponse('functions', 401, 'UNAUTHORIZED_NO_AUTH_HEADER', 'Missing authorization header');
    const check = isOpaqueApiKey(token)
      ? { ok: false as const, message: 'Invalid JWT' }
      : await verifyAccessToken(token, deps.jwtSecret);
    if (!check.ok) return errorResponse('functions', 401, 'UNAUTHORIZED_INVALID_JWT', `Invalid JWT: ${check.message}`);
  }

  let response: Response;
  try {
    const handler = await deps.registry.handler(name);
    if (!handler) return errorResponse('functions', 404, 'NOT_FOUND', `Requested function was not found: ${name}`);
    const innerUrl = new URL(`/${rest}${url.search}`, url.origin);
    const headers = new Headers(request.headers);
    headers.delete('x-real-ip');
    if (peerAddress) headers.set('x-real-ip', peerAddress.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1'));
    response = await handler(new Request(new Request(innerUrl, request), { headers }));
  } catch (error) {
    deps.onHandlerError(name, error);
    return errorResponse('functions', 500, 'WORKER_ERROR', 'Function exited due to an error (please check logs)');
  }
  // A function that ignores OPTIONS would make every browser call fail locally only; hosted
  // answers preflights for such functions too, so fall back to the gateway's preflight.
  if (isPreflight && !response.headers.has('access-control-allow-origin')) return preflightResponse(request);
  return response;
}
