import { assignedNumbers, fullBluetoothUuid } from '@/lib/pendant/bluetooth-uuids';
import { parseBatteryLevel, parseHeartRate } from '@/lib/pendant/readings';

const view = (...bytes: number[]) => new DataView(new Uint8Array(bytes).buffer);

describe('parseHeartRate (docs/product.md#rules)', () => {
  it('reads the 8-bit value at byte 1 when flag bit 0 is clear', () => {
    expect(parseHeartRate(view(0x00, 72))).toBe(72);
    // Other flag bits (sensor contact, energy expended) do not change the format.
    expect(parseHeartRate(view(0b0000_0110, 181, 0x12))).toBe(181);
  });

  it('reads a 16-bit little-endian value from byte 1 when flag bit 0 is set', () => {
    expect(parseHeartRate(view(0x01, 0x48, 0x00))).toBe(72);
    expect(parseHeartRate(view(0x01, 0x2c, 0x01))).toBe(300);
  });

  it('ignores a zero value', () => {
    expect(parseHeartRate(view(0x00, 0))).toBeNull();
    expect(parseHeartRate(view(0x01, 0, 0))).toBeNull();
  });

  it('ignores truncated or missing values', () => {
    expect(parseHeartRate(view(0x00))).toBeNull();
    expect(parseHeartRate(view(0x01, 0x48))).toBeNull();
    expect(parseHeartRate(view())).toBeNull();
    expect(parseHeartRate(null)).toBeNull();
    expect(parseHeartRate(undefined)).toBeNull();
  });
});

describe('parseBatteryLevel (docs/product.md#rules)', () => {
  it('is the first byte', () => {
    expect(parseBatteryLevel(view(64))).toBe(64);
    expect(parseBatteryLevel(view(100, 3))).toBe(100);
  });

  it('ignores an empty or missing value', () => {
    expect(parseBatteryLevel(view())).toBeNull();
    expect(parseBatteryLevel(null)).toBeNull();
  });
});

describe('fullBluetoothUuid', () => {
  it('gives the 128-bit form native Bluetooth stacks want', () => {
    expect(fullBluetoothUuid(assignedNumbers.heartRateService)).toBe('0000180d-0000-1000-8000-00805f9b34fb');
    expect(fullBluetoothUuid(assignedNumbers.heartRateMeasurement)).toBe('00002a37-0000-1000-8000-00805f9b34fb');
    expect(fullBluetoothUuid(assignedNumbers.batteryService)).toBe('0000180f-0000-1000-8000-00805f9b34fb');
    expect(fullBluetoothUuid(assignedNumbers.batteryLevel)).toBe('00002a19-0000-1000-8000-00805f9b34fb');
  });

  it('rejects what is not an assigned number', () => {
    expect(() => fullBluetoothUuid(-1)).toThrow(RangeError);
    expect(() => fullBluetoothUuid(1.5)).toThrow(RangeError);
  });
});
