import type { IncomingMessage, ServerResponse } from 'node:http';

export type BodyRead = { ok: true; body: Buffer } | { ok: false; receivedBytes: number };

/**
 * Reads the whole request body, or reports it too large. An oversized body is still drained (up
 * to a hard cap) rather than cut off, so the client reads our 413 instead of a reset socket.
 */
export async function readBody(req: IncomingMessage, maxBytes: number): Promise<BodyRead> {
  const hardCap = Math.max(maxBytes * 8, 64 * 1024 * 1024);
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    received += chunk.length;
    if (received <= maxBytes) chunks.push(chunk);
    else if (received > hardCap) {
      req.destroy();
      break;
    }
  }
  return received > maxBytes ? { ok: false, receivedBytes: received } : { ok: true, body: Buffer.concat(chunks) };
}

export function toWebRequest(req: IncomingMessage, body: Buffer, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.length > 0;
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: hasBody ? new Uint8Array(body) : undefined,
  });
}

export async function sendWebResponse(res: ServerResponse, response: Response, method: string): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') return;
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  // Bodies are re-framed by node; a stale length/encoding from the inner handler would corrupt them.
  delete headers['content-length'];
  delete headers['transfer-encoding'];
  delete headers['content-encoding'];
  const body = method === 'HEAD' || !response.body ? null : Buffer.from(await response.arrayBuffer());
  if (body) headers['content-length'] = String(body.length);
  res.writeHead(response.status, response.statusText || undefined, headers);
  res.end(body ?? undefined);
}
