import { AsyncLocalStorage } from 'node:async_hooks';
import { sql, type Kysely, type RawBuilder } from 'kysely';

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

/** The hooks of lite's PGlite and PostgreSQL connections this module replaces or wraps. */
interface RequestSettingHooks {
  applyJwtSessionContext(tx: Kysely<unknown>, context: RequestContext, setLocalRole: boolean): Promise<void>;
  applyRpcRequestGucs(tx: Kysely<unknown>, rpc: RpcRequest): Promise<void>;
  withContext(context: unknown, run: unknown, options?: { rpc?: RpcRequest }): Promise<unknown>;
}

/** The RPC whose transaction is being opened: its settings join the caller's statement. */
const openingRpc = new AsyncLocalStorage<RpcRequest>();
/** Transactions whose RPC settings went out with the caller's. */
const rpcSettingsSent = new WeakSet<object>();

/**
 * lite opens each REST request's transaction with one statement per setting: six for the caller
 * (role, claim.sub, claim.role, storage.operation, SET LOCAL ROLE, claims) and five more for an
 * RPC (response.status, response.headers, request.method, request.path, request.headers), each a
 * round trip to the database, which was most of the local REST path's cost over the query itself
 * (`npm run bench:sos`, issue 16). PostgREST sets them all in one statement, and so does this: the
 * same settings, the same order, transaction-local (an RPC's go with the caller's when lite names
 * both, as it does for any signed-in or anonymous call). `set_config('role', …, true)` is what
 * `SET LOCAL ROLE` runs, so the separate SET LOCAL ROLE adds nothing.
 */
export function setRequestSettingsInOneStatement(connection: unknown): void {
  const hooks = connection as RequestSettingHooks;
  const withContext = hooks.withContext.bind(hooks);
  // lite names the caller, then the RPC; both go in the caller's statement.
  hooks.withContext = (context, run, options) => (options?.rpc ? openingRpc.run(options.rpc, () => withContext(context, run, options)) : withContext(context, run, options));
  hooks.applyJwtSessionContext = async (tx, context) => {
    const auth = context.auth;
    const role = auth?.role || 'anon';
    const claims = auth?.jwt && typeof auth.jwt === 'object' ? JSON.stringify(auth.jwt) : null;
    const rpc = openingRpc.getStore();
    await sql`SELECT set_config('role', ${role}, true),
      set_config('request.jwt.claim.sub', ${String(auth?.uid ?? '')}, true),
      set_config('request.jwt.claim.role', ${role}, true),
      set_config('storage.operation', ${String(context.storage?.operation ?? '')}, true)
      ${claims === null ? sql`` : sql`, set_config('request.jwt.claims', ${claims}, true)`}
      ${rpc ? sql`, ${rpcSettings(rpc)}` : sql``}`.execute(tx);
    if (rpc) rpcSettingsSent.add(tx);
  };
  hooks.applyRpcRequestGucs = async (tx, rpc) => {
    if (rpcSettingsSent.has(tx)) return;
    await sql`SELECT ${rpcSettings(rpc)}`.execute(tx);
  };
}

/** PostgREST's per-request settings of an RPC, in lite's order. */
function rpcSettings(rpc: RpcRequest): RawBuilder<unknown> {
  return sql`set_config('response.status', '', true),
    set_config('response.headers', '', true),
    set_config('request.method', ${rpc.method}, true),
    set_config('request.path', ${rpc.path}, true),
    set_config('request.headers', ${JSON.stringify(rpc.requestHeaders ?? {})}, true)`;
}
