import type { Route } from '../http/route';
import { invalidRequest } from '../http/errors';
import { applyChange, readChange } from '../billing/subscription-update';
import { cancelSubscription } from '../billing/lifecycle';
import { getSubscription, subscriptionJson, updateSubscription } from './subscriptions';

const UPDATE = ['add_invoice_items', 'application_fee_percent', 'automatic_tax', 'billing_cycle_anchor', 'billing_schedules', 'billing_thresholds', 'cancel_at', 'cancel_at_period_end', 'cancellation_details', 'collection_method', 'days_until_due', 'default_payment_method', 'default_source', 'default_tax_rates', 'description', 'discounts', 'invoice_settings', 'items', 'metadata', 'off_session', 'on_behalf_of', 'pause_collection', 'payment_behavior', 'payment_settings', 'pending_invoice_item_interval', 'proration_behavior', 'proration_date', 'transfer_data', 'trial_end', 'trial_from_plan', 'trial_settings'];

export const subscriptionWriteRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/v1/subscriptions/:id',
    allowed: UPDATE,
    handle: ({ ctx, params, path }) => {
      const subscription = getSubscription(ctx, path.id);
      if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
        const other = Object.keys(params.raw).filter((key) => key !== 'metadata' && key !== 'cancellation_details' && key !== 'expand');
        if (other.length > 0) throw invalidRequest('A canceled subscription can only update its cancellation_details and metadata.', other[0]);
        const metadata = params.metadata('metadata', subscription.metadata);
        updateSubscription(ctx, subscription, () => {
          if (metadata) subscription.metadata = metadata;
        });
        return subscriptionJson(ctx, subscription);
      }
      applyChange(ctx, subscription, readChange(ctx, subscription, params));
      return subscriptionJson(ctx, subscription);
    },
  },
  {
    method: 'DELETE',
    pattern: '/v1/subscriptions/:id',
    allowed: ['cancellation_details', 'invoice_now', 'prorate'],
    handle: ({ ctx, params, path }) => {
      const subscription = getSubscription(ctx, path.id);
      if (subscription.status === 'canceled') throw invalidRequest(`No such subscription: '${subscription.id}'`, 'id', 'resource_missing');
      const prorate = params.bool('prorate') ?? false;
      const invoiceNow = params.bool('invoice_now') ?? false;
      const at = ctx.clock.now();
      // An immediate cancellation replaces any scheduled one, and is dated now.
      subscription.canceled_at = at;
      subscription.cancel_at = null;
      cancelSubscription(ctx, subscription, at, { reason: 'cancellation_requested', prorate, invoiceNow });
      return subscriptionJson(ctx, subscription);
    },
  },
];
