import { checkoutLines, type BillablePlan } from '@/lib/billing/checkout-lines';
import { ourSubscriptionStatus, subscriptionSnapshot } from '@/lib/billing/subscription-snapshot';
import type Stripe from 'stripe';

const plans: BillablePlan[] = [
  { id: 'personal', name: 'Personal Account', region: 'global', stripePriceId: 'price_personal' },
  { id: 'premium', name: 'Premium Protection', region: 'global', stripePriceId: 'price_premium' },
  { id: 'sharing', name: 'Family Sharing', region: 'global', stripePriceId: 'price_sharing' },
  { id: 'spain', name: 'Call Centre Spain', region: 'es', stripePriceId: 'price_spain' },
  { id: 'unpriced', name: 'Guardian Wellness', region: 'global', stripePriceId: null },
];

describe('checkoutLines', () => {
  it('bills the plan alone', () => {
    expect(checkoutLines({ planId: 'premium', spainCallCentre: false, extraFamilyMembers: 0 }, plans)).toEqual({ ok: true, lines: [{ price: 'price_premium', quantity: 1 }] });
  });

  it('adds the Spain call centre and extra family members per person', () => {
    expect(checkoutLines({ planId: 'premium', spainCallCentre: true, extraFamilyMembers: 2 }, plans)).toEqual({
      ok: true,
      lines: [
        { price: 'price_premium', quantity: 1 },
        { price: 'price_spain', quantity: 1 },
        { price: 'price_sharing', quantity: 2 },
      ],
    });
  });

  it('raises the quantity instead of repeating a price when the plan is Family Sharing itself', () => {
    expect(checkoutLines({ planId: 'sharing', spainCallCentre: false, extraFamilyMembers: 2 }, plans)).toEqual({ ok: true, lines: [{ price: 'price_sharing', quantity: 3 }] });
  });

  it('refuses a regional plan as the base, an unknown plan, and a plan without a price', () => {
    expect(checkoutLines({ planId: 'spain', spainCallCentre: false, extraFamilyMembers: 0 }, plans)).toEqual({ ok: false, reason: 'unknownPlan' });
    expect(checkoutLines({ planId: 'nope', spainCallCentre: false, extraFamilyMembers: 0 }, plans)).toEqual({ ok: false, reason: 'unknownPlan' });
    expect(checkoutLines({ planId: 'unpriced', spainCallCentre: false, extraFamilyMembers: 0 }, plans)).toEqual({ ok: false, reason: 'notForSale' });
  });

  it('refuses rather than drops an add-on that cannot be sold', () => {
    const withoutSpainPrice = plans.map((plan) => (plan.id === 'spain' ? { ...plan, stripePriceId: null } : plan));
    expect(checkoutLines({ planId: 'premium', spainCallCentre: true, extraFamilyMembers: 0 }, withoutSpainPrice)).toEqual({ ok: false, reason: 'addOnUnavailable' });
    const withoutSharing = plans.filter((plan) => plan.id !== 'sharing');
    expect(checkoutLines({ planId: 'premium', spainCallCentre: false, extraFamilyMembers: 1 }, withoutSharing)).toEqual({ ok: false, reason: 'addOnUnavailable' });
  });
});

describe('subscription snapshot', () => {
  it('maps every Stripe state to the one that tells the truth about protection', () => {
    expect(['trialing', 'active', 'past_due', 'unpaid', 'canceled', 'incomplete', 'incomplete_expired', 'paused', 'something_new'].map(ourSubscriptionStatus)).toEqual([
      'trialing',
      'active',
      'past_due',
      'past_due',
      'canceled',
      'incomplete',
      'canceled',
      'canceled',
      'canceled',
    ]);
  });

  it('takes the periods from the items, as API versions since 2025-03-31 put them', () => {
    const subscription = {
      id: 'sub_1',
      customer: { id: 'cus_1' },
      status: 'active',
      cancel_at: 1_800_000_000,
      canceled_at: null,
      items: { data: [{ id: 'si_1', price: { id: 'price_premium' }, quantity: 1, current_period_start: 1_790_000_000, current_period_end: 1_792_592_000 }] },
    } as unknown as Stripe.Subscription;
    expect(subscriptionSnapshot(subscription)).toEqual({
      id: 'sub_1',
      customer: 'cus_1',
      status: 'active',
      cancel_at: new Date(1_800_000_000_000).toISOString(),
      canceled_at: null,
      items: [{ id: 'si_1', price: 'price_premium', quantity: 1, current_period_start: new Date(1_790_000_000_000).toISOString(), current_period_end: new Date(1_792_592_000_000).toISOString() }],
    });
  });
});
