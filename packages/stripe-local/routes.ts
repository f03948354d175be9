/** Every `/v1` endpoint the local server answers. */
import type { Route } from './http/route';
import { previewRoutes } from './billing/preview';
import { chargeRoutes } from './resources/charges';
import { checkoutSessionRoutes } from './resources/checkout-sessions';
import { customerRoutes } from './resources/customers';
import { eventRoutes } from './resources/events';
import { invoiceRoutes } from './resources/invoices';
import { paymentIntentRoutes } from './resources/payment-intents';
import { paymentMethodRoutes } from './resources/payment-methods';
import { portalSessionRoutes } from './resources/portal-sessions';
import { priceRoutes } from './resources/prices';
import { productRoutes } from './resources/products';
import { refundRoutes } from './resources/refunds';
import { subscriptionWriteRoutes } from './resources/subscription-writes';
import { subscriptionReadRoutes } from './resources/subscriptions';

export const ROUTES: Route[] = [
  ...productRoutes,
  ...priceRoutes,
  ...customerRoutes,
  ...paymentMethodRoutes,
  ...checkoutSessionRoutes,
  ...subscriptionReadRoutes,
  ...subscriptionWriteRoutes,
  // create_preview before /v1/invoices/:id (both would match a POST otherwise… only GETs use :id).
  ...previewRoutes,
  ...invoiceRoutes,
  ...paymentIntentRoutes,
  ...chargeRoutes,
  ...refundRoutes,
  ...portalSessionRoutes,
  ...eventRoutes,
];
