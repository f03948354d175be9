import { levenshteinSimilarity, normalizedName } from '../db/fuzzy-names';

/**
 * PostgREST's PGRST202 ("Could not find the function …") suggests another function of the schema
 * only when its name is close: a fuzzy set over the names, keeping a match whose Levenshtein
 * similarity is at least 0.75 (Error.hs `noRpcHint`, `getFuzzyHint HintProcedure`, over
 * Data.FuzzySet's `normalized` names: lower case, only letters, digits, spaces and commas). lite
 * suggests from 0.33 up, so `rpc('blurb_message')` was told "Perhaps you meant to call the
 * function public.get_messages", where hosted's hint is null. Its suggestion of parameters
 * (`…function public.f(a, b)`) follows PostgREST's own 0.33 (`HintParams`) and is kept.
 */
const PROCEDURE_MIN_SCORE = 0.75;
const PROCEDURE_HINT = /^Perhaps you meant to call the function [^(]+\.([^.(]+)$/;

export async function withHostedFunctionHint(request: Request, response: Response): Promise<Response> {
  if (response.status !== 404 || !(response.headers.get('content-type') ?? '').includes('json')) return response;
  const called = /^\/rest\/v1\/rpc\/([^/]+)$/.exec(new URL(request.url).pathname)?.[1];
  if (called === undefined) return response;
  const body: unknown = await response.clone().json().catch(() => undefined);
  const error = body as { code?: unknown; hint?: unknown } | null;
  if (error?.code !== 'PGRST202' || typeof error.hint !== 'string') return response;
  const suggested = PROCEDURE_HINT.exec(error.hint)?.[1];
  if (suggested === undefined || similarity(decodedOrRaw(called), suggested) >= PROCEDURE_MIN_SCORE) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ ...error, hint: null }), { status: response.status, statusText: response.statusText, headers });
}

function decodedOrRaw(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Data.FuzzySet's `distance` of two `normalized` texts: 1 − Levenshtein / longer length. */
export function similarity(a: string, b: string): number {
  return levenshteinSimilarity(normalizedName(a), normalizedName(b));
}
