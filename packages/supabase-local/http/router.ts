import type { IncomingMessage, ServerResponse } from 'node:http';
import type { App } from '@supabase/lite';
import { readBody, sendWebResponse, toWebRequest } from './node-bridge';
import { preflightResponse, withCors } from './cors';
import { errorResponse, payloadTooLarge, surfaceOf } from './errors';
import { normaliseForLite } from './lite-gateway';
import { refuseUnfilteredWrite } from './safe-update';
import { refuseForeignTokenRole } from './token-role';
import { runQuietlyInsideLite } from './expected-error-logs';
import { formatRequestLine, type LogLine } from './request-log';
import { handleMailboxRequest } from '../mail/mailbox-route';
import type { Mailbox } from '../mail/mailbox';
import { handlePushRequest } from '../mail/push-route';
import type { PushInbox } from '../mail/push-inbox';
import { handleFunctionRequest, type FunctionsRouteDeps } from '../functions/functions-route';
import type { RealtimeServer } from '../realtime/realtime-server';
import { handleRealtimeBroadcast, handleRealtimeSingleBroadcast } from '../realtime/broadcast-route';
import { handleAuthRequest, type AuthRouteDeps } from '../auth/auth-routes';
import type { ColumnValues } from './column-values';
import { asHostedAuthAnswers } from '../auth/hosted-auth-answers';
import type { RpcRowArguments } from './rpc-row-arguments';
import { rpcHeadAsGet } from './rpc-head';
import { refuseUnexposedSchema } from './schema-profile';
import { namingUnavailableMediaTypes } from './unavailable-media-types';
import { rpcSingleRowAnswer } from './rpc-single-row';
import { planRpcAsPostgrest } from '../db/rpc-planning';
import { returnRowsOnlyWhenAsked } from '../db/unasked-returning';
import { withPostgrestWriteHeaders } from './write-answer-headers';
import { namingTheSearchedSchema } from './missing-relationship';
import { withHostedFunctionHint } from './function-hint';
import { requestPreferences, runWithPreferences } from '../db/request-preferences';
import { asksForCsv, withoutCsv, type CsvRepresentation } from './csv-representation';

export interface RouterDeps {
  app: App;
  mailbox: Mailbox;
  /** What the local push service stand-in (`/_push`) accepted. */
  pushInbox: PushInbox;
  realtime: RealtimeServer;
  apiKeys: { publishableKey: string; secretKey: string };
  maxBodyBytes: number;
  functions: Omit<FunctionsRouteDeps, 'onHandlerError'>;
  /** What `/auth/v1/*` adds in front of lite (e-mail links, throttling, verify, phone). */
  auth: Omit<AuthRouteDeps, 'callLite'>;
  /** null = quiet: no per-request lines. */
  log: LogLine | null;
  /** JSON arrays into array columns, as PostgREST takes them. */
  columnValues: ColumnValues;
  /** JSON objects into table-type function arguments, as PostgREST builds them. */
  rpcRowArguments: RpcRowArguments;
  /** `Accept: text/csv` printed as PostgREST prints it. */
  csv: CsvRepresentation;
}

// Storage is not served (lite's is experimental): /storage/v1 gets the gateway's unmapped-route 404.
const LITE_PREFIXES = ['/rest/v1/'];

/** The front door: one Node request → body limit → service → CORS → one log line. */
export function createRequestHandler(deps: RouterDeps) {
  planRpcAsPostgrest(deps.app.connection);
  returnRowsOnlyWhenAsked(deps.app.connection);
  const functionsDeps: FunctionsRouteDeps = {
    ...deps.functions,
    onHandlerError: (name, error) => console.error(`function ${name} threw:`, error),
  };

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const startedAt = performance.now();
    const method = req.method ?? 'GET';
    const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
    const pathname = new URL(req.url ?? '/', origin).pathname;
    let response: Response;
    let request: Request | null = null;
    try {
      const body = await readBody(req, deps.maxBodyBytes);
      request = toWebRequest(req, body.ok ? body.body : Buffer.alloc(0), origin);
      response = body.ok
        ? await route(request, pathname, req.socket.remoteAddress ?? null, body.body)
        : payloadTooLarge(surfaceOf(pathname), deps.maxBodyBytes);
    } catch (error) {
      console.error(`${method} ${pathname} failed:`, error);
      response = errorResponse(surfaceOf(pathname), 500, 'unexpected_failure', 'Internal server error');
    }
    if (request) response = withCors(request, response);
    try {
      await sendWebResponse(res, response, method);
    } catch {
      res.destroy();
    }
    deps.log?.(formatRequestLine(method, pathname, response.status, startedAt));
  };

  /** `body`: the request's body as read, so that nothing reads the Request's stream twice. */
  async function route(request: Request, pathname: string, peerAddress: string | null, body: Buffer): Promise<Response> {
    if (pathname.startsWith('/functions/v1/')) return handleFunctionRequest(request, functionsDeps, peerAddress);
    if (request.method === 'OPTIONS') return preflightResponse(request);
    if (pathname.startsWith('/_mailbox') || pathname.startsWith('/_outbox')) {
      return handleMailboxRequest(request, pathname, peerAddress, deps.mailbox);
    }
    if (pathname === '/_push' || pathname.startsWith('/_push/')) return handlePushRequest(request, pathname, peerAddress, deps.pushInbox);
    if (pathname === '/realtime/v1/api/broadcast') return handleRealtimeBroadcast(request, deps.realtime, deps.apiKeys);
    const single = /^\/realtime\/v1\/api\/broadcast\/([^/]+)\/events\/([^/]+)$/.exec(pathname);
    if (single) {
      const [topic, event] = [decoded(single[1]), decoded(single[2])];
      if (topic === null || event === null) return errorResponse('realtime', 400, 'validation_failed', 'Malformed topic or event in the path');
      return handleRealtimeSingleBroadcast(request, { topic, event }, deps.realtime, { ...deps.apiKeys, jwtSecret: deps.auth.jwtSecret });
    }
    const callLite = (liteRequest: Request) =>
      runQuietlyInsideLite(() => deps.app.fetch(normaliseForLite(liteRequest, deps.apiKeys.publishableKey), { peerAddress }));
    if (pathname.startsWith('/auth/v1/')) {
      return handleAuthRequest(request, pathname, { ...deps.auth, callLite: asHostedAuthAnswers(callLite, deps.auth) }, peerAddress);
    }
    if (LITE_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
      const refused = refuseUnexposedSchema(request) ?? refuseForeignTokenRole(request) ?? refuseUnfilteredWrite(request, pathname);
      if (refused) return refused;
      // A table write and a function call never both apply: each adapter reads the body as sent.
      const bodyText = body.toString('utf8');
      const withRows = await deps.rpcRowArguments.adapt(await deps.columnValues.adapt(request, pathname, bodyText), pathname, bodyText);
      if (withRows instanceof Response) return withRows;
      const csv = asksForCsv(request);
      // lite answers JSON; CSV is printed from it (csv-representation.ts).
      const adapted = withoutCsv(rpcHeadAsGet(withRows, pathname));
      const preferences = requestPreferences(request, pathname);
      const written = await (preferences ? runWithPreferences(preferences, () => callLite(adapted)) : callLite(adapted));
      const response = withPostgrestWriteHeaders(request, pathname, written);
      const answer = await rpcSingleRowAnswer(request, pathname, await withHostedFunctionHint(request, await namingTheSearchedSchema(request, response)));
      const named = await namingUnavailableMediaTypes(request, answer);
      return csv ? deps.csv.render(request, pathname, named) : named;
    }
    return errorResponse('gateway', 404, 'not_found', 'no Route matched with those values');
  }
}

/** A path segment's text; null when its %-escapes are malformed (a client's mistake, not a 500). */
function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
