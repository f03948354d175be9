import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { useSiteContent } from '@/components/home/use-site-content';
import { fakeRealtimeClient, flushPromises } from '@/components/realtime/test-utils';
import { readSiteContent } from '@/lib/data/site-content';

const fake = fakeRealtimeClient();
const createClient = jest.fn(() => fake.client);
jest.mock('@/lib/supabase/client', () => ({ createClient: () => createClient() }));
jest.mock('@/lib/data/site-content', () => ({ readSiteContent: jest.fn() }));
const read = jest.mocked(readSiteContent);

type Config = { tagline: string };
const fallback: Config = { tagline: 'default' };
const parse = (value: unknown): Config => ({ tagline: String((value as Config).tagline) });

// A fresh SWR cache per test: nothing leaks from one test into the next.
const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;

async function render(enabled = true) {
  const hook = renderHook(() => useSiteContent('homepage_app_preview', { tagline: 'server' }, parse, fallback, enabled), { wrapper });
  await act(() => flushPromises());
  return hook;
}

beforeEach(() => {
  fake.channels.length = 0;
  read.mockReset();
  createClient.mockClear();
});

describe('useSiteContent', () => {
  it('starts from the server-rendered value and does not read it again before the channel joins', async () => {
    const { result } = await render();
    expect(result.current).toEqual({ tagline: 'server' });
    expect(read).not.toHaveBeenCalled();
    expect(fake.channels[0].name).toBe('site_content:homepage_app_preview');
  });

  it('reads the row again on every (re)subscription', async () => {
    read.mockResolvedValueOnce({ tagline: 'after join' }).mockResolvedValueOnce({ tagline: 'after reconnect' });
    const { result } = await render();
    act(() => fake.channels[0].setStatus('SUBSCRIBED'));
    await waitFor(() => expect(result.current).toEqual({ tagline: 'after join' }));
    act(() => fake.channels[0].setStatus('SUBSCRIBED'));
    await waitFor(() => expect(result.current).toEqual({ tagline: 'after reconnect' }));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('an insert or update replaces the value from the payload; a delete resets it to the default', async () => {
    const { result } = await render();
    const channel = fake.channels[0];
    act(() => channel.send({ eventType: 'UPDATE', new: { key: 'homepage_app_preview', value: { tagline: 'live' } }, old: {} }));
    await waitFor(() => expect(result.current).toEqual({ tagline: 'live' }));
    // Another key's change (hosted realtime does not filter deletes) changes nothing.
    act(() => channel.send({ eventType: 'DELETE', new: {}, old: { key: 'other' } }));
    await act(() => flushPromises());
    expect(result.current).toEqual({ tagline: 'live' });
    act(() => channel.send({ eventType: 'DELETE', new: {}, old: { key: 'homepage_app_preview' } }));
    await waitFor(() => expect(result.current).toEqual(fallback));
    expect(read).not.toHaveBeenCalled();
  });

  it('subscribes to nothing, and loads no supabase-js, when turned off', async () => {
    // The homepage turns it off until the app preview is on screen: supabase-js is no part of a
    // visitor's first load (issue 48).
    const { result } = await render(false);
    expect(fake.channels).toHaveLength(0);
    expect(createClient).not.toHaveBeenCalled();
    expect(result.current).toEqual({ tagline: 'server' });
  });

  it('loads supabase-js once it is turned on', async () => {
    const { rerender } = renderHook(({ enabled }) => useSiteContent('homepage_app_preview', { tagline: 'server' }, parse, fallback, enabled), {
      wrapper,
      initialProps: { enabled: false },
    });
    await act(() => flushPromises());
    expect(createClient).not.toHaveBeenCalled();
    rerender({ enabled: true });
    await act(() => flushPromises());
    expect(createClient).toHaveBeenCalled();
    expect(fake.channels[0].name).toBe('site_content:homepage_app_preview');
  });
});
