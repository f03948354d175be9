/**
 * The slice of the Web Bluetooth API the pendant uses (request device, connect, notifications on
 * heart rate measurement and on the alert event, read battery level, stop notifications,
 * disconnect: docs/product.md#backend-calls, docs/pendant-protocol.md). TypeScript's
 * DOM library has no Web Bluetooth types; these structural ones keep strict typing without a
 * package, and let tests hand in a fake with the same shape.
 */
export type BluetoothServiceName = string | number;

export type BluetoothRequestOptions = {
  filters: { services: BluetoothServiceName[] }[];
  optionalServices?: BluetoothServiceName[];
};

export interface PendantCharacteristic extends EventTarget {
  readonly value?: DataView | null;
  startNotifications(): Promise<PendantCharacteristic>;
  stopNotifications(): Promise<PendantCharacteristic>;
  readValue(): Promise<DataView>;
}

export interface PendantService {
  getCharacteristic(characteristic: BluetoothServiceName): Promise<PendantCharacteristic>;
}

export interface PendantGattServer {
  readonly connected: boolean;
  connect(): Promise<PendantGattServer>;
  disconnect(): void;
  getPrimaryService(service: BluetoothServiceName): Promise<PendantService>;
}

export interface PendantBluetoothDevice extends EventTarget {
  readonly id: string;
  readonly name?: string | null;
  readonly gatt?: PendantGattServer | null;
}

export interface WebBluetooth extends Partial<Pick<EventTarget, 'addEventListener' | 'removeEventListener'>> {
  requestDevice(options: BluetoothRequestOptions): Promise<PendantBluetoothDevice>;
  /** False when the browser has the API but no usable adapter (none fitted, or switched off). */
  getAvailability?(): Promise<boolean>;
}

/** The `availabilitychanged` event carries the new availability in `value`. */
export type BluetoothAvailabilityEvent = Event & { value?: boolean };

/** navigator.bluetooth when the browser exposes it (Chromium on secure origins), else null. */
export function browserBluetooth(): WebBluetooth | null {
  if (typeof navigator === 'undefined') return null;
  const { bluetooth } = navigator as Navigator & { bluetooth?: WebBluetooth };
  return bluetooth ?? null;
}
