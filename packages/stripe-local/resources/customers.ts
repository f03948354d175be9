import type Stripe from 'stripe';
import type { Ctx } from '../core/context';
import { emitEvent, emitUpdated } from '../core/events';
import { newId, randomToken } from '../core/ids';
import { toJson, type JsonObject } from '../core/json';
import type { Address, CustomerRecord } from '../core/state';
import { resourceMissing } from '../http/errors';
import { createdFilter, paginate } from '../http/list';
import type { Params } from '../http/params';
import type { Route } from '../http/route';
import { getPaymentMethod } from './payment-methods';

export function customerJson(customer: CustomerRecord): JsonObject {
  return toJson<Stripe.Customer>({
    id: customer.id,
    object: 'customer',
    address: customer.address,
    balance: customer.balance,
    created: customer.created,
    currency: customer.currency,
    default_source: null,
    delinquent: customer.delinquent,
    description: customer.description,
    discount: null,
    email: customer.email,
    invoice_prefix: customer.invoice_prefix,
    invoice_settings: { custom_fields: null, default_payment_method: customer.default_payment_method, footer: null, rendering_options: null },
    livemode: false,
    metadata: customer.metadata,
    name: customer.name,
    next_invoice_sequence: customer.next_invoice_sequence,
    phone: customer.phone,
    preferred_locales: customer.preferred_locales,
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  });
}

export function getCustomer(ctx: Ctx, id: string, param?: string): CustomerRecord {
  const customer = ctx.state.customers[id];
  if (!customer) throw param ? resourceMissing('customer', id, param, 400) : resourceMissing('customer', id);
  return customer;
}

function readAddress(params: Params, current: Address | null): Address | null | undefined {
  if (params.raw.address === '') return null;
  const address = params.object('address');
  if (!address) return undefined;
  address.allowOnly(['city', 'country', 'line1', 'line2', 'postal_code', 'state']);
  const base: Address = current ?? { city: null, country: null, line1: null, line2: null, postal_code: null, state: null };
  const field = (key: keyof Address) => {
    const value = address.nullableString(key);
    return value === undefined ? base[key] : value;
  };
  return { city: field('city'), country: field('country'), line1: field('line1'), line2: field('line2'), postal_code: field('postal_code'), state: field('state') };
}

/** Fields shared by create and update; `undefined` = not sent, leave as is. */
function applyFields(ctx: Ctx, customer: CustomerRecord, params: Params): void {
  const set = <K extends keyof CustomerRecord>(key: K, value: CustomerRecord[K] | undefined) => {
    if (value !== undefined) customer[key] = value;
  };
  set('email', params.nullableString('email'));
  set('name', params.nullableString('name'));
  set('phone', params.nullableString('phone'));
  set('description', params.nullableString('description'));
  set('address', readAddress(params, customer.address));
  set('balance', params.int('balance'));
  set('metadata', params.metadata('metadata', customer.metadata));
  if (params.raw.preferred_locales === '') customer.preferred_locales = [];
  else set('preferred_locales', params.strings('preferred_locales'));
  const invoiceSettings = params.object('invoice_settings');
  if (invoiceSettings) {
    invoiceSettings.allowOnly(['custom_fields', 'default_payment_method', 'footer', 'rendering_options']);
    const pm = invoiceSettings.nullableString('default_payment_method');
    if (pm) {
      const method = getPaymentMethod(ctx, pm, 'invoice_settings[default_payment_method]');
      if (method.customer !== customer.id)
        throw resourceMissing('PaymentMethod', pm, 'invoice_settings[default_payment_method]', 400);
      customer.default_payment_method = pm;
    } else if (pm === null) customer.default_payment_method = null;
  }
}

export function createCustomer(ctx: Ctx, fields: { email: string | null; name: string | null }): CustomerRecord {
  const customer: CustomerRecord = {
    id: newId('customer'),
    created: ctx.clock.now(),
    email: fields.email,
    name: fields.name,
    phone: null,
    description: null,
    address: null,
    preferred_locales: [],
    metadata: {},
    default_payment_method: null,
    balance: 0,
    currency: null,
    invoice_prefix: randomToken(8).toUpperCase(),
    next_invoice_sequence: 1,
    delinquent: false,
  };
  ctx.state.customers[customer.id] = customer;
  return customer;
}

export function emitCustomerCreated(ctx: Ctx, customer: CustomerRecord): void {
  emitEvent(ctx, 'customer.created', customerJson(customer));
}

/** Runs `change` on the customer and emits customer.updated with what changed. */
export function updateCustomer(ctx: Ctx, customer: CustomerRecord, change: () => void): void {
  const before = customerJson(customer);
  change();
  if (emitUpdated(ctx, 'customer.updated', before, customerJson(customer))) ctx.store.markDirty();
}

const FIELDS = ['address', 'balance', 'business_name', 'cash_balance', 'description', 'email', 'individual_name', 'invoice_prefix', 'invoice_settings', 'metadata', 'name', 'next_invoice_sequence', 'phone', 'preferred_locales', 'shipping', 'source', 'tax', 'tax_exempt', 'validate'];

export const customerRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/v1/customers',
    allowed: [...FIELDS, 'payment_method', 'tax_id_data', 'test_clock'],
    handle: ({ ctx, params }) => {
      const customer = createCustomer(ctx, { email: null, name: null });
      try {
        applyFields(ctx, customer, params);
      } catch (error) {
        delete ctx.state.customers[customer.id];
        throw error;
      }
      emitCustomerCreated(ctx, customer);
      return customerJson(customer);
    },
  },
  {
    method: 'GET',
    pattern: '/v1/customers/:id',
    allowed: [],
    handle: ({ ctx, path }) => customerJson(getCustomer(ctx, path.id)),
  },
  {
    method: 'POST',
    pattern: '/v1/customers/:id',
    allowed: [...FIELDS, 'default_source'],
    handle: ({ ctx, params, path }) => {
      const customer = getCustomer(ctx, path.id);
      // Validate on a copy first so a bad parameter changes nothing.
      applyFields(ctx, { ...customer }, params);
      updateCustomer(ctx, customer, () => applyFields(ctx, customer, params));
      return customerJson(customer);
    },
  },
  {
    method: 'GET',
    pattern: '/v1/customers',
    allowed: ['created', 'email', 'test_clock'],
    list: true,
    handle: ({ ctx, params }) => {
      const email = params.string('email');
      const created = createdFilter(params);
      const customers = Object.values(ctx.state.customers).filter((customer) => (email === undefined || customer.email === email) && created(customer.created));
      return paginate(params, customers, 'customer', '/v1/customers', customerJson);
    },
  },
];
