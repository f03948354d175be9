/**
 * Pairs with a pendant over Web Bluetooth (docs/product.md#rules, docs/product.md#backend-calls,
 * docs/pendant-protocol.md): request a device that offers the heart rate service (battery and the
 * ICE SOS Alert service optional), connect, subscribe to heart rate measurements, subscribe to the
 * alert events when the pendant has them, and read the battery once. React-free so the hook stays
 * about state and tests can drive it with a fake adapter.
 */
import { alertEvent, alertService, batteryLevel, batteryService, heartRateMeasurement, heartRateService } from './bluetooth-uuids';
import { type PendantAlertKind, parsePendantAlert, pendantAlertKind } from './alert-event';
import { parseBatteryLevel, parseHeartRate } from './readings';
import type { PendantCharacteristic, PendantGattServer, WebBluetooth } from './web-bluetooth';

export type PendantHandlers = {
  onHeartRate(heartRate: number): void;
  onBattery(battery: number): void;
  /** The pendant's button was pressed, held (cancel), or it noticed a fall; each event once. */
  onAlert(kind: PendantAlertKind): void;
  /** The pendant dropped the link itself (out of range, switched off); not called for disconnect(). */
  onDisconnected(): void;
};

export type PendantLink = {
  deviceId: string;
  deviceName: string | null;
  /** Whether the pendant offers the alert service (its button and fall events reach the app). */
  alerts: boolean;
  /** Stops notifications, then disconnects. */
  disconnect(): Promise<void>;
};

export const pendantRequestOptions = {
  filters: [{ services: [heartRateService] }],
  // A service the page did not name here is refused by the browser even when the pendant has it.
  optionalServices: [batteryService, alertService],
};

type AlertSubscription = { characteristic: PendantCharacteristic; detach(): void };

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
  let alerts: AlertSubscription | null = null;

  const detach = () => {
    device.removeEventListener('gattserverdisconnected', onDisconnected);
    measurement?.removeEventListener('characteristicvaluechanged', onMeasurement);
    alerts?.detach();
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

  alerts = await subscribeAlerts(server, handlers);
  await readBattery(server, handlers);

  return {
    deviceId: device.id,
    deviceName: device.name?.trim() || null,
    alerts: alerts !== null,
    async disconnect() {
      detach();
      // Alerts first, so the heart rate's stop stays the last call before the link goes.
      for (const characteristic of [alerts?.characteristic, measurement]) {
        try {
          await characteristic?.stopNotifications();
        } catch (error) {
          // The link may already be gone; disconnecting below is what matters.
          console.warn('Stopping pendant notifications failed', error);
        }
      }
      server.disconnect();
    },
  };
}

/**
 * docs/pendant-protocol.md#what-the-app-does: the alert service is optional; without it (or when
 * subscribing fails) the pendant is still connected, for its readings. The value is read once
 * first only to learn the last sequence number, so the event the pendant still holds from before
 * this connection is not taken for a new one; that read never raises anything.
 */
async function subscribeAlerts(server: PendantGattServer, handlers: PendantHandlers): Promise<AlertSubscription | null> {
  let characteristic: PendantCharacteristic;
  try {
    const service = await server.getPrimaryService(alertService);
    characteristic = await service.getCharacteristic(alertEvent);
  } catch {
    // No alert service on this pendant: its button and falls do not reach the app.
    return null;
  }

  let lastSequence: number | null = null;
  try {
    lastSequence = parsePendantAlert(await characteristic.readValue())?.sequence ?? null;
  } catch {
    // Not readable (or nothing happened yet): every event from now on is new.
  }

  const onValue = (event: Event) => {
    const alert = parsePendantAlert((event.target as PendantCharacteristic | null)?.value);
    if (!alert) return;
    // The same sequence number twice in a row is the same event notified again.
    if (alert.sequence !== null && alert.sequence === lastSequence) return;
    lastSequence = alert.sequence;
    handlers.onAlert(pendantAlertKind(alert));
  };
  const detach = () => characteristic.removeEventListener('characteristicvaluechanged', onValue);

  try {
    characteristic.addEventListener('characteristicvaluechanged', onValue);
    await characteristic.startNotifications();
  } catch (error) {
    detach();
    console.warn('Subscribing to the pendant’s button and fall events failed', error);
    return null;
  }
  return { characteristic, detach };
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
