/**
 * PostgREST's HTTP status for a database error (docs.postgrest.org "Errors": SQLSTATE → status).
 * lite maps the common codes itself but answers 500 for the rest, e.g. a check-constraint
 * violation (23514) or a RAISE EXCEPTION (P0001), where PostgREST answers 400: a client's bad
 * input must never look like a server fault. 42501 (401/403) is left to lite, which knows the role.
 */
export function postgrestStatus(code: string): number {
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '42P17' || code === 'P0001') return code === 'P0001' ? 400 : 500;
  const family = code.slice(0, 2);
  if (family === '08' || family === '53') return 503;
  if (family === '0L' || family === '0P' || family === '28') return 403;
  if (['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(family)) return 500;
  return 400;
}

/** Codes lite would answer with a 500 'SUP' although PostgREST's status is a client error. */
function liteGetsWrong(code: string): boolean {
  // PostgREST's own contracts (RAISE SQLSTATE 'PGRST', 'PTxyz' statuses), which lite answers right.
  if (code === 'PGRST' || code.startsWith('PT')) return false;
  if (['23502', '23503', '23505', '25006', '42501', '42883', '42P01', '42P17'].includes(code)) return false;
  if (['42', '22', '21'].includes(code.slice(0, 2))) return false;
  return postgrestStatus(code) < 500;
}

type DbError = { code?: unknown; message?: unknown; detail?: unknown; hint?: unknown };

/**
 * Rewrites such an error into the form of PostgREST's own `RAISE SQLSTATE 'PGRST'` contract
 * (message = the error body as JSON, detail = status and headers), which lite already answers
 * exactly: the client gets PostgREST's status with the original code, message, details and hint.
 */
export function withPostgrestStatus(error: unknown): unknown {
  const e = error as DbError | null;
  if (!e || typeof e.code !== 'string' || !/^[0-9A-Z]{5}$/.test(e.code) || !liteGetsWrong(e.code)) return error;
  return postgrestContractError(postgrestStatus(e.code), {
    code: e.code,
    message: typeof e.message === 'string' ? e.message : String(e.message),
    details: typeof e.detail === 'string' ? e.detail : null,
    hint: typeof e.hint === 'string' ? e.hint : null,
  });
}

export interface PostgrestErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

/** An error lite answers as `status` with exactly this body (PostgREST's `RAISE SQLSTATE 'PGRST'` contract). */
export function postgrestContractError(status: number, body: PostgrestErrorBody): Error {
  return Object.assign(new Error(JSON.stringify(body)), { code: 'PGRST', detail: JSON.stringify({ status, headers: {} }) });
}
