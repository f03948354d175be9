/**
 * Parsing the pendant's GATT values (docs/product.md#rules). Both return null for anything unusable, and the
 * caller keeps the last good value: a glitchy notification must never blank the display.
 */

/**
 * Heart Rate Measurement: bit 0 of the flags byte says whether the value is a 16-bit little-endian
 * number from byte 1 or the 8-bit value at byte 1. Zero (no skin contact) counts as no reading.
 */
export function parseHeartRate(value: DataView | null | undefined): number | null {
  if (!value) return null;
  try {
    const flags = value.getUint8(0);
    const heartRate = flags & 0x01 ? value.getUint16(1, true) : value.getUint8(1);
    return heartRate === 0 ? null : heartRate;
  } catch {
    // A truncated value throws RangeError: ignored like any other parse failure.
    return null;
  }
}

/** Battery Level: the first byte, a percentage. */
export function parseBatteryLevel(value: DataView | null | undefined): number | null {
  if (!value) return null;
  try {
    return value.getUint8(0);
  } catch {
    return null;
  }
}
