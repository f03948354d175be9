/** A request body as text, or word that it was larger than the caller accepts. */
export type LimitedBody = { text: string } | { tooLarge: true };

/** A Content-Length that says the body is larger than allowed; a missing or malformed one says nothing. */
function declaresMoreThan(contentLength: string | null, maxBytes: number): boolean {
  if (contentLength === null || !/^\s*\d+\s*$/.test(contentLength)) return false;
  return Number(contentLength) > maxBytes;
}

/**
 * Reads a request's body as UTF-8 text, at most `maxBytes` of it. `request.text()` buffers
 * whatever a client sends, so a size check after it comes too late: anyone could make the
 * server hold gigabytes. Here reading stops, and the stream is cancelled, as soon as the body
 * outgrows the limit (or at once when Content-Length already says so), so no more than
 * `maxBytes` plus one chunk is ever held. Content-Length is only trusted to refuse: a body
 * longer than it declared is still counted. No body is the empty string, as `text()` gives.
 */
export async function readLimitedBody(
  request: { body: ReadableStream<Uint8Array> | null; headers: Pick<Headers, 'get'> },
  maxBytes: number,
): Promise<LimitedBody> {
  const { body } = request;
  if (declaresMoreThan(request.headers.get('content-length'), maxBytes)) {
    // Nothing of it is read; cancelling tells the server to drop the rest.
    body?.cancel().catch(() => undefined);
    return { tooLarge: true };
  }
  if (!body) return { text: '' };

  const reader = body.getReader();
  // One decoder across chunks, so a character split between two chunks is decoded whole.
  const decoder = new TextDecoder();
  let received = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { text: text + decoder.decode() };
    received += value.byteLength;
    if (received > maxBytes) {
      // Not awaited: a source slow to cancel must not hold the answer back.
      reader.cancel().catch(() => undefined);
      return { tooLarge: true };
    }
    text += decoder.decode(value, { stream: true });
  }
}
