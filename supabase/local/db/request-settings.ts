import { sql, type Kysely } from 'kysely';

/** What lite hands its per-request hooks (the fields we read; lite's own types are not exported). */
interface RequestContext {
  auth?: { role?: string; uid?: unknown; jwt?: unknown };
  storage?: { operation?: unknown };
}

interface RpcRequest {
  method: string;
  path: string;
  requestHeaders?: Record<string, string>;
}

/** The two hooks of lite's PGlite and PostgreSQL connections this module replaces. */
interface RequestSettingHooks {
  applyJwtSessionContext(tx: Kysely<unknown>, context: RequestContext, setLocalRole: boolean): Promise<void>;
  applyRpcRequestGucs(tx: Kysely<unknown>, rpc: RpcRequest): Promise<void>;
}

/**
 * lite opens each REST request's transaction with one statement per setting: six for the caller
 * (role, claim.sub, claim.role, storage.operation, SET LOCAL ROLE, claims) and five more for an
 * RPC (response.status, response.headers, request.method, request.path, request.headers), each a
 * round trip to the database, which was most of the local REST path's cost over the query itself
 * (`npm run bench:sos`, issue 16). PostgREST sets them all in one statement, and so do these: the
 * same settings, the same order, transaction-local. `set_config('role', …, true)` is what
 * `SET LOCAL ROLE` runs, so the separate SET LOCAL ROLE adds nothing.
 */
export function setRequestSettingsInOneStatement(connection: unknown): void {
  const hooks = connection as RequestSettingHooks;
  hooks.applyJwtSessionContext = async (tx, context) => {
    const auth = context.auth;
    const role = auth?.role || 'anon';
    const claims = auth?.jwt && typeof auth.jwt === 'object' ? JSON.stringify(auth.jwt) : null;
    await sql`SELECT set_config('role', ${role}, true),
      set_config('request.jwt.claim.sub', ${String(auth?.uid ?? '')}, true),
      set_config('request.jwt.claim.role', ${role}, true),
      set_config('storage.operation', ${String(context.storage?.operation ?? '')}, true)
      ${claims === null ? sql`` : sql`, set_config('request.jwt.claims', ${claims}, true)`}`.execute(tx);
  };
  hooks.applyRpcRequestGucs = async (tx, rpc) => {
    await sql`SELECT set_config('response.status', '', true),
      set_config('response.headers', '', true),
      set_config('request.method', ${rpc.method}, true),
      set_config('request.path', ${rpc.path}, true),
      set_config('request.headers', ${JSON.stringify(rpc.requestHeaders ?? {})}, true)`.execute(tx);
  };
}
