import { isBatteryLow, LOW_BATTERY_PERCENT } from '@/lib/device-readings/battery';

describe('isBatteryLow', () => {
  it('calls 20 % and below low, above it not, and an unknown battery never', () => {
    expect(LOW_BATTERY_PERCENT).toBe(20);
    expect(isBatteryLow(20)).toBe(true);
    expect(isBatteryLow(0)).toBe(true);
    expect(isBatteryLow(21)).toBe(false);
    expect(isBatteryLow(null)).toBe(false);
  });
});
