/**
 * Pairs with a pendant over Web Bluetooth (docs/product.md#rules, docs/product.md#backend-calls): request a device that offers the heart rate
 * service (battery optional), connect, subscribe to heart rate measurements and read the battery
 * once. React-free so the hook stays about state and tests can drive it with a fake adapter.
 */
import { batteryLevel, batteryService, heartRateMeasurement, heartRateService } from './bluetooth-uuids';
import { parseBatteryLevel, parseHeartRate } from './readings';
import type { PendantCharacteristic, PendantGattServer, WebBluetooth } from './web-bluetooth';

export type PendantHandlers = {
  onHeartRate(heartRate: number): void;
  onBattery(battery: number): void;
  /** The pendant dropped the link itself (out of range, switched off); not called for disconnect(). */
  onDisconnected(): void;
};

export type PendantLink = {
  deviceId: string;
  deviceName: string | null;
  /** Stops notifications, then disconnects. */
  disconnect(): Promise<void>;
};

export const pendantRequestOptions = {
  filters: [{ services: [heartRateService] }],
  optionalServices: [batteryService],
};

export async function connectPendant(bluetooth: WebBluetooth, handlers: PendantHandlers): Promise<PendantLink> {
  const device = await bluetooth.requestDevice(pendantRequestOptions);
  if (!device.gatt) throw new Error('The chosen device has no GATT server');
  const server = await device.gatt.connect();

  const onDisconnected = () => handlers.onDisconnected();
  const onMeasurement = (event: Event) => {
    const heartRate = parseHeartRate((event.target as PendantCharacteristic | null)?.value);
    if (heartRate !== null) handlers.onHeartRate(heartRate);
  };
  let measurement: PendantCharacteristic | null = null;

  const detach = () => {
    device.removeEventListener('gattserverdisconnected', onDisconnected);
    measurement?.removeEventListener('characteristicvaluechanged', onMeasurement);
  };

  try {
    device.addEventListener('gattserverdisconnected', onDisconnected);
    const heartRate = await server.getPrimaryService(heartRateService);
    measurement = await heartRate.getCharacteristic(heartRateMeasurement);
    measurement.addEventListener('characteristicvaluechanged', onMeasurement);
    await measurement.startNotifications();
  } catch (error) {
    // Half-open links keep the pendant busy for other phones: close it before reporting.
    detach();
    server.disconnect();
    throw error;
  }

  await readBattery(server, handlers);

  return {
    deviceId: device.id,
    deviceName: device.name?.trim() || null,
    async disconnect() {
      detach();
      try {
        await measurement?.stopNotifications();
      } catch (error) {
        // The link may already be gone; disconnecting below is what matters.
        console.warn('Stopping pendant notifications failed', error);
      }
      server.disconnect();
    },
  };
}

/** docs/product.md#rules: the battery is optional and a failure to read it is ignored. */
async function readBattery(server: PendantGattServer, handlers: PendantHandlers) {
  try {
    const service = await server.getPrimaryService(batteryService);
    const characteristic = await service.getCharacteristic(batteryLevel);
    const battery = parseBatteryLevel(await characteristic.readValue());
    if (battery !== null) handlers.onBattery(battery);
  } catch {
    // No battery service on this pendant, or the read failed: the panel keeps showing no reading.
  }
}
