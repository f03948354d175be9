import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PendantSection, type PendantSectionProps } from '@/components/pendant/pendant-section';
import { withIntl } from '../test-intl';

function renderSection(overrides: Partial<PendantSectionProps> = {}, locale: 'en' | 'nl' | 'es' = 'en') {
  const props: PendantSectionProps = {
    connected: false,
    connecting: false,
    simulatorMode: true,
    bluetoothSupported: true,
    deviceName: null,
    reading: { heartRate: null, battery: null },
    onConnect: jest.fn(),
    onDisconnect: jest.fn(),
    onChooseSimulator: jest.fn(),
    onChooseBluetooth: jest.fn(),
    alertsSupported: null,
    alarmNotice: null,
    onPressButton: jest.fn(),
    onHoldButton: jest.fn(),
    onSimulateFall: jest.fn(),
    ...overrides,
  };
  render(withIntl(<PendantSection {...props} />, locale));
  return props;
}

const badge = () => screen.getByTestId('pendant-status');
const button = (name: string) => screen.getByRole('button', { name });

describe('PendantSection buttons and badge (docs/product.md#routes-and-screens, docs/product.md#states)', () => {
  it('in simulator mode: Simulator badge, Scan & Connect enabled, Simulator pressed', async () => {
    const props = renderSection();
    expect(screen.getByRole('heading', { name: 'Bluetooth Pendant' })).toBeInTheDocument();
    expect(badge()).toHaveTextContent('Simulator');
    expect(screen.getByTestId('pendant-device-name')).toHaveTextContent('Simulated pendant');
    expect(button('Scan & Connect')).toBeEnabled();
    expect(button('Simulator')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Bluetooth')).toHaveAttribute('aria-pressed', 'false');
    expect(button('Bluetooth')).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Disconnect' })).not.toBeInTheDocument();

    await userEvent.click(button('Scan & Connect'));
    await userEvent.click(button('Bluetooth'));
    await userEvent.click(button('Simulator'));
    expect(props.onConnect).toHaveBeenCalledTimes(1);
    expect(props.onChooseBluetooth).toHaveBeenCalledTimes(1);
    expect(props.onChooseSimulator).toHaveBeenCalledTimes(1);
  });

  it('in Bluetooth mode with support: Ready badge, Bluetooth pressed, no pendant yet', () => {
    renderSection({ simulatorMode: false });
    expect(badge()).toHaveTextContent('Ready');
    expect(screen.getByTestId('pendant-device-name')).toHaveTextContent('No pendant connected');
    expect(button('Bluetooth')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Scan & Connect')).toBeEnabled();
  });

  it('while connecting: Connecting... and disabled', () => {
    renderSection({ connecting: true, simulatorMode: false });
    expect(button('Connecting...')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Scan & Connect' })).not.toBeInTheDocument();
  });

  it('connected: Connected badge, the device name, its readings and Disconnect', async () => {
    const props = renderSection({ connected: true, deviceName: 'ICE SOS 7', reading: { heartRate: 66, battery: 40 } });
    expect(badge()).toHaveTextContent('Connected');
    expect(screen.getByTestId('pendant-device-name')).toHaveTextContent('Device: ICE SOS 7');
    expect(screen.getByTestId('pendant-heart-rate')).toHaveTextContent('66 bpm');
    expect(screen.getByTestId('pendant-battery')).toHaveTextContent('40%');
    expect(screen.queryByRole('button', { name: 'Scan & Connect' })).not.toBeInTheDocument();
    await userEvent.click(button('Disconnect'));
    expect(props.onDisconnect).toHaveBeenCalledTimes(1);
  });

  it('without Bluetooth: Bluetooth mode disabled; Scan & Connect stays usable for the simulator', () => {
    renderSection({ bluetoothSupported: false });
    expect(badge()).toHaveTextContent('Simulator');
    expect(button('Bluetooth')).toBeDisabled();
    expect(button('Scan & Connect')).toBeEnabled();
  });

  it('with neither Bluetooth nor the simulator: Not supported and Scan & Connect disabled', () => {
    renderSection({ bluetoothSupported: false, simulatorMode: false });
    expect(badge()).toHaveTextContent('Not supported');
    expect(button('Scan & Connect')).toBeDisabled();
  });

  it('shows No reading until a value arrives', () => {
    renderSection();
    expect(screen.getByTestId('pendant-heart-rate')).toHaveTextContent('No reading');
    expect(screen.getByTestId('pendant-battery')).toHaveTextContent('No reading');
  });

  it('in simulator mode: the button, fall and long press stand-ins (docs/pendant-protocol.md#the-simulator)', async () => {
    const props = renderSection();
    const group = screen.getByRole('group', { name: "Try the pendant's button" });
    expect(group).toBeInTheDocument();
    await userEvent.click(button('Press the button'));
    await userEvent.click(button('Simulate a fall'));
    await userEvent.click(button('Hold the button (cancel)'));
    expect(props.onPressButton).toHaveBeenCalledTimes(1);
    expect(props.onSimulateFall).toHaveBeenCalledTimes(1);
    expect(props.onHoldButton).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('hides the stand-ins when a real pendant is connected, and says when it sends no button or falls', () => {
    renderSection({ connected: true, deviceName: 'Old pendant', alertsSupported: false });
    expect(screen.queryByRole('button', { name: 'Press the button' })).not.toBeInTheDocument();
    expect(screen.getByTestId('pendant-no-alerts')).toHaveTextContent('does not pass its button or falls on');
  });

  it('says why nothing is raised for a visitor who is not signed in', () => {
    renderSection({ alarmNotice: 'signIn' });
    expect(screen.getByRole('status')).toHaveTextContent('Sign in to let the button raise your SOS.');
  });

  it('speaks Dutch and Spanish', () => {
    renderSection({ connecting: true }, 'nl');
    expect(button('Verbinden...')).toBeDisabled();
    expect(badge()).toHaveTextContent('Simulator');
  });
});
