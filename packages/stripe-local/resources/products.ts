import type Stripe from 'stripe';
import type { Ctx } from '../core/context';
import { emitEvent } from '../core/events';
import { newId } from '../core/ids';
import { toJson, type JsonObject } from '../core/json';
import type { ProductRecord } from '../core/state';
import { invalidRequest, resourceMissing } from '../http/errors';
import { createdFilter, paginate } from '../http/list';
import type { Params } from '../http/params';
import type { Route } from '../http/route';

export function productJson(product: ProductRecord): JsonObject {
  return toJson<Stripe.Product>({
    id: product.id,
    object: 'product',
    active: product.active,
    created: product.created,
    default_price: product.default_price,
    description: product.description,
    images: product.images,
    livemode: false,
    marketing_features: [],
    metadata: product.metadata,
    name: product.name,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: product.statement_descriptor,
    tax_code: null,
    type: 'service',
    unit_label: product.unit_label,
    updated: product.updated,
    url: product.url,
  });
}

export function getProduct(ctx: Ctx, id: string, param?: string): ProductRecord {
  const product = ctx.state.products[id];
  if (!product) throw param ? resourceMissing('product', id, param, 400) : resourceMissing('product', id);
  return product;
}

/** Also used by `product_data` on prices. */
export function createProduct(ctx: Ctx, params: Params): ProductRecord {
  const at = ctx.clock.now();
  const id = params.string('id') || newId('product');
  if (ctx.state.products[id]) throw invalidRequest('Product already exists.', 'id', 'resource_already_exists');
  const product: ProductRecord = {
    id,
    created: at,
    updated: at,
    name: params.requiredString('name'),
    description: params.nullableString('description') ?? null,
    active: params.bool('active') ?? true,
    metadata: params.metadata() ?? {},
    default_price: null,
    images: params.strings('images') ?? [],
    url: params.nullableString('url') ?? null,
    unit_label: params.nullableString('unit_label') ?? null,
    statement_descriptor: params.nullableString('statement_descriptor') ?? null,
  };
  ctx.state.products[id] = product;
  emitEvent(ctx, 'product.created', productJson(product));
  return product;
}

const CREATE = ['name', 'active', 'default_price_data', 'description', 'id', 'images', 'marketing_features', 'metadata', 'package_dimensions', 'shippable', 'statement_descriptor', 'tax_code', 'tax_details', 'type', 'unit_label', 'url'];

export const productRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/v1/products',
    allowed: CREATE,
    handle: ({ ctx, params }) => productJson(createProduct(ctx, params)),
  },
  {
    method: 'GET',
    pattern: '/v1/products/:id',
    allowed: [],
    handle: ({ ctx, path }) => productJson(getProduct(ctx, path.id)),
  },
  {
    method: 'GET',
    pattern: '/v1/products',
    allowed: ['active', 'created', 'ids', 'shippable', 'type', 'url'],
    list: true,
    handle: ({ ctx, params }) => {
      const active = params.bool('active');
      const ids = params.strings('ids');
      const created = createdFilter(params);
      const products = Object.values(ctx.state.products).filter(
        (product) => (active === undefined || product.active === active) && (!ids || ids.includes(product.id)) && created(product.created),
      );
      return paginate(params, products, 'product', '/v1/products', productJson);
    },
  },
];
