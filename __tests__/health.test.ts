/** @jest-environment node */
import { checkBackend } from '@/lib/health';

const url = 'http://127.0.0.1:54321';
const key = 'sb_publishable_x';

function fakeFetch(response: Response | Error) {
  return jest.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  }) as unknown as jest.MockedFunction<typeof fetch>;
}

describe('checkBackend', () => {
  it('is up when the auth health endpoint answers 2xx, and sends the API key', async () => {
    const fetchImpl = fakeFetch(new Response('{}', { status: 200 }));
    await expect(checkBackend(url, key, fetchImpl)).resolves.toBe('up');
    const [target, init] = fetchImpl.mock.calls[0];
    expect(String(target)).toBe('http://127.0.0.1:54321/auth/v1/health');
    expect((init?.headers as Record<string, string>).apikey).toBe(key);
  });

  it('keeps a path prefix in the Supabase URL', async () => {
    const fetchImpl = fakeFetch(new Response('{}', { status: 200 }));
    await checkBackend('https://example.com/supabase', key, fetchImpl);
    expect(String(fetchImpl.mock.calls[0][0])).toBe('https://example.com/supabase/auth/v1/health');
  });

  it('is down on an error status', async () => {
    await expect(checkBackend(url, key, fakeFetch(new Response('', { status: 503 })))).resolves.toBe('down');
  });

  it('is down when the server cannot be reached', async () => {
    await expect(checkBackend(url, key, fakeFetch(new TypeError('fetch failed')))).resolves.toBe('down');
  });

  it('is down when it is not configured', async () => {
    await expect(checkBackend(undefined, key)).resolves.toBe('down');
  });
});
