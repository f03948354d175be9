/**
 * The Bluetooth identifiers the pendant speaks (the whole contract: docs/pendant-protocol.md).
 * Heart rate and battery are Bluetooth SIG services: browsers accept the short names below; native
 * Bluetooth stacks (iOS, Android) want the full 128-bit form (docs/product.md#rules), which `fullBluetoothUuid`
 * builds from the 16-bit assigned number on the SIG base UUID. The button and fall events are our
 * own service, further down.
 */
export const heartRateService = 'heart_rate';
export const heartRateMeasurement = 'heart_rate_measurement';
export const batteryService = 'battery_service';
export const batteryLevel = 'battery_level';

/** 16-bit assigned numbers of the same services and characteristics. */
export const assignedNumbers = {
  heartRateService: 0x180d,
  heartRateMeasurement: 0x2a37,
  batteryService: 0x180f,
  batteryLevel: 0x2a19,
} as const;

const sigBaseSuffix = '-0000-1000-8000-00805f9b34fb';

/** 0x180d → '0000180d-0000-1000-8000-00805f9b34fb'. */
export function fullBluetoothUuid(assignedNumber: number): string {
  if (!Number.isInteger(assignedNumber) || assignedNumber < 0 || assignedNumber > 0xffffffff) {
    throw new RangeError(`Not a Bluetooth assigned number: ${assignedNumber}`);
  }
  return assignedNumber.toString(16).padStart(8, '0') + sigBaseSuffix;
}

/**
 * "ICE SOS Alert", our own GATT service for the pendant's button and fall sensor
 * (docs/pendant-protocol.md#ice-sos-alert-service). The SIG assigns no service for a panic button
 * or a fall, so these are two random (version 4) 128-bit UUIDs, deliberately NOT on the SIG base
 * UUID (…-0000-1000-8000-00805f9b34fb), which is reserved for assigned numbers. Web Bluetooth
 * takes them as they are (lower case); they never change once a pendant ships with them.
 *
 * The service is optional: a pendant without it still pairs and reports heart rate and battery.
 */
export const alertService = '43a423a5-265b-4bf5-b76e-7f3c20d13544';

/**
 * "Alert Event" (read, notify): byte 0 the event flags, byte 1 (optional) a sequence number; the
 * layout and its parsing are in lib/pendant/alert-event.ts.
 */
export const alertEvent = '1e99befd-23e3-4c92-bb3c-29c30b133f68';
