import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuth } from '@/components/auth/auth-provider';
import { DeviceSettings } from '@/components/pendant/device-settings';
import { DeviceSettingsPanel } from '@/components/pendant/device-settings-panel';
import { isDeviceSettingsHiddenOn } from '@/components/pendant/device-settings-mount';
import { openDeviceSettings } from '@/components/pendant/open-device-settings';
import { polyfillRadixForJsdom } from '@/components/ui/test-utils';
import { ToastProvider } from '@/components/ui/toast-provider';
import { recordPendantReading } from '@/lib/actions/pendant';
import type { WebBluetooth } from '@/lib/pendant/web-bluetooth';
import { withIntl } from '../test-intl';
import { fakePendant } from './fake-pendant';

jest.mock('@/components/auth/auth-provider', () => ({ useAuth: jest.fn() }));
jest.mock('@/lib/actions/pendant', () => ({ recordPendantReading: jest.fn() }));
// The pendant's countdown opens /sos when it raises (pendant-alarm.test.tsx follows that path).
jest.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ push: jest.fn() }), usePathname: () => '/' }));

const mockedUseAuth = jest.mocked(useAuth);
const mockedSave = jest.mocked(recordPendantReading);

function signedIn(userId: string | null) {
  mockedUseAuth.mockReturnValue({
    user: userId ? ({ id: userId } as NonNullable<ReturnType<typeof useAuth>['user']>) : null,
    session: null,
    loading: false,
    signOut: async () => undefined,
  });
}

function renderSettings(bluetooth: WebBluetooth | null) {
  render(
    withIntl(
      <ToastProvider label="Notification" viewportLabel="Notifications ({hotkey})" closeLabel="Close notification">
        <DeviceSettings Panel={DeviceSettingsPanel} bluetooth={bluetooth} random={() => 0.5} />
      </ToastProvider>,
    ),
  );
}

/** Clicks and lets the fake pendant's promise chain finish inside act (it never waits on timers). */
async function clickAndSettle(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
    for (let tick = 0; tick < 50; tick += 1) await Promise.resolve();
  });
}

const launcher = () => screen.getByRole('button', { name: 'Devices & Settings' });

beforeAll(polyfillRadixForJsdom);
beforeEach(() => {
  signedIn(null);
  mockedSave.mockReset().mockResolvedValue({ data: { saved: true } });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('DeviceSettings (docs/product.md#routes-and-screens)', () => {
  it('opens Device Connections from the floating button', async () => {
    renderSettings(fakePendant().bluetooth);
    await userEvent.click(launcher());
    const dialog = screen.getByRole('dialog', { name: 'Device Connections' });
    expect(dialog).toHaveAccessibleDescription('Connect your Bluetooth pendant and link smart speakers');
    expect(within(dialog).getByRole('heading', { name: 'Bluetooth Pendant' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Smart Speakers' })).toBeInTheDocument();
    expect(within(dialog).getByText('Link your preferred assistant to enable voice SOS commands')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(launcher()).toHaveFocus();
  });

  it('opens on the window event open-device-settings', () => {
    renderSettings(null);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => openDeviceSettings());
    expect(screen.getByRole('dialog', { name: 'Device Connections' })).toBeInTheDocument();
    act(() => window.dispatchEvent(new Event('open-device-settings')));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it.each([
    ['Connect Alexa', 'Alexa linking'],
    ['Connect Google Home', 'Google Home linking'],
  ])('%s shows the toast %s / Coming soon', async (buttonName, title) => {
    renderSettings(null);
    await userEvent.click(launcher());
    await userEvent.click(screen.getByRole('button', { name: buttonName }));
    const toast = await screen.findByText(title);
    expect(toast.closest('li')).toHaveTextContent('Coming soon');
  });

  it('a failed connection shows no message and falls back to the simulator', async () => {
    renderSettings(fakePendant({ failWith: 'NetworkError' }).bluetooth);
    await userEvent.click(launcher());
    await userEvent.click(screen.getByRole('button', { name: 'Bluetooth' }));
    expect(screen.getByTestId('pendant-status')).toHaveTextContent('Ready');
    await clickAndSettle('Scan & Connect');

    expect(screen.getByTestId('pendant-status')).toHaveTextContent('Simulator');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(console.warn).toHaveBeenCalled();
  });
});

describe('saving a real pendant to devices', () => {
  it('saves a signed-in member’s pendant readings at once, then at most every 30 s', async () => {
    jest.useFakeTimers();
    signedIn('member-1');
    const fake = fakePendant({ id: 'hw-1', name: 'ICE SOS 1', battery: 70 });
    renderSettings(fake.bluetooth);
    act(() => openDeviceSettings());

    await clickAndSettle('Scan & Connect');
    expect(screen.getByTestId('pendant-status')).toHaveTextContent('Connected');
    expect(mockedSave).toHaveBeenCalledTimes(1);
    expect(mockedSave).toHaveBeenLastCalledWith({ hardwareId: 'hw-1', name: 'ICE SOS 1', battery: 70, heartRate: null });

    act(() => fake.notify([0x00, 75]));
    act(() => jest.advanceTimersByTime(10_000));
    act(() => fake.notify([0x00, 76]));
    expect(mockedSave).toHaveBeenCalledTimes(1);

    act(() => jest.advanceTimersByTime(20_000));
    act(() => fake.notify([0x00, 77]));
    expect(mockedSave).toHaveBeenCalledTimes(2);
    expect(mockedSave).toHaveBeenLastCalledWith({ hardwareId: 'hw-1', name: 'ICE SOS 1', battery: 70, heartRate: 77 });
  });

  it('uses a fallback name when the pendant has none', async () => {
    signedIn('member-1');
    renderSettings(fakePendant({ name: null }).bluetooth);
    act(() => openDeviceSettings());
    await clickAndSettle('Scan & Connect');
    expect(mockedSave).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Unnamed pendant' }));
  });

  it('never saves for a visitor who is not signed in', async () => {
    const fake = fakePendant();
    renderSettings(fake.bluetooth);
    act(() => openDeviceSettings());
    await clickAndSettle('Scan & Connect');
    expect(screen.getByTestId('pendant-status')).toHaveTextContent('Connected');
    act(() => fake.notify([0x00, 75]));
    expect(screen.getByTestId('pendant-heart-rate')).toHaveTextContent('75 bpm');
    expect(mockedSave).not.toHaveBeenCalled();
  });

  it('never saves simulated values', () => {
    jest.useFakeTimers();
    signedIn('member-1');
    renderSettings(fakePendant().bluetooth);
    act(() => openDeviceSettings());
    act(() => jest.advanceTimersByTime(6_000));
    expect(screen.getByTestId('pendant-heart-rate')).toHaveTextContent('72 bpm');
    expect(mockedSave).not.toHaveBeenCalled();
  });
});

describe('isDeviceSettingsHiddenOn', () => {
  it('hides the panel in the admin area only', () => {
    expect(isDeviceSettingsHiddenOn('/admin-dashboard')).toBe(true);
    expect(isDeviceSettingsHiddenOn('/admin-dashboard/users')).toBe(true);
    expect(isDeviceSettingsHiddenOn('/')).toBe(false);
    expect(isDeviceSettingsHiddenOn('/member-dashboard')).toBe(false);
    expect(isDeviceSettingsHiddenOn('/admin-dashboardish')).toBe(false);
  });
});
