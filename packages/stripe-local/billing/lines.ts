/**
 * Invoice lines the way Stripe words and computes them: "1 × Premium (at €9.99 / month)" for a
 * period, "Unused time on Premium after 15 Jan 2026" (negative) and "Remaining time on … after …"
 * for prorations, each proration amount computed to the second and rounded to the cent.
 */
import type { Ctx } from '../core/context';
import { formatMoney, lineDate } from '../core/format';
import { newId } from '../core/ids';
import type { InvoiceItemRecord, InvoiceLineRecord, PriceRecord, SubscriptionItemRecord, SubscriptionRecord } from '../core/state';
import { productName } from '../resources/prices';

function per(price: PriceRecord): string {
  const recurring = price.recurring;
  if (!recurring) return '';
  return recurring.interval_count === 1 ? recurring.interval : `${recurring.interval_count} ${recurring.interval}s`;
}

export function periodLine(
  ctx: Ctx,
  subscription: SubscriptionRecord,
  item: SubscriptionItemRecord,
  period: { start: number; end: number },
  trial = false,
): InvoiceLineRecord {
  const price = ctx.state.prices[item.price];
  const name = productName(ctx, price);
  return {
    id: newId('invoiceLine'),
    amount: trial ? 0 : price.unit_amount * item.quantity,
    description: trial ? `Trial period for ${name}` : `${item.quantity} × ${name} (at ${formatMoney(price.unit_amount, price.currency)} / ${per(price)})`,
    price: price.id,
    product: price.product,
    quantity: item.quantity,
    period,
    proration: false,
    subscription: subscription.id,
    subscription_item: item.id,
    invoice_item: null,
  };
}

/** A one-time price bought with a subscription: an invoice item on the first invoice. */
export function oneTimeLine(ctx: Ctx, subscriptionId: string | null, price: PriceRecord, quantity: number, at: number): InvoiceLineRecord {
  return {
    id: newId('invoiceLine'),
    amount: price.unit_amount * quantity,
    description: productName(ctx, price),
    price: price.id,
    product: price.product,
    quantity,
    period: { start: at, end: at },
    proration: false,
    subscription: subscriptionId,
    subscription_item: null,
    invoice_item: newId('invoiceItem'),
  };
}

export interface ProrationInput {
  price: PriceRecord;
  quantity: number;
  itemId: string;
  /** The item's current period: the fraction is (end − from) / (end − start). */
  period: { start: number; end: number };
  from: number;
  /** credit = unused time on what is being left; debit = remaining time on what replaces it. */
  kind: 'credit' | 'debit';
}

export function prorationAmount(unitAmount: number, quantity: number, period: { start: number; end: number }, from: number): number {
  const length = period.end - period.start;
  if (length <= 0 || from >= period.end) return 0;
  const remaining = period.end - Math.max(from, period.start);
  return Math.round((unitAmount * quantity * remaining) / length);
}

export function prorationItem(ctx: Ctx, subscription: SubscriptionRecord, input: ProrationInput): InvoiceItemRecord {
  const name = productName(ctx, input.price);
  const what = input.quantity === 1 ? name : `${input.quantity} × ${name}`;
  const amount = prorationAmount(input.price.unit_amount, input.quantity, input.period, input.from);
  const from = Math.max(input.from, input.period.start);
  return {
    id: newId('invoiceItem'),
    created: ctx.clock.now(),
    customer: subscription.customer,
    subscription: subscription.id,
    subscription_item: input.itemId,
    price: input.price.id,
    product: input.price.product,
    quantity: input.quantity,
    amount: input.kind === 'credit' ? -amount : amount,
    description: `${input.kind === 'credit' ? 'Unused' : 'Remaining'} time on ${what} after ${lineDate(from)}`,
    period: { start: from, end: input.period.end },
    proration: true,
    invoice: null,
  };
}
