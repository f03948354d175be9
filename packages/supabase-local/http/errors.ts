/**
 * Error bodies in the shape each Supabase service answers with, so supabase-js parses ours the
 * same way (PostgREST `{code,message,details,hint}`, GoTrue 2024 `{code,message}` with the API
 * version header, the gateway's `{message,hint}`, Edge Functions' `{code,message}`).
 */
export type Surface = 'rest' | 'auth' | 'functions' | 'gateway' | 'realtime' | 'local';

export function surfaceOf(pathname: string): Surface {
  if (pathname.startsWith('/rest/v1')) return 'rest';
  if (pathname.startsWith('/auth/v1')) return 'auth';
  if (pathname.startsWith('/functions/v1')) return 'functions';
  if (pathname.startsWith('/realtime/v1')) return 'realtime';
  if (pathname.startsWith('/_')) return 'local';
  return 'gateway';
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

export function errorResponse(surface: Surface, status: number, code: string, message: string): Response {
  switch (surface) {
    case 'rest':
      return json(status, { code, message, details: null, hint: null });
    case 'auth':
      return json(status, { code, error_code: code, message, msg: message }, { 'X-Supabase-Api-Version': '2024-01-01' });
    case 'functions':
    case 'local':
    case 'realtime':
      return json(status, { code, message });
    case 'gateway':
      return json(status, { message });
  }
}

export function payloadTooLarge(surface: Surface, maxBytes: number): Response {
  const message = `Request body exceeds the maximum of ${maxBytes} bytes`;
  return errorResponse(surface, 413, surface === 'rest' ? 'PGRST413' : 'request_too_large', message);
}
