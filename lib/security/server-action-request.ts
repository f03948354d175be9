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
 * React's reply encoding marks special values with a leading `$`. In a JSON body (no other parts)
 * only these stand alone; any other `$…` string points at a part that is not there, and Next's
 * decoder throws (500). A string of the user's own that starts with `$` is sent as `$$…`.
 */
const STANDALONE_REFERENCE = /^\$(\$[\s\S]*|undefined|NaN|-?Infinity|-0|D[\s\S]*|n-?\d+)$/;

function decodableArguments(value: unknown): boolean {
  if (!Array.isArray(value)) return false;
  const check = (item: unknown): boolean => {
    if (typeof item === 'string') return !item.startsWith('$') || STANDALONE_REFERENCE.test(item);
    if (Array.isArray(item)) return item.every(check);
    if (item !== null && typeof item === 'object') return Object.values(item).every(check);
    return true;
  };
  return value.every(check);
}

/**
 * The body of a server action as Next's client sends it: the argument list as JSON text, or as
 * multipart form data when it holds a FormData or a file (its JSON root in field `0`, or a plain
 * form post). Anything else (no body, text that is not a JSON array, a reference to a part that
 * is not there, a broken multipart body) makes Next's decoder throw, which answers 500; here it
 * is 400. A copy of the body is read, so Next still reads the original.
 */
export async function refuseMalformedServerActionBody(request: Request): Promise<ServerActionRefusal | null> {
  if (request.method !== 'POST' || request.headers.get('next-action') === null) return null;
  const malformed: ServerActionRefusal = { status: 400, error: 'The request body is not a valid server action call.' };
  const type = request.headers.get('content-type')?.toLowerCase() ?? '';
  try {
    if (type.startsWith('multipart/form-data')) {
      const root = (await request.clone().formData()).get('0');
      return root === null || (typeof root === 'string' && Array.isArray(JSON.parse(root))) ? null : malformed;
    }
    return decodableArguments(JSON.parse(await request.clone().text())) ? null : malformed;
  } catch {
    return malformed;
  }
}
