/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { GO_LIVE_MESSAGE } from '@/lib/sos/sos-shell-go-live';

/**
 * public/sw.js itself, run in a sandbox that plays the service worker global: its push handler
 * shows the alert the dispatcher sent (and something sensible for anything else), and a tap on the
 * alert brings a window of ours to the alarm. Real Chromium runs the push path too (e2e/push.spec.ts).
 */
const SOURCE = readFileSync(path.join(__dirname, '..', '..', 'public', 'sw.js'), 'utf8');
const ORIGIN = 'https://ice-sos.example';

type Listener = (event: unknown) => void;
type FakeWindow = { url: string; focus: jest.Mock; navigate: jest.Mock };

function loadWorker(windows: FakeWindow[] = [], globals: Record<string, unknown> = {}) {
  const listeners = new Map<string, Listener>();
  const waited: Promise<unknown>[] = [];
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: jest.fn(),
    registration: { showNotification: jest.fn().mockResolvedValue(undefined) },
    clients: {
      claim: jest.fn().mockResolvedValue(undefined),
      matchAll: jest.fn().mockResolvedValue(windows),
      openWindow: jest.fn().mockResolvedValue(null),
    },
  };
  vm.runInNewContext(SOURCE, { self, URL, console, ...globals });
  const fire = async (type: string, event: object) => {
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => waited.push(promise) });
    await Promise.all(waited);
  };
  /** A fetch event: what the worker answered with (undefined when it left the request alone). */
  const request = async (init: { url: string; method?: string; mode?: string; referrer?: string }) => {
    let answer: Promise<Response> | undefined;
    listeners.get('fetch')!({
      request: { method: 'GET', mode: 'no-cors', ...init },
      respondWith: (response: Promise<Response>) => (answer = response),
      waitUntil: () => undefined,
    });
    return answer && (await answer);
  };
  return { self, fire, request };
}

const pushData = (value: unknown) => ({ json: () => (typeof value === 'string' ? JSON.parse(value) : value) });

const fakeWindow = (url: string, navigateTo: (url: string) => FakeWindow | null = (to) => fakeWindow(to)): FakeWindow => {
  const win: FakeWindow = { url, focus: jest.fn(), navigate: jest.fn() };
  win.focus.mockResolvedValue(win);
  win.navigate.mockImplementation(async (to: string) => navigateTo(to));
  return win;
};

describe('the push handler', () => {
  it('shows the dispatcher’s alert: its title, text and tag, ringing again and staying until handled', async () => {
    const { self, fire } = loadWorker();
    await fire('push', { data: pushData({ title: 'SOS from Rosa', body: 'Rosa raised an SOS alarm.', eventId: 'e1', url: '/nl/member-dashboard?alert=e1', tag: 'sos-e1' }) });
    expect(self.registration.showNotification).toHaveBeenCalledWith('SOS from Rosa', {
      body: 'Rosa raised an SOS alarm.',
      tag: 'sos-e1',
      renotify: true,
      requireInteraction: true,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: `${ORIGIN}/nl/member-dashboard?alert=e1`, eventId: 'e1' },
    });
  });

  it('shows a notice, which has no alarm, with its own tag, leading to its page', async () => {
    const { self, fire } = loadWorker();
    const notice = { title: 'Meld u vóór 22:30 (Spaanse tijd) veilig', body: 'Meld u nu veilig.', url: '/nl/check-in', tag: 'check-in-6f1c2a340b5d4e7f8a9b0c1' };
    await fire('push', { data: pushData(notice) });
    expect(self.registration.showNotification).toHaveBeenCalledWith(notice.title, {
      body: notice.body,
      tag: notice.tag,
      renotify: true,
      requireInteraction: true,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: `${ORIGIN}/nl/check-in`, eventId: null },
    });
  });

  it('still rings for an unreadable or empty payload, pointing at the dashboard', async () => {
    for (const data of [pushData('not json'), null, pushData(42), pushData({ title: '   ' })]) {
      const { self, fire } = loadWorker();
      await fire('push', { data });
      expect(self.registration.showNotification).toHaveBeenCalledWith(
        'ICE SOS',
        expect.objectContaining({ body: '', tag: 'ice-sos-alert', data: { url: `${ORIGIN}/member-dashboard`, eventId: null } }),
      );
    }
  });

  it('never carries a link to another site', async () => {
    const { self, fire } = loadWorker();
    await fire('push', { data: pushData({ title: 'SOS', url: 'https://evil.example/phish' }) });
    expect(self.registration.showNotification.mock.calls[0][1].data.url).toBe(`${ORIGIN}/member-dashboard`);
  });
});

describe('a tap on the alert', () => {
  const notification = (url: unknown) => ({ close: jest.fn(), data: { url } });

  it('closes it, focuses an open window of ours and takes it to the alarm', async () => {
    const foreign = fakeWindow('https://elsewhere.example/');
    const ours = fakeWindow(`${ORIGIN}/sos`);
    const { self, fire } = loadWorker([foreign, ours]);
    const tapped = notification(`${ORIGIN}/member-dashboard?alert=e1`);
    await fire('notificationclick', { notification: tapped });
    expect(tapped.close).toHaveBeenCalled();
    expect(foreign.focus).not.toHaveBeenCalled();
    expect(ours.focus).toHaveBeenCalled();
    expect(ours.navigate).toHaveBeenCalledWith(`${ORIGIN}/member-dashboard?alert=e1`);
    expect(self.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a window when none of ours is open, or when the open one cannot be steered', async () => {
    const none = loadWorker([]);
    await none.fire('notificationclick', { notification: notification(`${ORIGIN}/es/member-dashboard?alert=e2`) });
    expect(none.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/es/member-dashboard?alert=e2`);

    const uncontrolled = fakeWindow(`${ORIGIN}/`, () => {
      throw new TypeError('not controlled by this worker');
    });
    const stuck = loadWorker([uncontrolled]);
    await stuck.fire('notificationclick', { notification: notification(`${ORIGIN}/member-dashboard?alert=e3`) });
    expect(stuck.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/member-dashboard?alert=e3`);
  });

  it('still takes the window to the alarm when it may not raise it', async () => {
    const ours = fakeWindow(`${ORIGIN}/member-dashboard`);
    ours.focus.mockRejectedValue(new DOMException('Not allowed to focus a window.', 'InvalidAccessError'));
    const { self, fire } = loadWorker([ours]);
    await fire('notificationclick', { notification: notification(`${ORIGIN}/member-dashboard?alert=e4`) });
    expect(ours.navigate).toHaveBeenCalledWith(`${ORIGIN}/member-dashboard?alert=e4`);
    expect(self.clients.openWindow).not.toHaveBeenCalled();
  });

  it('only ever opens our own pages', async () => {
    const { self, fire } = loadWorker([]);
    await fire('notificationclick', { notification: notification('javascript:alert(1)') });
    await fire('notificationclick', { notification: { close: jest.fn(), data: null } });
    expect(self.clients.openWindow.mock.calls).toEqual([[`${ORIGIN}/member-dashboard`], [`${ORIGIN}/member-dashboard`]]);
  });
});

/* ------------------------------------------------------------------ the offline app ---------- */

const keyOf = (input: unknown) => new URL(typeof input === 'string' ? input : (input as { url: string }).url, ORIGIN).href;

/** CacheStorage in memory: enough of caches.open/match/keys/delete and Cache for public/sw.js. */
function fakeCaches(initial: Record<string, Record<string, string>> = {}) {
  const stores = new Map<string, Map<string, Response>>();
  const open = (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const entries = stores.get(name)!;
    return {
      entries,
      match: async (input: unknown) => entries.get(keyOf(input))?.clone(),
      put: async (input: unknown, response: Response) => void entries.set(keyOf(input), response),
      addAll: async (urls: string[]) => {
        for (const url of urls) entries.set(keyOf(url), new Response(`asset ${url}`));
      },
      keys: async () => [...entries.keys()].map((url) => ({ url })),
      delete: async (input: unknown) => entries.delete(keyOf(input)),
    };
  };
  for (const [name, files] of Object.entries(initial)) {
    for (const [url, body] of Object.entries(files)) open(name).entries.set(keyOf(url), new Response(body));
  }
  return {
    stores,
    api: {
      open: async (name: string) => open(name),
      keys: async () => [...stores.keys()],
      delete: async (name: string) => stores.delete(name),
      match: async (input: unknown, options: { cacheName: string }) => stores.get(options.cacheName)?.get(keyOf(input))?.clone(),
    },
  };
}

/**
 * IndexedDB in memory, as the worker uses it: open (with upgrade), one store, get/put/delete
 * requests with onsuccess, and a transaction that completes once its requests have run.
 */
function fakeIndexedDb(data: Map<string, unknown>) {
  const db = {
    createObjectStore: () => undefined,
    close: () => undefined,
    transaction: () => {
      const transaction: { oncomplete?: () => void; objectStore: () => unknown } = { objectStore: () => store };
      let pending = 0;
      const settle = () => setTimeout(() => pending === 0 && transaction.oncomplete?.(), 0);
      const run = <T,>(produce: () => T) => {
        const request: { result?: T; onsuccess?: () => void } = {};
        pending += 1;
        queueMicrotask(() => {
          request.result = produce();
          request.onsuccess?.();
          pending -= 1;
          if (pending === 0) settle();
        });
        return request;
      };
      const store = {
        get: (key: string) => run(() => data.get(key)),
        put: (value: unknown, key: string) => run(() => void data.set(key, value)),
        delete: (key: string) => run(() => void data.delete(key)),
      };
      return transaction;
    },
  };
  return {
    open: () => {
      const request: { result: typeof db; onupgradeneeded?: () => void; onsuccess?: () => void } = { result: db };
      queueMicrotask(() => {
        request.onupgradeneeded?.();
        request.onsuccess?.();
      });
      return request;
    },
  };
}

const shellHtml = (locale: string) =>
  `<!doctype html><html lang="${locale}"><link rel="stylesheet" href="/_next/static/css/app-1a2b.css"><script src="/_next/static/chunks/main-3c4d.js" async></script>` +
  `<script>self.__next_f.push([1,"2:I[\\"/_next/static/chunks/page-${locale}.js\\"]"])</script>offline ${locale}</html>`;

function offlineWorker(
  options: { windows?: FakeWindow[]; caches?: Record<string, Record<string, string>>; data?: Map<string, unknown>; fetch?: jest.Mock; now?: () => number } = {},
) {
  const caches = fakeCaches(options.caches);
  const data = options.data ?? new Map<string, unknown>();
  const fetch =
    options.fetch ??
    jest.fn(async (input: unknown) => {
      const url = new URL(keyOf(input));
      const shell = /^\/(?:(nl|es)\/)?sos-offline$/.exec(url.pathname);
      if (shell) return new Response(shellHtml(shell[1] ?? 'en'), { headers: { 'Content-Type': 'text/html' } });
      return new Response(`network ${url.pathname}`);
    });
  const worker = loadWorker(options.windows ?? [], {
    caches: caches.api,
    fetch,
    indexedDB: fakeIndexedDb(data),
    Response,
    Notification: { permission: 'granted' },
    setTimeout,
    // The worker's clock, where a test sets it.
    ...(options.now && { Date: class extends Date { static now = options.now! } }),
  });
  return { ...worker, caches, data, fetch };
}

const CACHE = 'ice-sos-offline-v2';
const text = async (response: Response | undefined) => (response ? response.text() : undefined);

describe('installing and activating', () => {
  it('stores the offline screen of each language and the static files its HTML refers to, fetched without cookies', async () => {
    const { fire, caches, fetch } = offlineWorker();
    await fire('install', {});
    const stored = [...caches.stores.get(CACHE)!.keys()].map((url) => new URL(url).pathname).sort();
    expect(stored).toEqual(
      [
        '/_next/static/chunks/main-3c4d.js',
        '/_next/static/chunks/page-en.js',
        '/_next/static/chunks/page-es.js',
        '/_next/static/chunks/page-nl.js',
        '/_next/static/css/app-1a2b.css',
        '/es/sos-offline',
        '/nl/sos-offline',
        '/sos-offline',
        '/sos-shell/en',
        '/sos-shell/es',
        '/sos-shell/nl',
      ].sort(),
    );
    expect(fetch).toHaveBeenCalledWith('/sos-offline', expect.objectContaining({ credentials: 'omit', headers: { 'Accept-Language': 'en' } }));
  });

  it('still installs (for push) when the offline screen cannot be fetched', async () => {
    const { fire, self } = offlineWorker({ fetch: jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) });
    await expect(fire('install', {})).resolves.toBeUndefined();
    expect(self.skipWaiting).toHaveBeenCalled();
  });

  it('deletes older versions of its own cache only', async () => {
    const { fire, caches } = offlineWorker({ caches: { 'ice-sos-offline-v1': { '/sos-offline': 'old' }, 'someone-else': { '/x': 'x' }, [CACHE]: { '/sos-offline': 'new' } } });
    await fire('activate', {});
    expect([...caches.stores.keys()].sort()).toEqual([CACHE, 'someone-else']);
  });
});

describe('answering requests', () => {
  const shells = { [CACHE]: { '/sos-offline': 'shell en', '/nl/sos-offline': 'shell nl', '/es/sos-offline': 'shell es', '/_next/static/chunks/a.js': 'cached a' } };

  it('sends pages to the network first and never stores a page it fetched (signed-in pages stay out of the cache)', async () => {
    const { request, caches } = offlineWorker({ caches: shells });
    const before = [...caches.stores.get(CACHE)!.keys()];
    expect(await text(await request({ url: `${ORIGIN}/sos`, mode: 'navigate' }))).toBe('network /sos');
    expect(await text(await request({ url: `${ORIGIN}/nl/member-dashboard`, mode: 'navigate' }))).toBe('network /nl/member-dashboard');
    expect([...caches.stores.get(CACHE)!.keys()]).toEqual(before);
  });

  it('answers the offline screen of the page’s language when the network fails', async () => {
    const { request } = offlineWorker({ caches: shells, fetch: jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) });
    expect(await text(await request({ url: `${ORIGIN}/sos`, mode: 'navigate' }))).toBe('shell en');
    expect(await text(await request({ url: `${ORIGIN}/nl/sos`, mode: 'navigate' }))).toBe('shell nl');
    expect(await text(await request({ url: `${ORIGIN}/es/full-dashboard/contacts?x=1`, mode: 'navigate' }))).toBe('shell es');
    expect(await text(await request({ url: `${ORIGIN}/privacy`, mode: 'navigate' }))).toBe('shell en');
  });

  it('without a stored offline screen, still offers 112', async () => {
    const { request } = offlineWorker({ fetch: jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) });
    const response = await request({ url: `${ORIGIN}/sos`, mode: 'navigate' });
    expect(response?.status).toBe(503);
    expect(await text(response)).toContain('href="tel:112"');
  });

  it('serves static files from the cache first, and keeps new ones', async () => {
    const { request, fetch, caches } = offlineWorker({ caches: shells });
    expect(await text(await request({ url: `${ORIGIN}/_next/static/chunks/a.js` }))).toBe('cached a');
    expect(fetch).not.toHaveBeenCalled();
    expect(await text(await request({ url: `${ORIGIN}/_next/static/chunks/b.js` }))).toBe('network /_next/static/chunks/b.js');
    expect(caches.stores.get(CACHE)!.has(`${ORIGIN}/_next/static/chunks/b.js`)).toBe(true);
  });

  it('leaves everything else alone: API calls, posts, other origins, other files', async () => {
    const { request } = offlineWorker({ caches: shells });
    expect(await request({ url: `${ORIGIN}/api/sos/queued`, method: 'POST' })).toBeUndefined();
    expect(await request({ url: `${ORIGIN}/sos`, method: 'POST', mode: 'navigate' })).toBeUndefined();
    expect(await request({ url: `${ORIGIN}/api/access-log?period=7d` })).toBeUndefined();
    expect(await request({ url: 'https://project.supabase.co/rest/v1/rpc/raise_sos' })).toBeUndefined();
    expect(await request({ url: `${ORIGIN}/icons/icon-192.png` })).toBeUndefined();
  });
});

describe('the SOS shell (docs/architecture.md#the-sos-shell)', () => {
  const stored = { [CACHE]: { '/sos-offline': 'offline en', '/sos-shell/en': 'shell en', '/sos-shell/nl': 'shell nl', '/sos-shell/es': 'shell es' } };

  it('answers a full load of /sos at once with the stored shell of its language, without the network', async () => {
    const { request, fetch } = offlineWorker({ caches: stored });
    expect(await text(await request({ url: `${ORIGIN}/sos`, mode: 'navigate' }))).toBe('shell en');
    expect(await text(await request({ url: `${ORIGIN}/nl/sos`, mode: 'navigate', referrer: `${ORIGIN}/nl/member-dashboard` }))).toBe('shell nl');
    expect(await text(await request({ url: `${ORIGIN}/es/sos?from=push`, mode: 'navigate' }))).toBe('shell es');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the load the shell asks for to the network, after its message', async () => {
    const { request, fire } = offlineWorker({ caches: stored });
    const port = { postMessage: jest.fn() };
    await fire('message', { data: { type: GO_LIVE_MESSAGE }, ports: [port] });
    expect(port.postMessage).toHaveBeenCalledWith('live');
    expect(await text(await request({ url: `${ORIGIN}/nl/sos`, mode: 'navigate' }))).toBe('network /nl/sos');
  });

  it('answers the shell again once the shell’s moment has passed', async () => {
    let now = 1_000_000;
    const { request, fire } = offlineWorker({ caches: stored, now: () => now });
    await fire('message', { data: { type: GO_LIVE_MESSAGE } });
    now += 4_999;
    expect(await text(await request({ url: `${ORIGIN}/sos`, mode: 'navigate' }))).toBe('network /sos');
    now += 1;
    expect(await text(await request({ url: `${ORIGIN}/sos`, mode: 'navigate' }))).toBe('shell en');
  });

  it('leaves every other page, and /sos without a stored shell, to the network', async () => {
    const { request } = offlineWorker({ caches: stored });
    expect(await text(await request({ url: `${ORIGIN}/sos-shell/en`, mode: 'navigate' }))).toBe('network /sos-shell/en');
    expect(await text(await request({ url: `${ORIGIN}/nl/sos-extra`, mode: 'navigate' }))).toBe('network /nl/sos-extra');
    expect(await text(await request({ url: `${ORIGIN}/sos/history`, mode: 'navigate' }))).toBe('network /sos/history');
    expect(await text(await request({ url: `${ORIGIN}/member-dashboard`, mode: 'navigate' }))).toBe('network /member-dashboard');
    const bare = offlineWorker({ caches: { [CACHE]: { '/sos-offline': 'offline en' } } });
    expect(await text(await bare.request({ url: `${ORIGIN}/sos`, mode: 'navigate' }))).toBe('network /sos');
  });
});

describe('Background Sync of the pending alarm', () => {
  const alarm = { clientRequestId: 'req-1', source: 'app', createdAt: 1_000, position: null };
  const member = { userId: 'u1', texts: { sentTitle: 'Uw SOS is verstuurd', sentBody: 'Ontvangen.', signInTitle: 'Niet verstuurd', signInBody: 'Meld u aan.' } };
  const withAlarm = () => new Map<string, unknown>([['pending-alarm', alarm], ['member', member]]);
  const sync = (tag = 'ice-sos-pending-alarm') => ({ tag });

  it('sends the alarm once, forgets it, tells open pages and (with none in front) notifies in the member’s language', async () => {
    const page = { ...fakeWindow(`${ORIGIN}/sos`), visibilityState: 'hidden', postMessage: jest.fn() };
    const fetch = jest.fn(async () => Response.json({ event: { id: 'e1' } }));
    const { fire, data, self } = offlineWorker({ data: withAlarm(), fetch, windows: [page] });
    await fire('sync', sync());
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/api/sos/queued', expect.objectContaining({ method: 'POST', credentials: 'same-origin', body: JSON.stringify(alarm) }));
    expect(data.has('pending-alarm')).toBe(false);
    expect(data.get('sent-alarm')).toEqual({ clientRequestId: 'req-1', sentAt: expect.any(Number) });
    expect(page.postMessage).toHaveBeenCalledWith({ type: 'ice-sos:alarm-sent', clientRequestId: 'req-1', sentAt: expect.any(Number), event: { id: 'e1' } });
    expect(self.registration.showNotification).toHaveBeenCalledWith('Uw SOS is verstuurd', expect.objectContaining({ body: 'Ontvangen.' }));

    // Fired again (the browser may): nothing left to send.
    await fire('sync', sync());
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not notify while a page of ours is in front: that page says it itself', async () => {
    const page = { ...fakeWindow(`${ORIGIN}/sos-offline`), visibilityState: 'visible', postMessage: jest.fn() };
    const { fire, self } = offlineWorker({ data: withAlarm(), fetch: jest.fn(async () => Response.json({ event: null })), windows: [page] });
    await fire('sync', sync());
    expect(page.postMessage).toHaveBeenCalled();
    expect(self.registration.showNotification).not.toHaveBeenCalled();
  });

  it('keeps the alarm when signed out, and tells the member to sign in (or call 112)', async () => {
    const page = { ...fakeWindow(`${ORIGIN}/sos`), visibilityState: 'hidden', postMessage: jest.fn() };
    const { fire, data, self } = offlineWorker({ data: withAlarm(), fetch: jest.fn(async () => Response.json({ error: 'signed_out' }, { status: 401 })), windows: [page] });
    await fire('sync', sync());
    expect(data.get('pending-alarm')).toEqual(alarm);
    expect(page.postMessage).toHaveBeenCalledWith({ type: 'ice-sos:alarm-needs-sign-in', clientRequestId: 'req-1' });
    expect(self.registration.showNotification).toHaveBeenCalledWith('Niet verstuurd', expect.objectContaining({ body: 'Meld u aan.' }));
  });

  it('fails the sync (so the browser tries again later) while the server or network is down, keeping the alarm', async () => {
    const down = offlineWorker({ data: withAlarm(), fetch: jest.fn(async () => new Response(null, { status: 503 })) });
    await expect(down.fire('sync', sync())).rejects.toThrow('503');
    expect(down.data.get('pending-alarm')).toEqual(alarm);
    const offline = offlineWorker({ data: withAlarm(), fetch: jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) });
    await expect(offline.fire('sync', sync())).rejects.toThrow('Failed to fetch');
    expect(offline.data.get('pending-alarm')).toEqual(alarm);
  });

  it('does not forget a newer tap that was stored while the older alarm was on its way', async () => {
    const data = withAlarm();
    const fetch = jest.fn(async () => {
      data.set('pending-alarm', { ...alarm, clientRequestId: 'req-2' });
      return Response.json({ event: { id: 'e1' } });
    });
    const { fire } = offlineWorker({ data, fetch });
    await fire('sync', sync());
    expect(data.get('pending-alarm')).toMatchObject({ clientRequestId: 'req-2' });
  });

  it('ignores other sync tags and an empty store', async () => {
    const other = offlineWorker({ data: withAlarm() });
    await other.fire('sync', sync('something-else'));
    expect(other.fetch).not.toHaveBeenCalled();
    const empty = offlineWorker();
    await empty.fire('sync', sync());
    expect(empty.fetch).not.toHaveBeenCalled();
  });
});
