/** @jest-environment node */
import { POST } from '@/app/api/sos/queued/route';
import { QUEUED_BODY_LIMIT } from '@/lib/offline/queued-request';
import { createClient } from '@/lib/supabase/server';
import { endlessBody, streamedPost } from '../http/endless-body';

/**
 * POST /api/sos/queued refuses a body larger than a pending alarm could be with 413 too_large,
 * before it holds the body or asks who is signed in.
 */
jest.mock('server-only', () => ({}));
jest.mock('@/lib/supabase/server', () => ({ createClient: jest.fn() }));

const ORIGIN = 'https://ice-sos.example';
const sameOrigin = { host: 'ice-sos.example', origin: ORIGIN, 'sec-fetch-site': 'same-origin' };

beforeEach(() => jest.mocked(createClient).mockClear());

describe('POST /api/sos/queued: a body too large', () => {
  it('answers 413 too_large for a body one byte past the limit', async () => {
    const response = await POST(new Request(`${ORIGIN}/api/sos/queued`, { method: 'POST', headers: sameOrigin, body: ' '.repeat(QUEUED_BODY_LIMIT + 1) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'too_large' });
    expect(createClient).not.toHaveBeenCalled();
  });

  it('stops reading a body that never ends', async () => {
    const { body, seen } = endlessBody();
    const response = await POST(streamedPost(`${ORIGIN}/api/sos/queued`, body, sameOrigin));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'too_large' });
    // Four 1 kB chunks fill the 4 kB limit and the fifth passes it: nothing more is read.
    expect(seen.pulls).toBe(5);
    expect(seen.cancelled).toBe(true);
  });

  it('still answers 400 for a small body that is not an alarm', async () => {
    const response = await POST(new Request(`${ORIGIN}/api/sos/queued`, { method: 'POST', headers: sameOrigin, body: 'not json' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid_json' });
  });
});

describe('POST /api/sos/queued: a drill refused for good', () => {
  const signedIn = (error: { code: string; message: string }) =>
    ({
      auth: { getUser: async () => ({ data: { user: { id: 'member' } }, error: null }) },
      rpc: async () => ({ data: null, error }),
    }) as unknown as Awaited<ReturnType<typeof createClient>>;
  const queuedDrill = JSON.stringify({ clientRequestId: 'drill-1', source: 'test', createdAt: 1, position: null });

  it.each([
    ['ICE29', 429, 'test_limit'],
    ['ICE90', 409, 'drill_during_alarm'],
  ] as const)('answers %s with %s %s, which the worker does not retry (4xx)', async (code, status, error) => {
    jest.mocked(createClient).mockResolvedValue(signedIn({ code, message: 'refused' }));
    const response = await POST(new Request(`${ORIGIN}/api/sos/queued`, { method: 'POST', headers: sameOrigin, body: queuedDrill }));
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error });
  });

  it('keeps any other failure retryable (503)', async () => {
    jest.mocked(createClient).mockResolvedValue(signedIn({ code: 'XX000', message: 'boom' }));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const response = await POST(new Request(`${ORIGIN}/api/sos/queued`, { method: 'POST', headers: sameOrigin, body: queuedDrill }));
    expect(response.status).toBe(503);
    warn.mockRestore();
  });
});
