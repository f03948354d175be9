/**
 * PostgREST's PGRST200 ("Could not find a relationship between 'a' and 'b'") says in its details
 * which schema it searched: the request's (`Accept-Profile`/`Content-Profile`, else `public`).
 * lite takes that schema from a foreign key of the table, and names `'test'` (its own test
 * schema) when the table has none, e.g. test_notes once its key into auth.users is left out of
 * embedding (db/exposed-relationships.ts). Such an answer gets the request's schema back.
 */
export async function namingTheSearchedSchema(request: Request, response: Response): Promise<Response> {
  if (response.status !== 400 || !(response.headers.get('content-type') ?? '').includes('json')) return response;
  const body: unknown = await response.clone().json().catch(() => undefined);
  if (!isMissingRelationship(body)) return response;
  const write = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(request.method);
  const schema = request.headers.get(write ? 'content-profile' : 'accept-profile') ?? 'public';
  const details = body.details.replace(/ in the schema '[^']*', but no matches were found\.$/, ` in the schema '${schema}', but no matches were found.`);
  if (details === body.details) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ ...body, details }), { status: response.status, statusText: response.statusText, headers });
}

function isMissingRelationship(body: unknown): body is { code: 'PGRST200'; details: string } {
  const candidate = body as { code?: unknown; details?: unknown } | null;
  return candidate?.code === 'PGRST200' && typeof candidate.details === 'string';
}
