/**
 * The pendant panel rules of docs/product.md#states as pure functions, so the precedence is tested once and the
 * component only renders what these say.
 */
export type PendantBadge = 'connected' | 'simulator' | 'ready' | 'notSupported';

export type PendantPanelState = {
  connected: boolean;
  connecting: boolean;
  simulatorMode: boolean;
  bluetoothSupported: boolean;
};

/** Connected, else Simulator in simulator mode, else Ready with Bluetooth, else Not supported. */
export function pendantBadge({ connected, simulatorMode, bluetoothSupported }: PendantPanelState): PendantBadge {
  if (connected) return 'connected';
  if (simulatorMode) return 'simulator';
  if (bluetoothSupported) return 'ready';
  return 'notSupported';
}

/** Scan & Connect is off while connecting, or when neither Bluetooth nor the simulator is there. */
export function isScanDisabled({ connecting, simulatorMode, bluetoothSupported }: PendantPanelState): boolean {
  return connecting || (!bluetoothSupported && !simulatorMode);
}

/** Bluetooth mode makes no sense where the browser has no Bluetooth. */
export function isBluetoothModeDisabled({ bluetoothSupported }: PendantPanelState): boolean {
  return !bluetoothSupported;
}
