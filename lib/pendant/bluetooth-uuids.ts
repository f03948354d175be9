/**
 * The Bluetooth SIG identifiers the pendant speaks. Browsers accept the short names below; native
 * Bluetooth stacks (iOS, Android) want the full 128-bit form (docs/product.md#rules), which `fullBluetoothUuid`
 * builds from the 16-bit assigned number on the SIG base UUID.
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
