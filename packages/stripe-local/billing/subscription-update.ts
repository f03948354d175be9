/**
 * POST /v1/subscriptions/:id and the `subscription_details` of create_preview: item changes with
 * prorations (create_prorations: pending items for the next invoice; always_invoice: billed now;
 * none), a change of interval (the billing cycle restarts now and is billed at once, as on Stripe),
 * and scheduled cancellation (`cancel_at`, `cancel_at_period_end`).
 */
import type { Ctx } from '../core/context';
import type { Metadata } from '../core/json';
import { addRecurrences } from '../core/periods';
import { newId } from '../core/ids';
import type { InvoiceItemRecord, PriceRecord, SubscriptionItemRecord, SubscriptionRecord } from '../core/state';
import { invalidRequest, missingParam, resourceMissing } from '../http/errors';
import type { Params } from '../http/params';
import { getPrice } from '../resources/prices';
import { currentPeriodEnd, updateSubscription } from '../resources/subscriptions';
import { takePendingItems } from './invoicing';
import { invoiceNow } from './lifecycle';
import { periodLine, prorationItem } from './lines';

export type ProrationBehavior = 'always_invoice' | 'create_prorations' | 'none';

interface ItemChange {
  existing: SubscriptionItemRecord | null;
  price: PriceRecord;
  quantity: number;
  deleted: boolean;
  metadata: Metadata | undefined;
}

export interface SubscriptionChange {
  items: ItemChange[];
  behavior: ProrationBehavior;
  prorationDate: number;
  /** undefined = unchanged, null = unset. */
  cancelAt: number | null | undefined;
  metadata: Metadata | undefined;
  defaultPaymentMethod: string | null | undefined;
  description: string | null | undefined;
}

const ITEM_PARAMS = ['id', 'price', 'quantity', 'deleted', 'metadata', 'billing_thresholds', 'clear_usage', 'discounts', 'price_data', 'tax_rates', 'current_period_end'];

function readItems(ctx: Ctx, subscription: SubscriptionRecord, params: Params): ItemChange[] {
  return (params.objects('items') ?? []).map((item) => {
    item.allowOnly(ITEM_PARAMS);
    const id = item.string('id');
    const existing = id ? subscription.items.find((candidate) => candidate.id === id) : undefined;
    if (id && !existing) throw resourceMissing('subscription_item', id, item.name('id'), 400);
    const deleted = item.bool('deleted') ?? false;
    if (deleted && !existing) throw missingParam(item.name('id'));
    const priceId = item.string('price');
    if (!priceId && !existing) throw missingParam(item.name('price'));
    const price = priceId ? getPrice(ctx, priceId, item.name('price')) : ctx.state.prices[(existing as SubscriptionItemRecord).price];
    if (!price.recurring)
      throw invalidRequest('The price specified is set to `type=one_time` but this field only accepts prices with `type=recurring`.', item.name('price'));
    if (price.currency !== subscription.currency)
      throw invalidRequest(`The price specified uses currency \`${price.currency}\`, but the subscription uses \`${subscription.currency}\`.`, item.name('price'));
    if (!price.active && priceId && price.id !== existing?.price) throw invalidRequest('The price specified is inactive. This field only accepts active prices.', item.name('price'));
    return { existing: existing ?? null, price, quantity: item.int('quantity', { min: 0 }) ?? existing?.quantity ?? 1, deleted, metadata: item.metadata('metadata', existing?.metadata) };
  });
}

function readCancelAt(ctx: Ctx, subscription: SubscriptionRecord, params: Params): number | null | undefined {
  const raw = params.string('cancel_at');
  const atPeriodEnd = params.bool('cancel_at_period_end');
  if (raw !== undefined && raw !== '' && atPeriodEnd !== undefined)
    throw invalidRequest('You may only specify one of these parameters: cancel_at, cancel_at_period_end.', params.name('cancel_at'));
  if (raw === '') return null;
  if (raw === 'min_period_end') return currentPeriodEnd(subscription);
  if (raw === 'max_period_end') return Math.max(...subscription.items.map((item) => item.current_period_end));
  if (raw !== undefined) {
    const at = params.int('cancel_at') as number;
    if (at <= ctx.clock.now()) throw invalidRequest('Invalid cancel_at: must be in the future.', params.name('cancel_at'), 'parameter_invalid_integer');
    return at;
  }
  if (atPeriodEnd === true) return currentPeriodEnd(subscription);
  if (atPeriodEnd === false) return subscription.cancel_at === currentPeriodEnd(subscription) ? null : subscription.cancel_at;
  return undefined;
}

export function readChange(ctx: Ctx, subscription: SubscriptionRecord, params: Params): SubscriptionChange {
  const items = readItems(ctx, subscription, params);
  const deletedIds = new Set(items.filter((item) => item.deleted).map((item) => item.existing?.id));
  const remaining = subscription.items.filter((item) => !deletedIds.has(item.id)).length + items.filter((item) => !item.existing && !item.deleted).length;
  if (remaining === 0) throw invalidRequest('A subscription must have at least one active price.', params.name('items'));
  const intervals = new Set(
    [
      ...subscription.items.filter((item) => !items.some((change) => change.existing?.id === item.id)).map((item) => ctx.state.prices[item.price]),
      ...items.filter((item) => !item.deleted).map((item) => item.price),
    ].map((price) => `${price.recurring?.interval}/${price.recurring?.interval_count}`),
  );
  if (intervals.size > 1)
    throw invalidRequest('Currency and interval fields must match across all plans on this subscription. Found mismatch in interval field.', params.name('items'));
  const pm = params.nullableString('default_payment_method');
  if (pm) {
    const method = ctx.state.paymentMethods[pm];
    if (!method || method.customer !== subscription.customer)
      throw invalidRequest(
        `The customer does not have a payment method with the ID ${pm}. The payment method must be attached to the customer.`,
        params.name('default_payment_method'),
        'resource_missing',
      );
  }
  return {
    items,
    behavior: params.oneOf<ProrationBehavior>('proration_behavior', ['always_invoice', 'create_prorations', 'none']) ?? 'create_prorations',
    prorationDate: params.int('proration_date') ?? ctx.clock.now(),
    cancelAt: readCancelAt(ctx, subscription, params),
    metadata: params.metadata('metadata', subscription.metadata),
    defaultPaymentMethod: pm,
    description: params.nullableString('description'),
  };
}

function intervalKey(ctx: Ctx, priceId: string): string {
  const recurring = ctx.state.prices[priceId].recurring;
  return `${recurring?.interval}/${recurring?.interval_count}`;
}

export function applyChange(ctx: Ctx, subscription: SubscriptionRecord, change: SubscriptionChange): void {
  const at = ctx.clock.now();
  const from = change.prorationDate;
  const prorate = change.behavior !== 'none';
  const periodStart = Math.min(...subscription.items.map((item) => item.current_period_start));
  const periodEnd = currentPeriodEnd(subscription);
  const oldInterval = intervalKey(ctx, subscription.items[0].price);
  const newPrices = change.items.filter((item) => !item.deleted).map((item) => item.price.id);
  // Switching between monthly and yearly restarts the billing cycle now and bills at once.
  const resetCycle = newPrices.length > 0 && intervalKey(ctx, newPrices[0]) !== oldInterval;
  const prorations: InvoiceItemRecord[] = [];
  const prorateItem = (item: SubscriptionItemRecord, kind: 'credit' | 'debit') =>
    prorations.push(
      prorationItem(ctx, subscription, {
        price: ctx.state.prices[item.price],
        quantity: item.quantity,
        itemId: item.id,
        period: { start: item.current_period_start, end: item.current_period_end },
        from,
        kind,
      }),
    );
  const credit = (item: SubscriptionItemRecord) => prorateItem(item, 'credit');
  const debit = (item: SubscriptionItemRecord) => prorateItem(item, 'debit');

  updateSubscription(ctx, subscription, () => {
    for (const itemChange of change.items) {
      const existing = itemChange.existing;
      if (existing && itemChange.deleted) {
        if (prorate) credit(existing);
        subscription.items = subscription.items.filter((item) => item.id !== existing.id);
      } else if (existing) {
        if (itemChange.metadata) existing.metadata = itemChange.metadata;
        if (existing.price === itemChange.price.id && existing.quantity === itemChange.quantity) continue;
        if (prorate) credit(existing);
        existing.price = itemChange.price.id;
        existing.quantity = itemChange.quantity;
        if (prorate && !resetCycle) debit(existing);
      } else {
        const item: SubscriptionItemRecord = {
          id: newId('subscriptionItem'),
          created: at,
          price: itemChange.price.id,
          quantity: itemChange.quantity,
          metadata: itemChange.metadata ?? {},
          current_period_start: periodStart,
          current_period_end: periodEnd,
        };
        subscription.items.push(item);
        if (prorate && !resetCycle) debit(item);
      }
    }
    if (resetCycle) {
      subscription.billing_cycle_anchor = at;
      for (const item of subscription.items) {
        item.current_period_start = at;
        item.current_period_end = addRecurrences(at, ctx.state.prices[item.price].recurring ?? { interval: 'month', interval_count: 1 }, 1);
      }
    }
    for (const item of prorations) ctx.state.invoiceItems[item.id] = item;
    if (change.metadata) subscription.metadata = change.metadata;
    if (change.defaultPaymentMethod !== undefined) subscription.default_payment_method = change.defaultPaymentMethod;
    if (change.description !== undefined) subscription.description = change.description;
    if (change.cancelAt !== undefined) {
      if (change.cancelAt === null) {
        subscription.cancel_at = null;
        subscription.canceled_at = null;
        subscription.cancellation_reason = null;
        subscription.cancel_prorates = false;
      } else {
        // Stripe records when the cancellation was asked for, long before it happens.
        if (subscription.cancel_at === null) subscription.canceled_at = at;
        subscription.cancel_at = change.cancelAt;
        subscription.cancellation_reason = 'cancellation_requested';
        subscription.cancel_prorates = prorate && change.cancelAt < currentPeriodEnd(subscription);
      }
    }
  });

  if (resetCycle || (change.behavior === 'always_invoice' && prorations.length > 0)) {
    const lines = [
      ...(resetCycle ? subscription.items.map((item) => periodLine(ctx, subscription, item, { start: item.current_period_start, end: item.current_period_end })) : []),
      ...takePendingItems(ctx, subscription.id, null),
    ];
    const { invoice } = invoiceNow(ctx, subscription, 'subscription_update', lines, { start: at, end: at });
    for (const line of invoice.lines) if (line.invoice_item && ctx.state.invoiceItems[line.invoice_item]) ctx.state.invoiceItems[line.invoice_item].invoice = invoice.id;
  }
}
