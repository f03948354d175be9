import type Stripe from 'stripe';
import type { Ctx } from '../core/context';
import { emitEvent } from '../core/events';
import { newId } from '../core/ids';
import { toJson, type JsonObject } from '../core/json';
import type { Interval } from '../core/periods';
import type { PriceRecord } from '../core/state';
import { invalidRequest, missingParam, resourceMissing } from '../http/errors';
import { createdFilter, paginate } from '../http/list';
import type { Route } from '../http/route';
import { createProduct, getProduct, productJson } from './products';

/** The legacy `plan` twin of a recurring price, which subscription items still carry. */
export function planJson(price: PriceRecord): JsonObject {
  const recurring = price.recurring ?? { interval: 'month', interval_count: 1 };
  return toJson<Stripe.Plan>({
    id: price.id,
    object: 'plan',
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: String(price.unit_amount),
    billing_scheme: 'per_unit',
    created: price.created,
    currency: price.currency,
    interval: recurring.interval,
    interval_count: recurring.interval_count,
    livemode: false,
    metadata: price.metadata,
    meter: null,
    nickname: price.nickname,
    product: price.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  });
}

export function priceJson(price: PriceRecord): JsonObject {
  return toJson<Stripe.Price>({
    id: price.id,
    object: 'price',
    active: price.active,
    billing_scheme: 'per_unit',
    created: price.created,
    currency: price.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: price.lookup_key,
    metadata: price.metadata,
    nickname: price.nickname,
    product: price.product,
    recurring: price.recurring ? { interval: price.recurring.interval, interval_count: price.recurring.interval_count, meter: null, trial_period_days: null, usage_type: 'licensed' } : null,
    tax_behavior: price.tax_behavior,
    tiers_mode: null,
    transform_quantity: null,
    type: price.recurring ? 'recurring' : 'one_time',
    unit_amount: price.unit_amount,
    unit_amount_decimal: String(price.unit_amount),
  });
}

export function getPrice(ctx: Ctx, id: string, param?: string): PriceRecord {
  const price = ctx.state.prices[id];
  if (!price) throw param ? resourceMissing('price', id, param, 400) : resourceMissing('price', id);
  return price;
}

export function productName(ctx: Ctx, price: PriceRecord): string {
  return ctx.state.products[price.product]?.name ?? price.product;
}

const CREATE = ['currency', 'active', 'billing_scheme', 'currency_options', 'custom_unit_amount', 'lookup_key', 'metadata', 'nickname', 'product', 'product_data', 'recurring', 'tax_behavior', 'tiers', 'tiers_mode', 'transfer_lookup_key', 'transform_quantity', 'unit_amount', 'unit_amount_decimal'];

export const priceRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/v1/prices',
    allowed: CREATE,
    handle: ({ ctx, params }) => {
      const currency = params.requiredString('currency').toLowerCase();
      if (!/^[a-z]{3}$/.test(currency)) throw invalidRequest(`Invalid currency: ${currency}.`, 'currency', 'parameter_invalid_string');
      let unitAmount = params.int('unit_amount', { min: 0 });
      const decimal = params.string('unit_amount_decimal');
      if (unitAmount === undefined && decimal !== undefined) {
        if (!/^\d+$/.test(decimal)) throw invalidRequest('Only whole amounts are supported by the local server for unit_amount_decimal.', 'unit_amount_decimal');
        unitAmount = Number(decimal);
      }
      if (unitAmount === undefined) throw missingParam('unit_amount');
      const productId = params.string('product');
      const productData = params.object('product_data');
      if (productId && productData) throw invalidRequest('You may only specify one of these parameters: product, product_data.', 'product');
      let product: string;
      if (productId) product = getProduct(ctx, productId, 'product').id;
      else if (productData) {
        productData.allowOnly(['name', 'active', 'metadata', 'statement_descriptor', 'tax_code', 'tax_details', 'unit_label', 'id']);
        product = createProduct(ctx, productData).id;
      } else throw missingParam('product');
      const recurringParams = params.object('recurring');
      let recurring: PriceRecord['recurring'] = null;
      if (recurringParams) {
        recurringParams.allowOnly(['interval', 'interval_count', 'meter', 'trial_period_days', 'usage_type']);
        const interval = recurringParams.oneOf<Interval>('interval', ['day', 'week', 'month', 'year']);
        if (!interval) throw missingParam('recurring[interval]');
        recurring = { interval, interval_count: recurringParams.int('interval_count', { min: 1 }) ?? 1 };
      }
      const lookupKey = params.nullableString('lookup_key') ?? null;
      if (lookupKey) {
        const holder = Object.values(ctx.state.prices).find((price) => price.lookup_key === lookupKey);
        if (holder) {
          // transfer_lookup_key moves the key from the old price to this one, as on Stripe.
          if (params.bool('transfer_lookup_key')) holder.lookup_key = null;
          else
            throw invalidRequest(
              `A price (\`${holder.id}\`) already uses that lookup key. Pass \`transfer_lookup_key=true\` to transfer the lookup key.`,
              'lookup_key',
            );
        }
      }
      const price: PriceRecord = {
        id: newId('price'),
        created: ctx.clock.now(),
        product,
        currency,
        unit_amount: unitAmount,
        recurring,
        lookup_key: lookupKey,
        nickname: params.nullableString('nickname') ?? null,
        metadata: params.metadata() ?? {},
        active: params.bool('active') ?? true,
        tax_behavior: params.oneOf('tax_behavior', ['exclusive', 'inclusive', 'unspecified'] as const) ?? 'unspecified',
      };
      ctx.state.prices[price.id] = price;
      const owner = ctx.state.products[product];
      // The first price of a product made with product_data becomes its default price, as on Stripe.
      if (productData && owner.default_price === null) owner.default_price = price.id;
      emitEvent(ctx, 'price.created', priceJson(price));
      if (productData) emitEvent(ctx, 'product.updated', productJson(owner));
      return priceJson(price);
    },
  },
  {
    method: 'GET',
    pattern: '/v1/prices/:id',
    allowed: [],
    handle: ({ ctx, path }) => priceJson(getPrice(ctx, path.id)),
  },
  {
    method: 'GET',
    pattern: '/v1/prices',
    allowed: ['active', 'created', 'currency', 'lookup_keys', 'product', 'recurring', 'type'],
    list: true,
    handle: ({ ctx, params }) => {
      const active = params.bool('active');
      const lookupKeys = params.strings('lookup_keys');
      const product = params.string('product');
      const currency = params.string('currency')?.toLowerCase();
      const type = params.oneOf('type', ['one_time', 'recurring'] as const);
      const recurring = params.object('recurring');
      const interval = recurring?.string('interval');
      const created = createdFilter(params);
      const prices = Object.values(ctx.state.prices).filter(
        (price) =>
          (active === undefined || price.active === active) &&
          (!lookupKeys || (price.lookup_key !== null && lookupKeys.includes(price.lookup_key))) &&
          (!product || price.product === product) &&
          (!currency || price.currency === currency) &&
          (!type || (type === 'recurring') === (price.recurring !== null)) &&
          (!interval || price.recurring?.interval === interval) &&
          created(price.created),
      );
      return paginate(params, prices, 'price', '/v1/prices', priceJson);
    },
  },
];
