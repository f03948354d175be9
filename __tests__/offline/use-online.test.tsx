import { act, renderHook, waitFor } from '@testing-library/react';
import { useOnline } from '@/components/offline/use-online';

/**
 * The offline screen's connection line (docs/product.md#offline-sos): served by the worker at /sos
 * because the network failed, it says "offline" until our server answers again, and then no more.
 */
describe('useOnline on the worker’s offline screen at /sos', () => {
  let serverUp = false;
  let onLine = false;
  beforeEach(() => {
    window.history.replaceState(null, '', '/es/sos');
    jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => onLine);
    global.fetch = jest.fn(async () => {
      if (!serverUp) throw new TypeError('Failed to fetch');
      return { ok: true } as Response;
    }) as typeof fetch;
  });
  afterEach(() => jest.restoreAllMocks());

  it('is offline while nothing answers, and online once the network is back and the server answers', async () => {
    const { result } = renderHook(() => useOnline());
    await act(async () => undefined);
    expect(result.current).toBe(false);

    // The interface comes back, but the server does not answer yet: still offline.
    onLine = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(result.current).toBe(false);

    serverUp = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(result.current).toBe(true));
    expect(global.fetch).toHaveBeenCalledWith('/api/health', { cache: 'no-store' });

    onLine = false;
    serverUp = false;
    await act(async () => {
      window.dispatchEvent(new Event('offline'));
    });
    await waitFor(() => expect(result.current).toBe(false));
  });
});
