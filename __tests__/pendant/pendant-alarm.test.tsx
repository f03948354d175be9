import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useAuth } from '@/components/auth/auth-provider';
import { DeviceSettings } from '@/components/pendant/device-settings';
import { DeviceSettingsPanel } from '@/components/pendant/device-settings-panel';
import { openDeviceSettings } from '@/components/pendant/open-device-settings';
import { polyfillRadixForJsdom } from '@/components/ui/test-utils';
import { ToastProvider } from '@/components/ui/toast-provider';
import { requestPendingAlarmSync } from '@/lib/offline/background-sync';
import { offlineStore } from '@/lib/offline/store';
import { encodePendantAlert } from '@/lib/pendant/alert-event';
import type { WebBluetooth } from '@/lib/pendant/web-bluetooth';
import { PENDING_ALARM_STORED_EVENT, loadPendingAlarm } from '@/lib/sos/pending-alarm';
import { withIntl } from '../test-intl';
import { fakePendant } from './fake-pendant';

jest.mock('@/components/auth/auth-provider', () => ({ useAuth: jest.fn() }));
jest.mock('@/lib/actions/pendant', () => ({ recordPendantReading: jest.fn().mockResolvedValue({ data: { saved: true } }) }));
jest.mock('@/lib/offline/background-sync', () => ({ requestPendingAlarmSync: jest.fn() }));
const push = jest.fn();
let pathname = '/';
jest.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ push }), usePathname: () => pathname }));

const mockedUseAuth = jest.mocked(useAuth);
const mockedSync = jest.mocked(requestPendingAlarmSync);

function signedIn(userId: string | null) {
  mockedUseAuth.mockReturnValue({
    user: userId ? ({ id: userId } as NonNullable<ReturnType<typeof useAuth>['user']>) : null,
    session: null,
    loading: false,
    signOut: async () => undefined,
  });
}

/** Speech synthesis as the browser has it, recording what was said. */
const spoken: { text: string; lang: string }[] = [];
class FakeUtterance {
  lang = '';
  volume = 1;
  constructor(public text: string) {}
}

function renderSettings(bluetooth: WebBluetooth | null = null, locale: 'en' | 'nl' | 'es' = 'en') {
  render(
    withIntl(
      <ToastProvider label="Notification" viewportLabel="Notifications ({hotkey})" closeLabel="Close notification">
        <DeviceSettings Panel={DeviceSettingsPanel} bluetooth={bluetooth} random={() => 0.5} />
      </ToastProvider>,
      locale,
    ),
  );
  act(() => openDeviceSettings());
}

/** Lets the clock run, then the promises it set off (storing the alarm) settle. */
async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
    for (let tick = 0; tick < 20; tick += 1) await Promise.resolve();
  });
}

/** A click as a browser does it: the button takes the focus, then the click. */
function click(name: string) {
  const button = screen.getByRole('button', { name });
  act(() => {
    button.focus();
    fireEvent.click(button);
  });
}
const alarmDialog = () => screen.queryByRole('alertdialog');
const seconds = () => screen.getByTestId('pendant-alarm-seconds');

beforeAll(() => {
  polyfillRadixForJsdom();
  Object.assign(window, {
    SpeechSynthesisUtterance: FakeUtterance,
    speechSynthesis: {
      speak: (utterance: FakeUtterance) => spoken.push({ text: utterance.text, lang: utterance.lang }),
      cancel: () => undefined,
    },
  });
  Object.assign(globalThis, { SpeechSynthesisUtterance: FakeUtterance });
});
beforeEach(async () => {
  jest.useFakeTimers();
  signedIn('member-1');
  push.mockReset();
  pathname = '/';
  mockedSync.mockReset().mockResolvedValue(true);
  spoken.length = 0;
  await offlineStore().clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the pendant’s button (docs/pendant-protocol.md#what-the-app-does)', () => {
  it('counts down with the focus on Cancel; a cancel within it raises nothing', async () => {
    renderSettings();
    click('Press the button');

    const dialog = screen.getByRole('alertdialog', { name: 'SOS from your pendant' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining("Your pendant's button was pressed."));
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(seconds()).toHaveTextContent('10 seconds');
    await advance(3_000);
    expect(seconds()).toHaveTextContent('7 seconds');
    // Nothing about a fall: no "Are you OK?", no sound.
    expect(screen.queryByText('Are you OK?')).not.toBeInTheDocument();
    expect(spoken).toEqual([]);

    click('Cancel');
    expect(alarmDialog()).not.toBeInTheDocument();
    await advance(30_000);
    expect(await loadPendingAlarm(offlineStore())).toBeNull();
    expect(mockedSync).not.toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
    // Back in the Device Connections dialog, on the button that started it.
    expect(screen.getByRole('dialog', { name: 'Device Connections' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Press the button' })).toHaveFocus();
  });

  it('at the end of the countdown stores the alarm with source pendant, asks for a sync and opens /sos', async () => {
    renderSettings();
    click('Press the button');
    await advance(9_000);
    expect(await loadPendingAlarm(offlineStore())).toBeNull();
    await advance(1_000);

    const stored = await loadPendingAlarm(offlineStore());
    expect(stored).toMatchObject({ source: 'pendant', position: null });
    expect(stored?.clientRequestId).toEqual(expect.any(String));
    expect(mockedSync).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith('/sos');
    expect(alarmDialog()).not.toBeInTheDocument();
  });

  it('a long press (the simulator’s hold) cancels', async () => {
    renderSettings();
    click('Press the button');
    expect(alarmDialog()).toBeInTheDocument();
    // The hold control sits in the dialog behind; the pendant's own long press reaches the hook the same way.
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Hold the button (cancel)', hidden: true })));
    expect(alarmDialog()).not.toBeInTheDocument();
    await advance(15_000);
    expect(await loadPendingAlarm(offlineStore())).toBeNull();
    expect(push).not.toHaveBeenCalled();
  });

  it('Escape cancels too', async () => {
    renderSettings();
    click('Press the button');
    act(() => void fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' }));
    expect(alarmDialog()).not.toBeInTheDocument();
    await advance(15_000);
    expect(await loadPendingAlarm(offlineStore())).toBeNull();
  });

  it('"Send SOS now" raises at once', async () => {
    renderSettings();
    click('Press the button');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send SOS now' }));
      for (let tick = 0; tick < 20; tick += 1) await Promise.resolve();
    });
    expect(await loadPendingAlarm(offlineStore())).toMatchObject({ source: 'pendant' });
    expect(push).toHaveBeenCalledWith('/sos');
  });

  it('on /sos, hands the stored alarm to the page instead of opening it again', async () => {
    pathname = '/sos';
    const takeOver = jest.fn((event: Event) => event.preventDefault());
    window.addEventListener(PENDING_ALARM_STORED_EVENT, takeOver);
    try {
      renderSettings();
      click('Press the button');
      await advance(10_000);
      expect(takeOver).toHaveBeenCalledTimes(1);
      expect(await loadPendingAlarm(offlineStore())).toMatchObject({ source: 'pendant' });
      expect(push).not.toHaveBeenCalled();
    } finally {
      window.removeEventListener(PENDING_ALARM_STORED_EVENT, takeOver);
    }
  });

  it('for a visitor who is not signed in: says why and counts nothing down', async () => {
    signedIn(null);
    renderSettings();
    click('Press the button');
    expect(alarmDialog()).not.toBeInTheDocument();
    expect(screen.getByTestId('pendant-alarm-notice')).toHaveTextContent('Sign in to let the button raise your SOS.');
    click('Simulate a fall');
    expect(alarmDialog()).not.toBeInTheDocument();
    await advance(60_000);
    expect(await loadPendingAlarm(offlineStore())).toBeNull();
    expect(push).not.toHaveBeenCalled();
  });
});

describe('a fall (docs/pendant-protocol.md#what-the-app-does)', () => {
  it('asks "Are you OK?" aloud and again every 5 s for 30 s, focus on "I\'m OK, cancel", then raises with source fall', async () => {
    renderSettings();
    click('Simulate a fall');

    const dialog = screen.getByRole('alertdialog', { name: 'Are you OK?' });
    expect(dialog).toHaveAttribute('data-source', 'fall');
    expect(within(dialog).getByRole('button', { name: "I'm OK, cancel" })).toHaveFocus();
    expect(seconds()).toHaveTextContent('30 seconds');
    await advance(0);
    expect(spoken).toEqual([{ text: 'Are you OK?', lang: 'en' }]);
    await advance(5_000);
    expect(spoken).toHaveLength(2);
    await advance(20_000);
    expect(spoken).toHaveLength(6);
    expect(await loadPendingAlarm(offlineStore())).toBeNull();

    await advance(5_000);
    expect(await loadPendingAlarm(offlineStore())).toMatchObject({ source: 'fall' });
    expect(push).toHaveBeenCalledWith('/sos');
    expect(alarmDialog()).not.toBeInTheDocument();
    // The prompt stops with the countdown.
    const said = spoken.length;
    await advance(20_000);
    expect(spoken).toHaveLength(said);
  });

  it('"I\'m OK, cancel" silences it and raises nothing', async () => {
    renderSettings();
    click('Simulate a fall');
    await advance(6_000);
    click("I'm OK, cancel");
    expect(alarmDialog()).not.toBeInTheDocument();
    const said = spoken.length;
    await advance(40_000);
    expect(spoken).toHaveLength(said);
    expect(await loadPendingAlarm(offlineStore())).toBeNull();
    expect(push).not.toHaveBeenCalled();
  });

  it('speaks the member’s language', async () => {
    renderSettings(null, 'nl');
    click('Val nabootsen');
    expect(screen.getByRole('alertdialog', { name: 'Gaat het goed met u?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Het gaat goed, annuleren' })).toHaveFocus();
    await advance(0);
    expect(spoken).toEqual([{ text: 'Gaat het goed met u?', lang: 'nl' }]);
  });
});

describe('a real pendant’s events', () => {
  async function connect() {
    const fake = fakePendant();
    renderSettings(fake.bluetooth);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Scan & Connect' }));
      for (let tick = 0; tick < 50; tick += 1) await Promise.resolve();
    });
    expect(screen.getByTestId('pendant-status')).toHaveTextContent('Connected');
    // With a pendant connected its own button does this: no stand-ins.
    expect(screen.queryByRole('button', { name: 'Press the button' })).not.toBeInTheDocument();
    return fake;
  }

  it('its button starts the countdown and its long press cancels it, with the panel closed', async () => {
    const fake = await connect();
    click('Close');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => fake.notifyAlert(encodePendantAlert('button', 1)));
    expect(screen.getByRole('alertdialog', { name: 'SOS from your pendant' })).toBeInTheDocument();
    await advance(4_000);
    act(() => fake.notifyAlert(encodePendantAlert('longPress', 2)));
    expect(alarmDialog()).not.toBeInTheDocument();
    await advance(20_000);
    expect(await loadPendingAlarm(offlineStore())).toBeNull();
  });

  it('says in a toast why nothing is raised when nobody is signed in and the panel is closed', async () => {
    signedIn(null);
    const fake = await connect();
    click('Close');
    act(() => fake.notifyAlert(encodePendantAlert('button', 1)));
    expect(alarmDialog()).not.toBeInTheDocument();
    expect(await screen.findByText('Sign in to let the button raise your SOS.')).toBeInTheDocument();
  });

  it('its fall raises with source fall when nobody answers', async () => {
    const fake = await connect();
    act(() => fake.notifyAlert(encodePendantAlert('fall', 7)));
    expect(screen.getByRole('alertdialog', { name: 'Are you OK?' })).toBeInTheDocument();
    await advance(30_000);
    expect(await loadPendingAlarm(offlineStore())).toMatchObject({ source: 'fall' });
  });
});
