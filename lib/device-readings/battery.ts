/**
 * At or below this share the pendant's battery is called low, in words as well as colour: it
 * lasts about a day at 20 %, time to charge it. One rule for every page that shows a battery (the
 * member's own devices page and a carer's view of the member), so both say "low" at the same level.
 */
export const LOW_BATTERY_PERCENT = 20;

export function isBatteryLow(battery: number | null): boolean {
  return battery !== null && battery <= LOW_BATTERY_PERCENT;
}
