import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { ReactNode } from 'react';
import { PushAlertsCard } from '@/components/push/push-alerts-card';
import { loadBrowserClient } from '@/components/realtime/browser-client';
import { currentSubscription, readBrowserPush, subscribeBrowser, type BrowserPush } from '@/components/push/browser-push';
import { removePushSubscription, savePushSubscription } from '@/lib/actions/push';
import { ownsPushEndpoint } from '@/lib/data/push-subscriptions';
import { withIntl } from '../test-intl';

jest.mock('@/components/push/browser-push', () => ({ readBrowserPush: jest.fn(), subscribeBrowser: jest.fn(), currentSubscription: jest.fn() }));
jest.mock('@/lib/actions/push', () => ({ savePushSubscription: jest.fn(), removePushSubscription: jest.fn() }));
jest.mock('@/lib/data/push-subscriptions', () => ({ ownsPushEndpoint: jest.fn() }));
jest.mock('@/components/realtime/browser-client', () => ({ loadBrowserClient: jest.fn() }));

const read = jest.mocked(readBrowserPush);
const subscribe = jest.mocked(subscribeBrowser);
const current = jest.mocked(currentSubscription);
const save = jest.mocked(savePushSubscription);
const remove = jest.mocked(removePushSubscription);
const owns = jest.mocked(ownsPushEndpoint);

const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';
const KEYS = { p256dh: `B${'a'.repeat(86)}`, auth: 'b'.repeat(22) };

let permission: NotificationPermission = 'default';
const requestPermission = jest.fn<Promise<NotificationPermission>, []>();

beforeEach(() => {
  jest.resetAllMocks();
  const client = { from: () => undefined } as unknown as Awaited<ReturnType<typeof loadBrowserClient>>;
  jest.mocked(loadBrowserClient).mockResolvedValue(client);
  permission = 'default';
  Object.defineProperty(window, 'Notification', {
    configurable: true,
    value: { get permission() { return permission; }, requestPermission },
  });
  // The browser as it answers now: the permission and the endpoint follow what the tests do to them.
  read.mockImplementation(async (): Promise<BrowserPush> => ({ supported: true, permission, endpoint: permission === 'granted' && subscribed ? ENDPOINT : null }));
  subscribed = false;
});
let subscribed = false;

const fresh = (ui: ReactNode) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>;
const renderCard = (key: string | null = KEY, locale: 'en' | 'nl' | 'es' = 'en') => render(withIntl(fresh(<PushAlertsCard vapidPublicKey={key} />), locale));
const toggle = () => screen.getByRole('switch', { name: 'SOS alerts on this device' });
const state = async (text: string) => expect(await screen.findByText(text)).toBeVisible();

describe('PushAlertsCard', () => {
  it('explains a browser without Web Push, and keeps the switch off and disabled', async () => {
    read.mockResolvedValue({ supported: false, permission: 'denied', endpoint: null });
    renderCard();
    await state('This browser cannot show alerts while the site is closed. On an iPhone or iPad, add ICE SOS to your Home Screen first; otherwise try another browser.');
    expect(toggle()).toBeDisabled();
    expect(toggle()).toHaveAttribute('aria-checked', 'false');
  });

  it('says when the site has no key, and when notifications are blocked in the browser', async () => {
    renderCard(null);
    await state('Alerts with the site closed are not available right now. You still see alerts while an ICE SOS page is open.');
    expect(toggle()).toBeDisabled();

    permission = 'denied';
    renderCard();
    await state('Notifications are blocked for this site in your browser settings. Allow them there, then come back to switch alerts on.');
  });

  it('switches on: asks for permission, subscribes with the site key, saves this browser and says it is on', async () => {
    requestPermission.mockImplementation(async () => (permission = 'granted'));
    subscribe.mockImplementation(async () => {
      subscribed = true;
      return { endpoint: ENDPOINT, keys: KEYS };
    });
    save.mockResolvedValue({ data: { saved: true } });
    owns.mockResolvedValue(true);
    renderCard(KEY, 'nl');
    const onOff = screen.getByRole('switch', { name: 'SOS-meldingen op dit apparaat' });
    await state('Uit: dit apparaat toont SOS-meldingen alleen zolang er een pagina van ICE SOS open is.');
    expect(onOff).toHaveAttribute('aria-describedby', expect.any(String));
    await act(async () => {
      fireEvent.click(onOff);
    });
    await state('Aan: dit apparaat toont SOS-meldingen, ook als de site gesloten is.');
    expect(subscribe).toHaveBeenCalledWith(KEY);
    expect(save).toHaveBeenCalledWith({ endpoint: ENDPOINT, keys: KEYS, userAgent: navigator.userAgent, language: 'nl' });
    expect(onOff).toHaveAttribute('aria-checked', 'true');
    expect(owns).toHaveBeenCalledWith(expect.objectContaining({ from: expect.any(Function) }), ENDPOINT);
  });

  it('subscribes afresh when this browser’s endpoint belongs to another account: it never takes that one over', async () => {
    const OWN = 'https://fcm.googleapis.com/fcm/send/device-2';
    requestPermission.mockImplementation(async () => (permission = 'granted'));
    subscribe.mockImplementation(async (_key, options) => {
      subscribed = true;
      return { endpoint: options?.fresh ? OWN : ENDPOINT, keys: KEYS };
    });
    save.mockImplementation(async ({ endpoint }) => ({ data: endpoint === ENDPOINT ? { saved: false, taken: true } : { saved: true } }));
    owns.mockResolvedValue(true);
    renderCard();
    await state('Off: this device shows SOS alerts only while an ICE SOS page is open.');
    await act(async () => {
      fireEvent.click(toggle());
    });
    await state('On: this device shows SOS alerts even when the site is closed.');
    expect(subscribe.mock.calls).toEqual([[KEY], [KEY, { fresh: true }]]);
    expect(save.mock.calls.map(([input]) => input.endpoint)).toEqual([ENDPOINT, OWN]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why nothing changed when the permission prompt is dismissed', async () => {
    requestPermission.mockResolvedValue('default');
    renderCard();
    await state('Off: this device shows SOS alerts only while an ICE SOS page is open.');
    await act(async () => {
      fireEvent.click(toggle());
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Notifications were not allowed, so alerts stay off on this device.');
    expect(subscribe).not.toHaveBeenCalled();
    expect(toggle()).toHaveAttribute('aria-checked', 'false');
  });

  it('shows a browser that another account switched on as off here', async () => {
    permission = 'granted';
    subscribed = true;
    owns.mockResolvedValue(false);
    renderCard();
    await state('Off: this device shows SOS alerts only while an ICE SOS page is open.');
    expect(toggle()).toBeEnabled();
  });

  it('switches off: forgets this browser on our side first, then unsubscribes it', async () => {
    permission = 'granted';
    subscribed = true;
    owns.mockResolvedValue(true);
    const unsubscribe = jest.fn(async () => {
      subscribed = false;
      return true;
    });
    current.mockResolvedValue({ endpoint: ENDPOINT, unsubscribe } as unknown as PushSubscription);
    remove.mockResolvedValue({ data: { removed: true } });
    renderCard();
    await state('On: this device shows SOS alerts even when the site is closed.');
    await act(async () => {
      fireEvent.click(toggle());
    });
    await state('Off: this device shows SOS alerts only while an ICE SOS page is open.');
    expect(remove).toHaveBeenCalledWith({ endpoint: ENDPOINT });
    expect(unsubscribe).toHaveBeenCalled();
  });

  it('stays on, and says so, when the server could not forget this browser', async () => {
    permission = 'granted';
    subscribed = true;
    owns.mockResolvedValue(true);
    const unsubscribe = jest.fn();
    current.mockResolvedValue({ endpoint: ENDPOINT, unsubscribe } as unknown as PushSubscription);
    remove.mockResolvedValue({ serverError: 'signedOut' });
    renderCard();
    await state('On: this device shows SOS alerts even when the site is closed.');
    await act(async () => {
      fireEvent.click(toggle());
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has ended. Sign in again to change this setting.');
    expect(unsubscribe).not.toHaveBeenCalled();
    await waitFor(() => expect(toggle()).toHaveAttribute('aria-checked', 'true'));
  });
});
