import type { BrowserContext } from '@playwright/test';

/**
 * A stand-in pendant behind a fake `navigator.bluetooth`, for Jest (jsdom) and Playwright (real
 * Chromium: injected before the page loads). It follows the Web Bluetooth contract the app uses:
 * requestDevice → gatt.connect → getPrimaryService/getCharacteristic → startNotifications with
 * `characteristicvaluechanged` events → readValue → stopNotifications → disconnect, plus
 * `gattserverdisconnected` when the link drops. It also offers the ICE SOS Alert service
 * (docs/pendant-protocol.md) unless told not to. Self-contained (no outer references) because
 * Playwright sends its source text into the page, so the alert UUIDs are written out here;
 * __tests__/pendant/connect-pendant.test.ts checks them against lib/pendant/bluetooth-uuids.ts.
 */
export type FakePendantOptions = {
  id?: string;
  name?: string | null;
  /** Battery percentage; null: the pendant has no battery service. */
  battery?: number | null;
  /** When set, requestDevice rejects with an error of this name (NotFoundError: chooser cancelled). */
  failWith?: string | null;
  /** Whether an adapter is there (getAvailability); true by default. */
  available?: boolean;
  /** Whether the pendant has the ICE SOS Alert service (button and fall); true by default. */
  alerts?: boolean;
  /** What a read of the Alert Event returns before any notification (the last event the pendant holds). */
  lastAlert?: number[];
};

export type FakePendantControl = {
  bluetooth: EventTarget & {
    requestDevice(options: unknown): Promise<unknown>;
    getAvailability(): Promise<boolean>;
  };
  /**
   * Every Bluetooth call, in order: requestDevice, connect, startNotifications, readAlert,
   * startAlertNotifications, readBattery, stopAlertNotifications, stopNotifications, disconnect.
   */
  calls: string[];
  requestOptions: unknown[];
  isConnected(): boolean;
  /** Sends a raw Heart Rate Measurement value (flags byte first). */
  notify(bytes: number[]): void;
  /** Sends a raw Alert Event value (flags byte, then the optional sequence number). */
  notifyAlert(bytes: number[]): void;
  /** The pendant drops the link on its own (out of range, switched off). */
  dropConnection(): void;
  /** The adapter appears or goes away (availabilitychanged). */
  setAvailability(available: boolean): void;
};

export function createFakeBluetooth(options: FakePendantOptions = {}): FakePendantControl {
  const id = options.id ?? 'fake-pendant-1';
  const name = options.name === undefined ? 'ICE SOS Pendant' : options.name;
  const battery = options.battery === undefined ? 77 : options.battery;
  const calls: string[] = [];
  const requestOptions: unknown[] = [];
  const hasAlerts = options.alerts ?? true;
  let connected = false;
  let notifying = false;
  let alertsNotifying = false;
  let available = options.available ?? true;

  const bytes = (values: number[]) => new DataView(new Uint8Array(values).buffer);
  const networkError = (message: string) => Object.assign(new Error(message), { name: 'NetworkError' });

  const measurement = Object.assign(new EventTarget(), {
    value: null as DataView | null,
    async startNotifications() {
      calls.push('startNotifications');
      if (!connected) throw networkError('GATT Server is disconnected.');
      notifying = true;
      return measurement;
    },
    async stopNotifications() {
      calls.push('stopNotifications');
      notifying = false;
      return measurement;
    },
    async readValue(): Promise<DataView> {
      throw Object.assign(new Error('Reads are not permitted.'), { name: 'NotSupportedError' });
    },
  });
  const batteryLevel = Object.assign(new EventTarget(), {
    value: null as DataView | null,
    async startNotifications() {
      return batteryLevel;
    },
    async stopNotifications() {
      return batteryLevel;
    },
    async readValue() {
      calls.push('readBattery');
      batteryLevel.value = bytes([battery ?? 0]);
      return batteryLevel.value;
    },
  });
  const alertEvent = Object.assign(new EventTarget(), {
    value: null as DataView | null,
    async startNotifications() {
      calls.push('startAlertNotifications');
      if (!connected) throw networkError('GATT Server is disconnected.');
      alertsNotifying = true;
      return alertEvent;
    },
    async stopNotifications() {
      calls.push('stopAlertNotifications');
      alertsNotifying = false;
      return alertEvent;
    },
    async readValue() {
      calls.push('readAlert');
      alertEvent.value = bytes(options.lastAlert ?? [0]);
      return alertEvent.value;
    },
  });
  // lib/pendant/bluetooth-uuids.ts: alertService and alertEvent.
  const alertServiceUuid = '43a423a5-265b-4bf5-b76e-7f3c20d13544';
  const alertEventUuid = '1e99befd-23e3-4c92-bb3c-29c30b133f68';
  const services: Record<string, Record<string, typeof measurement | typeof batteryLevel | typeof alertEvent>> = {
    heart_rate: { heart_rate_measurement: measurement },
    ...(battery === null ? {} : { battery_service: { battery_level: batteryLevel } }),
    ...(hasAlerts ? { [alertServiceUuid]: { [alertEventUuid]: alertEvent } } : {}),
  };

  const device = new EventTarget() as EventTarget & { id: string; name: string | null; gatt: unknown };
  const gatt = {
    get connected() {
      return connected;
    },
    async connect() {
      calls.push('connect');
      connected = true;
      return gatt;
    },
    disconnect() {
      calls.push('disconnect');
      if (!connected) return;
      connected = false;
      notifying = false;
      alertsNotifying = false;
      device.dispatchEvent(new Event('gattserverdisconnected'));
    },
    async getPrimaryService(service: string) {
      if (!connected) throw networkError('GATT Server is disconnected.');
      const characteristics = services[service];
      if (!characteristics) throw Object.assign(new Error(`No Services matching UUID ${service} found in Device.`), { name: 'NotFoundError' });
      return {
        async getCharacteristic(characteristic: string) {
          const found = characteristics[characteristic];
          if (!found) throw Object.assign(new Error(`No Characteristics matching UUID ${characteristic}.`), { name: 'NotFoundError' });
          return found;
        },
      };
    },
  };
  Object.assign(device, { id, name, gatt });

  const bluetooth = Object.assign(new EventTarget(), {
    async requestDevice(request: unknown) {
      calls.push('requestDevice');
      requestOptions.push(request);
      if (options.failWith) throw Object.assign(new Error('User cancelled the requestDevice() chooser.'), { name: options.failWith });
      return device;
    },
    async getAvailability() {
      return available;
    },
  });

  return {
    bluetooth,
    calls,
    requestOptions,
    isConnected: () => connected,
    notify(values: number[]) {
      if (!notifying) return;
      measurement.value = bytes(values);
      measurement.dispatchEvent(new Event('characteristicvaluechanged'));
    },
    notifyAlert(values: number[]) {
      if (!alertsNotifying) return;
      alertEvent.value = bytes(values);
      alertEvent.dispatchEvent(new Event('characteristicvaluechanged'));
    },
    dropConnection() {
      if (!connected) return;
      connected = false;
      notifying = false;
      alertsNotifying = false;
      device.dispatchEvent(new Event('gattserverdisconnected'));
    },
    setAvailability(value: boolean) {
      available = value;
      bluetooth.dispatchEvent(Object.assign(new Event('availabilitychanged'), { value }));
    },
  };
}

declare global {
  interface Window {
    __fakePendant?: FakePendantControl;
  }
}

/**
 * Before any page script runs: replaces navigator.bluetooth with the fake (window.__fakePendant
 * drives it), or removes it (`absent`) to stand for a browser without Web Bluetooth.
 */
export async function installFakeBluetooth(context: BrowserContext, options: FakePendantOptions | 'absent' = {}) {
  const setup =
    options === 'absent'
      ? `Object.defineProperty(Navigator.prototype, 'bluetooth', { configurable: true, get: () => undefined });`
      : `window.__fakePendant = (${createFakeBluetooth.toString()})(${JSON.stringify(options)});
         Object.defineProperty(Navigator.prototype, 'bluetooth', { configurable: true, get: () => window.__fakePendant.bluetooth });`;
  await context.addInitScript({ content: setup });
}
