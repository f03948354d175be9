/**
 * When a cancellation takes effect (docs/product.md#limits-and-constants): cancelling needs 30
 * days' notice, and access lasts to the end of the billing period. So it takes effect at the end of
 * the billing period that contains today plus 30 days: the first period end at or after that
 * moment (a period end exactly 30 days away gives exactly the notice needed).
 *
 * Billing periods are counted the way Stripe bills: from the subscription's billing cycle anchor,
 * the same day of the month and time of day in UTC, clamped to the last day of shorter months (an
 * anchor on the 31st ends periods on 28 or 29 February and 30 April, and on the 31st again where
 * the month has one). Each end is computed from the anchor, never from the previous end, so a
 * short month does not pull every later end earlier.
 */

export const CANCELLATION_NOTICE_DAYS = 30;
const DAY_MS = 86_400_000;

export type BillingInterval = 'month' | 'year';

function daysInMonthUtc(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/** `anchor` plus `months` calendar months in UTC, the day clamped to the target month's length. */
export function addBillingMonths(anchor: Date, months: number): Date {
  const totalMonths = anchor.getUTCFullYear() * 12 + anchor.getUTCMonth() + months;
  const year = Math.floor(totalMonths / 12);
  const monthIndex = totalMonths - year * 12;
  const day = Math.min(anchor.getUTCDate(), daysInMonthUtc(year, monthIndex));
  return new Date(
    Date.UTC(year, monthIndex, day, anchor.getUTCHours(), anchor.getUTCMinutes(), anchor.getUTCSeconds(), anchor.getUTCMilliseconds()),
  );
}

const monthsPer: Record<BillingInterval, number> = { month: 1, year: 12 };

/** The first end of a billing period (counted from `anchor`) at or after `moment`. */
export function periodEndAtOrAfter(anchor: Date, interval: BillingInterval, moment: Date): Date {
  const step = monthsPer[interval];
  // Start near the answer (periods are at least 28 days long), then walk to it.
  let k = Math.max(1, Math.floor((moment.getTime() - anchor.getTime()) / (DAY_MS * 31 * step)));
  while (k > 1 && addBillingMonths(anchor, (k - 1) * step).getTime() >= moment.getTime()) k -= 1;
  let end = addBillingMonths(anchor, k * step);
  while (end.getTime() < moment.getTime()) {
    k += 1;
    end = addBillingMonths(anchor, k * step);
  }
  return end;
}

/** When a cancellation asked for at `now` takes effect. */
export function cancellationEffectiveDate(input: { now: Date; anchor: Date; interval: BillingInterval; noticeDays?: number }): Date {
  const notice = input.noticeDays ?? CANCELLATION_NOTICE_DAYS;
  return periodEndAtOrAfter(input.anchor, input.interval, new Date(input.now.getTime() + notice * DAY_MS));
}
