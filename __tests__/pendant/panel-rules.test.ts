import { isBluetoothModeDisabled, isScanDisabled, pendantBadge, type PendantPanelState } from '@/lib/pendant/panel-rules';

const state = (overrides: Partial<PendantPanelState>): PendantPanelState => ({
  connected: false,
  connecting: false,
  simulatorMode: false,
  bluetoothSupported: false,
  ...overrides,
});

describe('pendantBadge precedence (docs/product.md#states)', () => {
  it.each([
    [{ connected: true, simulatorMode: true, bluetoothSupported: true }, 'connected'],
    [{ connected: true, simulatorMode: false, bluetoothSupported: false }, 'connected'],
    [{ simulatorMode: true, bluetoothSupported: true }, 'simulator'],
    [{ simulatorMode: true, bluetoothSupported: false }, 'simulator'],
    [{ simulatorMode: false, bluetoothSupported: true }, 'ready'],
    [{ simulatorMode: false, bluetoothSupported: false }, 'notSupported'],
  ] as const)('%o → %s', (overrides, badge) => {
    expect(pendantBadge(state(overrides))).toBe(badge);
  });
});

describe('isScanDisabled', () => {
  it('is disabled while connecting, whatever else holds', () => {
    expect(isScanDisabled(state({ connecting: true, simulatorMode: true, bluetoothSupported: true }))).toBe(true);
  });

  it('is disabled when neither Bluetooth nor the simulator is available', () => {
    expect(isScanDisabled(state({ simulatorMode: false, bluetoothSupported: false }))).toBe(true);
  });

  it('is enabled with Bluetooth or with the simulator', () => {
    expect(isScanDisabled(state({ bluetoothSupported: true }))).toBe(false);
    expect(isScanDisabled(state({ simulatorMode: true }))).toBe(false);
  });
});

describe('isBluetoothModeDisabled', () => {
  it('follows Bluetooth support only', () => {
    expect(isBluetoothModeDisabled(state({ bluetoothSupported: false, simulatorMode: true }))).toBe(true);
    expect(isBluetoothModeDisabled(state({ bluetoothSupported: true }))).toBe(false);
  });
});
