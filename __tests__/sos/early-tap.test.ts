import { EARLY_RETRY_MS, EARLY_TAP_GLOBAL, EARLY_TAP_SCRIPT, EARLY_TAP_STATUS_ID, adoptEarlyTap } from '@/lib/sos/early-tap';
import { PENDING_ALARM_KEY, PENDING_ALARM_STORED_EVENT } from '@/lib/sos/pending-alarm';

/**
 * The SOS button's early handler (lib/sos/early-tap.ts), run as the server HTML runs it: a script
 * element right after a disabled button. IndexedDB is a small in-memory fake with the calls the
 * script makes (jsdom has none); e2e/sos-first-load.spec.ts runs it against the real thing.
 */
type Request = { result?: unknown; onsuccess?: () => void };

function fakeIndexedDb(saved: Map<string, unknown>) {
  const objectStore = {
    put: (value: unknown, key: string) => void saved.set(key, value),
    delete: (key: string) => void saved.delete(key),
    get: (key: string) => {
      const request: Request = {};
      setTimeout(() => {
        request.result = saved.get(key);
        request.onsuccess?.();
      });
      return request;
    },
  };
  const db = {
    close: () => {},
    transaction: () => {
      const transaction: { objectStore: () => typeof objectStore; oncomplete?: () => void } = { objectStore: () => objectStore };
      setTimeout(() => setTimeout(() => transaction.oncomplete?.()));
      return transaction;
    },
  };
  return {
    open: () => {
      const request: Request = { result: db };
      setTimeout(() => request.onsuccess?.());
      return request;
    },
  };
}

const TEXTS = { sending: 'Sending…', retrying: 'Sending… retrying', sent: 'SOS sent.', signedOut: 'Sign in to send it.' };

function mount() {
  const parent = document.createElement('div');
  const button = document.createElement('button');
  button.disabled = true;
  const script = document.createElement('script');
  Object.assign(script.dataset, TEXTS);
  script.textContent = EARLY_TAP_SCRIPT;
  parent.append(button);
  document.body.append(parent);
  const bubbled = jest.fn();
  parent.addEventListener('click', bubbled);
  parent.append(script); // runs it (jsdom runs scripts in these tests' environment)
  return { button, bubbled };
}

const flush = async (ms = 0) => {
  await jest.advanceTimersByTimeAsync(ms);
};

let saved: Map<string, unknown>;
let fetchMock: jest.Mock;

beforeEach(() => {
  jest.useFakeTimers();
  saved = new Map();
  fetchMock = jest.fn();
  Object.assign(window, { indexedDB: fakeIndexedDb(saved), fetch: fetchMock });
});

afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
  delete (window as unknown as Record<string, unknown>)[EARLY_TAP_GLOBAL];
  delete (window as unknown as Record<string, unknown>).indexedDB;
  delete (window as unknown as Record<string, unknown>).fetch;
});

const statusText = () => document.getElementById(EARLY_TAP_STATUS_ID)?.textContent;

describe('the SOS button before React', () => {
  it('enables the button and marks it, so a tap works from the first paint', () => {
    const { button } = mount();
    expect(button.disabled).toBe(false);
    expect(button.hasAttribute('data-early-tap')).toBe(true);
  });

  it('leaves the button disabled for React where the browser cannot keep or send an alarm', () => {
    delete (window as unknown as Record<string, unknown>).indexedDB;
    const { button } = mount();
    expect(button.disabled).toBe(true);
    expect(button.hasAttribute('data-early-tap')).toBe(false);
  });

  it('a tap keeps the alarm, posts it to the queued path and says so; a second tap adds nothing', async () => {
    fetchMock.mockResolvedValue({ ok: true, status: 200 });
    const { button, bubbled } = mount();
    button.click();
    button.click();
    expect(bubbled).not.toHaveBeenCalled(); // React, hydrating meanwhile, must not take the same tap again
    await flush(60);
    expect(statusText()).toBe(TEXTS.sent);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/sos/queued');
    const alarm = JSON.parse(String(init.body)) as { clientRequestId: string; source: string; position: null };
    expect(alarm).toEqual({ clientRequestId: expect.stringMatching(/^[0-9a-f-]{36}$/), source: 'app', createdAt: expect.any(Number), position: null });
    // Sent: no longer pending, and when it went is noted for the offline screen.
    expect(saved.has(PENDING_ALARM_KEY)).toBe(false);
    expect(saved.get('sent-alarm')).toEqual({ clientRequestId: alarm.clientRequestId, sentAt: expect.any(Number) });
  });

  it('keeps trying when the network fails, until React takes the alarm over', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { button } = mount();
    button.click();
    await flush(60);
    expect(statusText()).toBe(TEXTS.retrying);
    expect(saved.get(PENDING_ALARM_KEY)).toMatchObject({ source: 'app' });
    await flush(EARLY_RETRY_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    const adopted = adoptEarlyTap();
    expect(adopted).toMatchObject({ source: 'app', clientRequestId: (saved.get(PENDING_ALARM_KEY) as { clientRequestId: string }).clientRequestId });
    expect(document.getElementById(EARLY_TAP_STATUS_ID)).toBeNull();
    await flush(EARLY_RETRY_MS * 3);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(adoptEarlyTap()).toBeNull(); // once
  });

  it('hands the alarm to an open page that takes it over, and sends nothing itself', async () => {
    const takeOver = (event: Event) => event.preventDefault();
    window.addEventListener(PENDING_ALARM_STORED_EVENT, takeOver);
    try {
      const { button } = mount();
      button.click();
      await flush(60);
      expect(fetchMock).not.toHaveBeenCalled();
      expect(saved.get(PENDING_ALARM_KEY)).toMatchObject({ source: 'app' });
    } finally {
      window.removeEventListener(PENDING_ALARM_STORED_EVENT, takeOver);
    }
  });

  it('once React has hydrated the button, a tap is React’s alone', async () => {
    const { button, bubbled } = mount();
    button.setAttribute('data-hydrated', 'true');
    button.click();
    await flush(60);
    expect(bubbled).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(adoptEarlyTap()).toBeNull();
  });

  it('a 401 says the member must sign in again, and keeps the alarm', async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 401 });
    const { button } = mount();
    button.click();
    await flush(60);
    expect(statusText()).toBe(TEXTS.signedOut);
    expect(saved.get(PENDING_ALARM_KEY)).toMatchObject({ source: 'app' });
  });
});
