/** A UUID as GoTrue's routes take one in a path or body. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The request's JSON object; anything else (no body, not JSON, an array) reads as `{}`. */
export async function jsonObjectBody(request: Request): Promise<Record<string, unknown>> {
  const value: unknown = await request.json().catch(() => ({}));
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
