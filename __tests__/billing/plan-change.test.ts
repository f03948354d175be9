import type Stripe from 'stripe';
import { contactLimitAfterChange, contactsToRemove, prorationDueNow } from '@/lib/billing/plan-change';
import { subscriptionOverview, type CataloguePlanRef } from '@/lib/billing/subscription-overview';

const plans: CataloguePlanRef[] = [
  { id: 'personal', name: 'Personal Account', region: 'global', maxEmergencyContacts: 3, stripePriceId: 'price_personal', price: 1.99 },
  { id: 'premium', name: 'Premium Protection', region: 'global', maxEmergencyContacts: 5, stripePriceId: 'price_premium', price: 4.99 },
  { id: 'sharing', name: 'Family Sharing', region: 'global', maxEmergencyContacts: 1, stripePriceId: 'price_sharing', price: 0.99 },
  { id: 'spain', name: 'Call Centre Spain', region: 'es', maxEmergencyContacts: 5, stripePriceId: 'price_spain', price: 24.99 },
];

const day = 86_400;
const now = new Date('2026-03-10T12:00:00Z');
const start = Date.parse('2026-03-01T12:00:00Z') / 1000;

function subscription(items: { id: string; price: string; amount: number; quantity?: number }[], extra: Partial<Stripe.Subscription> = {}): Stripe.Subscription {
  return {
    id: 'sub_1',
    customer: 'cus_1',
    status: 'active',
    start_date: start,
    billing_cycle_anchor: start,
    cancel_at: null,
    canceled_at: null,
    default_payment_method: { id: 'pm_1', card: { brand: 'visa', last4: '4242', exp_month: 2, exp_year: 2026 } },
    latest_invoice: { id: 'in_1', status: 'paid', attempt_count: 1 },
    items: {
      data: items.map((item) => ({
        id: item.id,
        quantity: item.quantity ?? 1,
        price: { id: item.price, unit_amount: item.amount, currency: 'eur', recurring: { interval: 'month' } },
        current_period_start: start,
        current_period_end: start + 31 * day,
      })),
    },
    ...extra,
  } as unknown as Stripe.Subscription;
}

describe('subscriptionOverview', () => {
  it('names the base plan and its add-ons, and totals them per month', () => {
    const overview = subscriptionOverview(
      subscription([
        { id: 'si_base', price: 'price_premium', amount: 499 },
        { id: 'si_spain', price: 'price_spain', amount: 2499 },
        { id: 'si_sharing', price: 'price_sharing', amount: 99, quantity: 2 },
      ]),
      plans,
      now,
    );
    expect(overview.items.map((item) => [item.plan?.id, item.role])).toEqual([
      ['premium', 'base'],
      ['spain', 'addOn'],
      ['sharing', 'addOn'],
    ]);
    expect(overview.total).toBe(499 + 2499 + 2 * 99);
    expect(overview.currentPeriodEnd).toBe(new Date((start + 31 * day) * 1000).toISOString());
  });

  it('offers withdrawal for 14 days from the start, and not after', () => {
    const sub = subscription([{ id: 'si_base', price: 'price_premium', amount: 499 }]);
    expect(subscriptionOverview(sub, plans, now).withdrawalUntil).toBe('2026-03-15T12:00:00.000Z');
    expect(subscriptionOverview(sub, plans, new Date('2026-03-15T12:00:00Z')).withdrawalUntil).toBeNull();
    expect(subscriptionOverview({ ...sub, status: 'canceled' }, plans, now).withdrawalUntil).toBeNull();
  });

  it('computes the cancellation date from the billing anchor with 30 days’ notice', () => {
    const sub = subscription([{ id: 'si_base', price: 'price_premium', amount: 499 }]);
    // 10 March + 30 days = 9 April, in the period 1 April → 1 May.
    expect(subscriptionOverview(sub, plans, now).cancellationDateIfAskedNow).toBe('2026-05-01T12:00:00.000Z');
  });

  it('flags a payment problem and an expired card', () => {
    const pastDue = subscriptionOverview(subscription([{ id: 'si_base', price: 'price_premium', amount: 499 }], { status: 'past_due' }), plans, now);
    expect(pastDue.paymentProblem).toBe(true);
    expect(pastDue.card).toEqual({ brand: 'visa', last4: '4242', expMonth: 2, expYear: 2026, expired: true });
    const retrying = subscription([{ id: 'si_base', price: 'price_premium', amount: 499 }], { latest_invoice: { id: 'in_2', status: 'open', attempt_count: 1 } as Stripe.Invoice });
    expect(subscriptionOverview(retrying, plans, now).paymentProblem).toBe(true);
    expect(subscriptionOverview(subscription([{ id: 'si_base', price: 'price_premium', amount: 499 }]), plans, now).paymentProblem).toBe(false);
  });
});

describe('plan change rules', () => {
  const items = subscriptionOverview(
    subscription([
      { id: 'si_base', price: 'price_premium', amount: 499 },
      { id: 'si_sharing', price: 'price_sharing', amount: 99 },
    ]),
    plans,
    now,
  ).items;

  it('takes the highest limit among the plans still paid for', () => {
    expect(contactLimitAfterChange(items, plans[0])).toBe(3);
    const withSpain = subscriptionOverview(subscription([{ id: 'si_base', price: 'price_premium', amount: 499 }, { id: 'si_spain', price: 'price_spain', amount: 2499 }]), plans, now).items;
    expect(contactLimitAfterChange(withSpain, plans[0])).toBe(5);
  });

  it('never drops contacts silently: over the limit, the member must choose who stays', () => {
    const contacts = ['a', 'b', 'c', 'd'];
    expect(contactsToRemove(contacts, undefined, 5)).toEqual({ ok: true, remove: [] });
    expect(contactsToRemove(contacts, undefined, 3)).toEqual({ ok: false });
    expect(contactsToRemove(contacts, ['a', 'b', 'c', 'd'], 3)).toEqual({ ok: false });
    expect(contactsToRemove(contacts, ['a', 'x'], 3)).toEqual({ ok: false });
    expect(contactsToRemove(contacts, [], 3)).toEqual({ ok: false });
    expect(contactsToRemove(contacts, ['d', 'a'], 3)).toEqual({ ok: true, remove: ['b', 'c'] });
  });

  it('charges now only the prorations of the preview', () => {
    const preview = {
      lines: {
        data: [
          { description: 'Unused time on Personal Account', amount: -120, parent: { subscription_item_details: { proration: true } } },
          { description: 'Remaining time on Premium Protection', amount: 300, parent: { subscription_item_details: { proration: true } } },
          { description: 'Premium Protection', amount: 499, parent: { subscription_item_details: { proration: false } } },
        ],
      },
    } as unknown as Stripe.Invoice;
    expect(prorationDueNow(preview).amount).toBe(180);
    expect(prorationDueNow(preview).lines).toHaveLength(2);
  });
});
