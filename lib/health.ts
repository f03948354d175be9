export type BackendState = 'up' | 'down';

const BACKEND_TIMEOUT_MS = 2000;

/**
 * Asks the Supabase auth service for its health (GET /auth/v1/health, answered by hosted
 * Supabase and by our local server alike). Anything but a 2xx within two seconds counts as down.
 */
export async function checkBackend(
  supabaseUrl: string | undefined,
  apiKey: string | undefined,
  fetchImpl: typeof fetch = fetch,
): Promise<BackendState> {
  if (!supabaseUrl || !apiKey) return 'down';
  try {
    const response = await fetchImpl(new URL('auth/v1/health', withTrailingSlash(supabaseUrl)), {
      headers: { apikey: apiKey },
      cache: 'no-store',
      signal: AbortSignal.timeout(BACKEND_TIMEOUT_MS),
    });
    return response.ok ? 'up' : 'down';
  } catch {
    return 'down';
  }
}

function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}
