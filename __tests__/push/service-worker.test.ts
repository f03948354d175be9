/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

/**
 * public/sw.js itself, run in a sandbox that plays the service worker global: its push handler
 * shows the alert the dispatcher sent (and something sensible for anything else), and a tap on the
 * alert brings a window of ours to the alarm. Real Chromium runs the push path too (e2e/push.spec.ts).
 */
const SOURCE = readFileSync(path.join(__dirname, '..', '..', 'public', 'sw.js'), 'utf8');
const ORIGIN = 'https://ice-sos.example';

type Listener = (event: unknown) => void;
type FakeWindow = { url: string; focus: jest.Mock; navigate: jest.Mock };

function loadWorker(windows: FakeWindow[] = []) {
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
  vm.runInNewContext(SOURCE, { self, URL, console });
  const fire = async (type: string, event: object) => {
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => waited.push(promise) });
    await Promise.all(waited);
  };
  return { self, fire };
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
