/**
 * A client that never stops sending: 1 kB chunks for ever, counting how many were asked for and
 * whether the reader gave up. Nothing is pulled ahead of a read (high-water mark 0), so the count
 * is exactly what was read.
 */
export function endlessBody(fill = 0x20) {
  const seen = { pulls: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        seen.pulls++;
        controller.enqueue(new Uint8Array(1024).fill(fill));
      },
      cancel() {
        seen.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { body, seen };
}

/** A POST carrying a streamed body (Node's Request wants `duplex` for one). */
export function streamedPost(url: string, body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}): Request {
  return new Request(url, { method: 'POST', headers, body, duplex: 'half' } as RequestInit);
}
