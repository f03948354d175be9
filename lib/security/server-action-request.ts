/**
 * Server actions arrive as a POST to a page with a `Next-Action` header. Next refuses a
 * cross-origin one and one over its body limit by throwing, which answers 500: a client's request
 * must never look like a server fault. The proxy answers them first, with the same rules Next
 * applies: from the headers (refuseServerActionRequest), then from the body
 * (refuseMalformedServerActionBody).
 */
export const SERVER_ACTION_BODY_LIMIT = 1024 * 1024; // Next's default serverActions.bodySizeLimit (1 MB)

export type ServerActionRefusal = { status: 400 | 403 | 413; error: string };

export function refuseServerActionRequest(method: string, headers: Pick<Headers, 'get'>): ServerActionRefusal | null {
  if (method !== 'POST' || headers.get('next-action') === null) return null;
  const origin = headers.get('origin');
  // Like Next: the host the browser addressed (the proxy's forwarded host first) must be the origin's.
  const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host');
  if (origin !== null && origin !== 'null') {
    let originHost: string | null = null;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = null;
    }
    if (!host || originHost !== host) return { status: 403, error: 'Server actions only accept requests from this site.' };
  } else if (origin === 'null') {
    return { status: 403, error: 'Server actions only accept requests from this site.' };
  }
  const length = Number(headers.get('content-length') ?? '0');
  if (Number.isFinite(length) && length > SERVER_ACTION_BODY_LIMIT) {
    return { status: 413, error: 'The request is larger than 1 MB.' };
  }
  return null;
}

/**
 * The body of a server action as Next's client sends it: the arguments as JSON text, or as
 * multipart form data when they hold a FormData or a file. Anything else (no body, text that is
 * not JSON, a broken multipart body) makes Next's decoder throw, which answers 500; here it is
 * 400. A copy of the body is read, so Next still reads the original.
 */
export async function refuseMalformedServerActionBody(request: Request): Promise<ServerActionRefusal | null> {
  if (request.method !== 'POST' || request.headers.get('next-action') === null) return null;
  const malformed: ServerActionRefusal = { status: 400, error: 'The request body is not a valid server action call.' };
  const type = request.headers.get('content-type')?.toLowerCase() ?? '';
  if (type.startsWith('multipart/form-data')) {
    try {
      await request.clone().formData();
      return null;
    } catch {
      return malformed;
    }
  }
  const text = await request.clone().text();
  try {
    JSON.parse(text);
    return null;
  } catch {
    return malformed;
  }
}
