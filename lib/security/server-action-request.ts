/**
 * Server actions arrive as a POST to a page with a `Next-Action` header. Next refuses a
 * cross-origin one and one over its body limit by throwing, which answers 500: a client's request
 * must never look like a server fault. The proxy answers them first, from the headers alone (the
 * body is never read here), with the same rules Next applies.
 */
export const SERVER_ACTION_BODY_LIMIT = 1024 * 1024; // Next's default serverActions.bodySizeLimit (1 MB)

export type ServerActionRefusal = { status: 403 | 413; error: string };

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
