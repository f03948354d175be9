import { act, fireEvent, render, screen, within } from '@testing-library/react';
import FamilyAlertRegion from '@/components/family-alerts/family-alert-region';
import type { FamilyAlertFeed } from '@/lib/data/family-alerts';
import type { SosEvent, SosPosition } from '@/lib/data/sos';
import { ALERT_SOUND_KEY, dismissedAlertsKey } from '@/lib/sos/family-alert-storage';
import { withIntl } from '../test-intl';

// The feed's realtime source is another hook's business: the region is tested on what it shows.
let feed: FamilyAlertFeed | undefined;
jest.mock('@/components/family-alerts/use-family-alert-feed', () => ({ useFamilyAlertFeed: () => feed }));
let position: SosPosition | null | undefined;
jest.mock('@/components/sos/use-sos-position', () => ({ useSosPosition: () => ({ position, refused: false }) }));
jest.mock('@/components/family-alerts/use-acknowledgers', () => ({ useAcknowledgers: () => ({ acknowledgedBy: [], refresh: jest.fn() }) }));
jest.mock('@/lib/actions/sos', () => ({ acknowledgeSos: jest.fn(), confirmSosAlertSeen: jest.fn(async () => ({ data: { confirmed: true } })) }));
let search = new URLSearchParams();
jest.mock('next/navigation', () => ({ useSearchParams: () => search }));

const USER = '22222222-2222-4222-8222-222222222222';
const MEMBER = '11111111-1111-4111-8111-111111111111';
const FIRST = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const SECOND = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

const event = (over: Partial<SosEvent> = {}) =>
  ({
    id: FIRST,
    member_id: MEMBER,
    status: 'active',
    source: 'app',
    started_at: new Date().toISOString(),
    resolved_at: null,
    last_located_at: null,
    ...over,
  }) as SosEvent;

const feedOf = (events: SosEvent[], phone: string | null = '+34 600 111 222'): FamilyAlertFeed => ({
  links: [{ memberId: MEMBER, locationAccess: 'during_sos' }],
  names: [{ userId: MEMBER, name: 'Maria Garcia' }],
  phones: phone ? [{ userId: MEMBER, phone }] : [],
  events,
});

/** A stand-in for the Web Audio API: counts contexts and tones started. */
class FakeAudioContext {
  static created = 0;
  static tones = 0;
  state: AudioContextState;
  currentTime = 0;
  destination = {};
  constructor() {
    FakeAudioContext.created += 1;
    this.state = FakeAudioContext.startSuspended ? 'suspended' : 'running';
  }
  static startSuspended = false;
  resume = jest.fn(async () => {
    this.state = 'running';
  });
  close = jest.fn(async () => undefined);
  createGain() {
    return { connect: jest.fn(), gain: { setValueAtTime: jest.fn(), linearRampToValueAtTime: jest.fn() } };
  }
  createOscillator() {
    return { type: 'sine', connect: jest.fn(), frequency: { setValueAtTime: jest.fn() }, start: () => void (FakeAudioContext.tones += 1), stop: jest.fn() };
  }
}

const region = () => render(withIntl(<FamilyAlertRegion userId={USER} />));
const flush = () => act(async () => undefined);

beforeEach(() => {
  feed = undefined;
  position = { latitude: 38.3452, longitude: -0.481, accuracy: 12.4, recordedAt: new Date().toISOString() };
  search = new URLSearchParams();
  window.localStorage.clear();
  FakeAudioContext.created = 0;
  FakeAudioContext.tones = 0;
  FakeAudioContext.startSuspended = false;
  Object.defineProperty(window, 'AudioContext', { value: FakeAudioContext, configurable: true, writable: true });
});

describe('the alert card', () => {
  it('shows who, when, the state, the position with its accuracy, map links and a call link', async () => {
    feed = feedOf([event()]);
    region();
    const card = await screen.findByTestId('family-alert');
    expect(card).toHaveAttribute('role', 'alert');
    expect(within(card).getByRole('heading', { name: 'SOS from Maria Garcia' })).toBeInTheDocument();
    // Today's alarm: its time alone, to the second, with the reader's zone named (whatever the host's).
    expect(card).toHaveTextContent(/Raised at \d\d:\d\d:\d\d [AP]M [A-Z]{3}\S* ·/);
    expect(within(card).getByTestId('family-alert-status')).toHaveTextContent('Active');
    expect(within(card).getByTestId('family-alert-location')).toHaveTextContent('Position 38.34520, -0.48100 (± 12 m).');
    expect(within(card).getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=38.345200,-0.481000');
    expect(within(card).getByRole('link', { name: 'Open in OpenStreetMap' })).toHaveAttribute('href', expect.stringContaining('mlat=38.345200&mlon=-0.481000'));
    expect(within(card).getByRole('link', { name: 'Open in Apple Maps' })).toHaveAttribute('href', expect.stringContaining('ll=38.345200,-0.481000'));
    expect(within(card).getByRole('link', { name: 'Call +34 600 111 222' })).toHaveAttribute('href', 'tel:+34600111222');
    expect(within(card).getByRole('button', { name: "I'm on it" })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'SOS alerts' })).toContainElement(card);
  });

  it('offers no call link when the member has no phone, and says so', async () => {
    feed = feedOf([event()], null);
    region();
    const card = await screen.findByTestId('family-alert');
    expect(within(card).queryByRole('link', { name: /^Call/ })).toBeNull();
    expect(card.querySelector('a[href^="tel:"]')).toBeNull();
    expect(card).toHaveTextContent('No phone number on file.');
  });

  it('says how an ended alarm ended, without map links when the position was only shared during the SOS', async () => {
    position = undefined;
    feed = feedOf([event({ status: 'cancelled', resolved_at: new Date().toISOString() })]);
    region();
    const card = await screen.findByTestId('family-alert');
    expect(card).toHaveAttribute('role', 'status');
    expect(card).toHaveTextContent('Maria Garcia cancelled the SOS: it was a mistake');
    expect(within(card).getByTestId('family-alert-status')).toHaveTextContent('Cancelled');
    expect(within(card).getByTestId('family-alert-location')).toHaveTextContent('Location not shared with you.');
    expect(within(card).queryByTestId('family-alert-maps')).toBeNull();
  });

  it('speaks the visitor’s language', async () => {
    feed = feedOf([event()]);
    render(withIntl(<FamilyAlertRegion userId={USER} />, 'nl'));
    expect(await screen.findByRole('heading', { name: 'SOS van Maria Garcia' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bel +34 600 111 222' })).toBeInTheDocument();
  });
});

describe('dismissing an ended alarm', () => {
  it('survives a reload, for this user only', async () => {
    const ended = event({ status: 'resolved', resolved_at: new Date().toISOString() });
    feed = feedOf([ended]);
    const first = region();
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('family-alert')).toBeNull();
    first.unmount();

    region();
    await flush();
    expect(screen.queryByTestId('family-alert')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(dismissedAlertsKey(USER)) ?? '[]')).toEqual([FIRST]);
  });
});

describe('the alert sound', () => {
  it('plays nothing before the person turns it on, then plays at once and for each new alarm', async () => {
    feed = feedOf([]);
    const view = region();
    // Someone shares alerts with this user: the offer is there before any alarm.
    expect(await screen.findByText(/You receive SOS alerts/)).toBeInTheDocument();
    feed = feedOf([event()]);
    view.rerender(withIntl(<FamilyAlertRegion userId={USER} />));
    await screen.findByTestId('family-alert');
    expect(FakeAudioContext.created).toBe(0);
    expect(FakeAudioContext.tones).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: /Turn on alert sound/ }));
    await flush();
    expect(FakeAudioContext.created).toBe(1);
    const afterEnable = FakeAudioContext.tones;
    expect(afterEnable).toBeGreaterThan(0);
    expect(window.localStorage.getItem(ALERT_SOUND_KEY)).toBe('on');

    // A second alarm rings as it appears; a test alert never does.
    feed = feedOf([event(), event({ id: SECOND })]);
    view.rerender(withIntl(<FamilyAlertRegion userId={USER} />));
    await flush();
    expect(FakeAudioContext.tones).toBeGreaterThan(afterEnable);
    const afterSecond = FakeAudioContext.tones;
    feed = feedOf([event(), event({ id: SECOND }), event({ id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc', source: 'test' })]);
    view.rerender(withIntl(<FamilyAlertRegion userId={USER} />));
    await flush();
    expect(FakeAudioContext.tones).toBe(afterSecond);
  });

  it('repeats until silenced, and never for an alarm someone is already on', async () => {
    jest.useFakeTimers();
    try {
      window.localStorage.setItem(ALERT_SOUND_KEY, 'on');
      feed = feedOf([event()]);
      region();
      await screen.findByTestId('family-alert');
      // Remembered from an earlier visit: the first key press on the page unlocks the audio.
      expect(FakeAudioContext.tones).toBe(0);
      fireEvent.keyDown(document.body, { key: 'Tab' });
      await flush();
      const first = FakeAudioContext.tones;
      expect(first).toBeGreaterThan(0);
      await act(async () => void jest.advanceTimersByTime(10_000));
      expect(FakeAudioContext.tones).toBeGreaterThan(first);

      fireEvent.click(screen.getByRole('button', { name: 'Silence' }));
      const silenced = FakeAudioContext.tones;
      await act(async () => void jest.advanceTimersByTime(30_000));
      expect(FakeAudioContext.tones).toBe(silenced);
      expect(screen.queryByRole('button', { name: 'Silence' })).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not ring for an acknowledged alarm', async () => {
    window.localStorage.setItem(ALERT_SOUND_KEY, 'on');
    feed = feedOf([event({ status: 'acknowledged' })]);
    region();
    await screen.findByTestId('family-alert');
    fireEvent.pointerDown(document.body);
    await flush();
    expect(FakeAudioContext.tones).toBe(0);
  });

  it('"Not now" hides the offer and remembers it', async () => {
    feed = feedOf([]);
    region();
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByTestId('family-alerts')).toBeNull();
    expect(window.localStorage.getItem(ALERT_SOUND_KEY)).toBe('off');
  });
});

describe('?alert=<eventId>', () => {
  it('brings that card into view and focuses it', async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    search = new URLSearchParams({ alert: SECOND });
    feed = feedOf([event({ started_at: new Date(Date.now() - 1000).toISOString() }), event({ id: SECOND, started_at: new Date(Date.now() - 60_000).toISOString() })]);
    region();
    const cards = await screen.findAllByTestId('family-alert');
    const target = cards.find((card) => card.dataset.eventId === SECOND)!;
    await flush();
    expect(target).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(target);
  });

  it('ignores a value that is not an alarm id', async () => {
    search = new URLSearchParams({ alert: '<script>' });
    feed = feedOf([event()]);
    region();
    await screen.findByTestId('family-alert');
    await flush();
    expect(document.body).toHaveFocus();
  });
});

describe('notifications while the page is hidden', () => {
  const shown: { title: string; options?: NotificationOptions }[] = [];
  class FakeNotification {
    static permission: NotificationPermission = 'granted';
    static requestPermission = jest.fn(async () => FakeNotification.permission);
    onclick: (() => void) | null = null;
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, options });
    }
    close = jest.fn();
  }
  let visibility: DocumentVisibilityState = 'hidden';

  beforeEach(() => {
    shown.length = 0;
    visibility = 'hidden';
    FakeNotification.permission = 'granted';
    Object.defineProperty(window, 'Notification', { value: FakeNotification, configurable: true, writable: true });
    Object.defineProperty(document, 'visibilityState', { get: () => visibility, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'Notification');
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('shows one per new open alarm, tagged with the alarm, only while hidden', async () => {
    feed = feedOf([event()]);
    const view = region();
    await screen.findByTestId('family-alert');
    expect(shown).toEqual([{ title: 'SOS from Maria Garcia', options: expect.objectContaining({ tag: `sos-${FIRST}` }) }]);

    // The same alarm again (a re-read) is not notified twice; a new one seen in view is not notified.
    visibility = 'visible';
    feed = feedOf([event({ status: 'acknowledged' }), event({ id: SECOND })]);
    view.rerender(withIntl(<FamilyAlertRegion userId={USER} />));
    await flush();
    expect(shown).toHaveLength(1);
  });

  it('asks for permission only from the enable click', async () => {
    FakeNotification.permission = 'default';
    feed = feedOf([event()]);
    region();
    await screen.findByTestId('family-alert');
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
    expect(shown).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Turn on alert sound and notifications' }));
    await flush();
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
  });
});
