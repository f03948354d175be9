/** @jest-environment node */
import { readLimitedBody } from '@/lib/http/read-limited-body';
import { endlessBody } from './endless-body';

/**
 * Reading a request body no further than a limit: the text when it fits, "too large" as soon as
 * it does not, without holding the rest of what a client sends.
 */
const bytes = (text: string) => new TextEncoder().encode(text);

/** A stream that hands out the given chunks, one per pull, counting pulls and noting a cancel. */
function chunked(chunks: Uint8Array[]) {
  const seen = { pulls: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const chunk = chunks[seen.pulls++];
        if (chunk) controller.enqueue(chunk);
        else controller.close();
      },
      cancel() {
        seen.cancelled = true;
      },
    },
    // Nothing is pulled ahead of a read, so the pull count is what the reader asked for.
    { highWaterMark: 0 },
  );
  return { stream, seen };
}

const request = (body: ReadableStream<Uint8Array> | null, headers: Record<string, string> = {}) => ({ body, headers: new Headers(headers) });

describe('readLimitedBody', () => {
  it('answers a body under the limit as text', async () => {
    const { stream } = chunked([bytes('{"table":'), bytes('"products"}')]);
    expect(await readLimitedBody(request(stream), 100)).toEqual({ text: '{"table":"products"}' });
  });

  it('accepts a body of exactly the limit, and refuses one a byte longer', async () => {
    expect(await readLimitedBody(request(chunked([bytes('x'.repeat(10))]).stream), 10)).toEqual({ text: 'x'.repeat(10) });
    const over = chunked([bytes('x'.repeat(10)), bytes('y')]);
    expect(await readLimitedBody(request(over.stream), 10)).toEqual({ tooLarge: true });
    expect(over.seen.cancelled).toBe(true);
  });

  it('counts bytes, not characters', async () => {
    // "é" is two bytes in UTF-8: five of them are ten bytes, six are twelve.
    expect(await readLimitedBody(request(chunked([bytes('ééééé')]).stream), 10)).toEqual({ text: 'ééééé' });
    expect(await readLimitedBody(request(chunked([bytes('éééééé')]).stream), 10)).toEqual({ tooLarge: true });
  });

  it('stops reading an endless body soon after the limit, and cancels it', async () => {
    const { body: stream, seen } = endlessBody();
    expect(await readLimitedBody(request(stream), 4 * 1024)).toEqual({ tooLarge: true });
    // Four chunks fill the limit; the fifth passes it, and nothing more is asked for, then or later.
    expect(seen.pulls).toBe(5);
    expect(seen.cancelled).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seen.pulls).toBe(5);
  });

  it('counts what arrives when Content-Length claims less', async () => {
    const { body: stream, seen } = endlessBody();
    expect(await readLimitedBody(request(stream, { 'content-length': '10' }), 4 * 1024)).toEqual({ tooLarge: true });
    expect(seen.pulls).toBe(5);
    expect(seen.cancelled).toBe(true);
  });

  it('refuses at once, reading nothing, when Content-Length declares more than the limit', async () => {
    const { body: stream, seen } = endlessBody();
    expect(await readLimitedBody(request(stream, { 'content-length': '10737418240' }), 4 * 1024)).toEqual({ tooLarge: true });
    expect(seen.pulls).toBe(0);
    expect(seen.cancelled).toBe(true);
  });

  it('ignores a Content-Length that is not a number and counts instead', async () => {
    const { stream } = chunked([bytes('ok')]);
    expect(await readLimitedBody(request(stream, { 'content-length': 'lots' }), 10)).toEqual({ text: 'ok' });
  });

  it('reads no body, or an empty one, as the empty string', async () => {
    expect(await readLimitedBody(request(null), 10)).toEqual({ text: '' });
    expect(await readLimitedBody(request(chunked([]).stream), 10)).toEqual({ text: '' });
  });

  it('decodes a character split across chunks whole', async () => {
    // "€" is E2 82 AC, and "🚨" four bytes: both cut between chunks.
    const encoded = bytes('a€b🚨');
    const { stream } = chunked([encoded.slice(0, 2), encoded.slice(2, 3), encoded.slice(3, 6), encoded.slice(6)]);
    expect(await readLimitedBody(request(stream), 100)).toEqual({ text: 'a€b🚨' });
  });

  it('reads a real Request as text() would', async () => {
    const body = JSON.stringify({ table: 'site_content', note: 'ß€🚨' });
    const real = new Request('http://localhost/x', { method: 'POST', body });
    expect(await readLimitedBody(real, 1024)).toEqual({ text: body });
  });
});
