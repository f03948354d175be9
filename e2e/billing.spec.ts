import { expect, test } from './support/test';
import { cancellationEffectiveDate } from '../lib/billing/cancellation-date';
import { alerts, createMember, signIn } from './support/accounts';
import { PLAN, payForRegisteredPlan, payOnCheckout, registerPlan, waitForAppMail } from './support/billing';
import { LOCALES } from './support/locales';
import { skipFirstVisitDialog } from './support/preferences';
import { serviceRest } from './support/service-rest';

/**
 * Plans and payment (issue 20) on the local Stripe stand-in: a newcomer pays and is Protected on
 * /welcome, and each language's checkout returns to its own /welcome; a declined card says so; a cancelled checkout keeps the choice;
 * on /full-dashboard/subscription the plan changes with its cost shown first, a cancellation
 * shows its date and can be undone, and the 14-day withdrawal ends and refunds the contract; the
 * pendant is ordered and paid.
 */
const [en] = LOCALES.map((l) => l.m);
const es = LOCALES[2];

test.beforeEach(async ({ context }) => {
  await skipFirstVisitDialog(context);
});

// The newcomer's journey in Spanish: after the payment its steps are the same in every language,
// whose copy __tests__/messages.test.ts and e2e/layout-grid.spec.ts prove (docs/architecture.md#tests).
test(`${es.locale}: a newcomer pays with 4242 and /welcome shows them Protected`, async ({ page }) => {
  const { m, prefix } = es;
  const member = await createMember(`pay-${es.locale}`);
  await registerPlan(member.id, PLAN.premium, es.locale);
  await signIn(page, member, prefix, `${prefix}/register`);
  await expect(page.getByRole('radio', { name: new RegExp(`^Premium Protection`) }).filter({ visible: true })).toBeChecked();
  await expect(page.getByTestId('checkout-total').filter({ visible: true })).toContainText('4,99');

  await payForRegisteredPlan(page, es);
  await expect(page.getByRole('heading', { level: 1 }).filter({ visible: true })).toHaveText(m.Billing.welcome.title);
  await expect(page.getByTestId('protection-status').filter({ visible: true })).toHaveText(m.MemberDashboard.status.protected);
  await expect(page.getByTestId('welcome-plan').filter({ visible: true })).toContainText('Premium Protection');
  const rows = (await serviceRest(`subscriptions?select=status,provider&user_id=eq.${member.id}`)) as { status: string; provider: string }[];
  expect(rows).toEqual([{ status: 'active', provider: 'stripe' }]);

  await page.getByRole('link', { name: m.Billing.welcome.questionnaire }).filter({ visible: true }).click();
  await expect(page).toHaveURL(`${prefix}/welcome-questionnaire`);

  // Paying already: the hand-off leads to the subscription, never to a second checkout.
  await page.goto(`${prefix}/register`);
  await expect(page.getByText(m.Registration.handOff.alreadySubscribed).filter({ visible: true })).toBeVisible();
  await expect(page.getByRole('button', { name: m.Billing.checkout.continue })).toHaveCount(0);
  await expect(page.getByRole('link', { name: m.Registration.handOff.manageSubscription }).filter({ visible: true })).toHaveAttribute('href', `${prefix}/full-dashboard/subscription`);
});

// What depends on the language, in the others too: the total as the language writes euros, and
// the checkout session's way back, which the server builds for the language (lib/actions/billing.ts,
// docs/architecture.md#payments).
for (const locale of [LOCALES[0], LOCALES[1]]) {
  test(`${locale.locale}: the checkout total is written as ${locale.locale} writes euros, and paying returns to ${locale.prefix}/welcome`, async ({ page }) => {
    const { m, prefix } = locale;
    const member = await createMember(`pay-${locale.locale}`);
    await registerPlan(member.id, PLAN.premium, locale.locale);
    await signIn(page, member, prefix, `${prefix}/register`);
    await expect(page.getByTestId('checkout-total').filter({ visible: true })).toContainText(locale.locale === 'en' ? '€4.99' : '4,99');

    await page.getByRole('button', { name: m.Billing.checkout.continue }).filter({ visible: true }).click();
    await payOnCheckout(page, '4242 4242 4242 4242');
    await page.waitForURL((url) => url.pathname === `${prefix}/welcome` && (url.searchParams.get('session_id') ?? '').startsWith('cs_'));
    await expect(page.getByRole('heading', { level: 1 }).filter({ visible: true })).toHaveText(m.Billing.welcome.title);
  });
}

test('a declined card is refused with a clear message, and going back keeps the choice', async ({ page }) => {
  const member = await createMember('declined');
  await registerPlan(member.id, PLAN.personal);
  await signIn(page, member, '', '/register');
  await page.getByRole('button', { name: en.Billing.checkout.continue }).filter({ visible: true }).click();
  await payOnCheckout(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert').filter({ hasText: 'Your card has been declined.' })).toBeVisible();
  await expect(page).toHaveURL(/127\.0\.0\.1/);

  await page.getByRole('link', { name: '← Back' }).click();
  await expect(page).toHaveURL('/register?checkout=cancelled');
  await expect(page.getByRole('status').filter({ hasText: en.Registration.handOff.checkoutCancelled }).filter({ visible: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Personal Account/ }).filter({ visible: true })).toBeChecked();
  expect(await serviceRest(`subscriptions?select=id&user_id=eq.${member.id}`)).toEqual([]);
});

test('change of plan shows its cost first, then changes the plan', async ({ page }) => {
  const member = await createMember('change-plan');
  await registerPlan(member.id, PLAN.personal);
  await signIn(page, member, '', '/register');
  await payForRegisteredPlan(page, LOCALES[0]);
  const s = en.Billing.subscription;

  await page.goto('/full-dashboard/subscription');
  await expect(page.getByTestId('subscription-overview')).toContainText('Personal Account');
  await page.getByRole('button', { name: s.change.button }).click();
  const dialog = page.getByRole('dialog', { name: s.change.title });
  await dialog.getByRole('radio', { name: /^Premium Protection/ }).check();
  // An upgrade a moment into the period: almost the whole difference (€3.00) is charged now.
  await expect(dialog.getByTestId('plan-change-preview')).toContainText(/Charged now for the rest of this period: €(2\.9\d|3\.00)/);
  await expect(dialog.getByTestId('plan-change-preview')).toContainText('Then €4.99 a month.');
  await dialog.getByRole('button', { name: s.change.confirm }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Your plan is now Premium Protection.' })).toBeVisible();
  await expect(page.getByTestId('subscription-overview')).toContainText('Premium Protection');
  const rows = (await serviceRest(`subscriptions?select=status,plan_id&user_id=eq.${member.id}`)) as { plan_id: string }[];
  expect(rows).toEqual([{ status: 'active', plan_id: PLAN.premium }]);
});

test('cancelling shows the date it takes effect, sends a receipt, and can be undone', async ({ page }) => {
  const member = await createMember('cancel');
  await registerPlan(member.id, PLAN.premium);
  await signIn(page, member, '', '/register');
  await payForRegisteredPlan(page, LOCALES[0]);
  const s = en.Billing.subscription;
  const paidAt = new Date();

  await page.goto('/full-dashboard/subscription');
  await page.getByRole('button', { name: s.cancel.button }).click();
  const dialog = page.getByRole('dialog', { name: s.cancel.title });
  // The date the page must show, computed as the page does, from the moment the plan was paid.
  const expected = cancellationEffectiveDate({ now: new Date(), anchor: paidAt, interval: 'month' });
  const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(expected);
  await expect(dialog).toContainText(day);
  await dialog.getByRole('button', { name: `Cancel on ${day}` }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('subscription-ends')).toContainText(day);
  const receipt = await waitForAppMail(member.email, en.Billing.receipts.cancellation.subject);
  expect(receipt.text).toContain(day);
  // Still protected until then.
  await expect(page.getByTestId('protection-status')).toHaveText(en.MemberDashboard.status.protected);

  await page.getByRole('button', { name: s.cancel.undo }).click();
  await expect(page.getByRole('status').filter({ hasText: s.cancel.undone })).toBeVisible();
  await expect(page.getByTestId('subscription-ends')).toHaveCount(0);
  await expect(page.getByRole('button', { name: s.cancel.button })).toBeVisible();
  await waitForAppMail(member.email, en.Billing.receipts.cancellationUndone.subject);
});

test('within 14 days a member withdraws from the contract in two steps and is refunded', async ({ page }) => {
  const member = await createMember('withdraw');
  await registerPlan(member.id, PLAN.premium);
  await signIn(page, member, '', '/register');
  await payForRegisteredPlan(page, LOCALES[0]);
  const w = en.Billing.subscription.withdraw;

  await page.goto('/full-dashboard/subscription');
  await page.getByRole('button', { name: w.button }).click();
  const dialog = page.getByRole('dialog', { name: w.dialogTitle });
  await expect(dialog).toContainText(w.dialogBody);
  await dialog.getByRole('button', { name: w.confirm }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You have withdrawn from your contract. €4.99 is being refunded' })).toBeVisible();
  await expect(page.getByTestId('protection-status')).toHaveText(en.MemberDashboard.status.inactive);
  await waitForAppMail(member.email, en.Billing.receipts.withdrawal.subject);
  const rows = (await serviceRest(`subscriptions?select=status&user_id=eq.${member.id}`)) as { status: string }[];
  expect(rows).toEqual([{ status: 'canceled' }]);
});

test('a member orders the pendant, reads the terms before paying, and sees the order paid', async ({ page }) => {
  const member = await createMember('pendant');
  await signIn(page, member, '', '/devices/ice-sos-pendant');
  await page.getByRole('link', { name: en.Pendant.order }).first().click();
  await expect(page).toHaveURL('/full-dashboard/orders');
  const o = en.Billing.order;
  await page.getByLabel(o.fullName).fill('Paula Payer');
  await page.getByLabel(o.line1).fill('Calle Mayor 1');
  await page.getByLabel(o.postalCode).fill('03001');
  await page.getByLabel(o.city).fill('Alicante');
  await page.getByLabel(o.country).selectOption('ES');
  await expect(page.getByText(o.withdrawal)).toBeVisible();
  await expect(page.getByText(o.nonRefundable)).toBeVisible();
  await expect(page.getByText(o.warranty)).toBeVisible();
  await page.getByRole('button', { name: o.pay }).click();
  // The terms must be acknowledged first.
  await expect(page.getByText(o.errors.acknowledged)).toBeVisible();
  await page.getByLabel(o.acknowledge).check();
  await page.getByRole('button', { name: o.pay }).click();
  await payOnCheckout(page, '4242 4242 4242 4242');
  await page.waitForURL(/\/full-dashboard\/orders\?session_id=cs_/);
  await expect(page.getByRole('status').filter({ hasText: o.paid })).toBeVisible();
  await expect(page.getByTestId('order-status').first()).toHaveText(o.states.paid);
  const rows = (await serviceRest(`orders?select=status,quantity,total,shipping_address&user_id=eq.${member.id}`)) as unknown[];
  expect(rows).toEqual([{ status: 'paid', quantity: 1, total: 49.99, shipping_address: 'Paula Payer\nCalle Mayor 1\n03001 Alicante\nES' }]);
  expect(await alerts(page).count()).toBe(0);
});

test('a newcomer adds the pendant to the plan checkout: one payment, the plan active and the order paid', async ({ page }) => {
  const member = await createMember('plan-and-pendant');
  await registerPlan(member.id, PLAN.premium);
  await signIn(page, member, '', '/register');
  const c = en.Billing.checkout;
  const o = en.Billing.order;
  await page.getByRole('checkbox', { name: /ICE SOS Bluetooth Pendant/ }).filter({ visible: true }).check();
  await expect(page.getByTestId('checkout-once').filter({ visible: true })).toHaveText('Plus €49.99 once today for the pendant.');
  const shipment = page.getByRole('group', { name: c.shipment }).filter({ visible: true });
  await shipment.getByLabel(o.fullName).fill('Paula Payer');
  await shipment.getByLabel(o.line1).fill('Keizersgracht 1');
  await shipment.getByLabel(o.postalCode).fill('1015 CJ');
  await shipment.getByLabel(o.city).fill('Amsterdam');
  await shipment.getByLabel(o.country).selectOption('NL');
  await shipment.getByLabel(o.acknowledge).check();
  await page.getByRole('button', { name: c.continue }).filter({ visible: true }).click();
  // One checkout: the plan each month, the pendant once, both charged today.
  await expect(page.getByText('ICE SOS Bluetooth Pendant')).toBeVisible();
  await payOnCheckout(page, '4242 4242 4242 4242');
  await page.waitForURL(/\/welcome\?session_id=cs_/);
  await expect(page.getByTestId('protection-status').filter({ visible: true })).toHaveText(en.MemberDashboard.status.protected);
  await expect(page.getByTestId('welcome-pendant').filter({ visible: true })).toContainText(en.Billing.welcome.pendantPaid);
  const orders = (await serviceRest(`orders?select=status,total,shipping_address&user_id=eq.${member.id}`)) as unknown[];
  expect(orders).toEqual([{ status: 'paid', total: 49.99, shipping_address: 'Paula Payer\nKeizersgracht 1\n1015 CJ Amsterdam\nNL' }]);
});

test('a downgrade never drops contacts silently: the member chooses which stay', async ({ page }) => {
  const member = await createMember('downgrade');
  await registerPlan(member.id, PLAN.premium);
  await signIn(page, member, '', '/register');
  await payForRegisteredPlan(page, LOCALES[0]);
  const names = ['Ana', 'Bea', 'Carlos', 'Dora'];
  await serviceRest('emergency_contacts', {
    method: 'POST',
    body: JSON.stringify(names.map((name, index) => ({ user_id: member.id, name, phone: `+3460000010${index}`, priority: index + 1 }))),
  });
  const s = en.Billing.subscription;

  await page.goto('/full-dashboard/subscription');
  await page.getByRole('button', { name: s.change.button }).click();
  const dialog = page.getByRole('dialog', { name: s.change.title });
  await dialog.getByRole('radio', { name: /^Personal Account/ }).check();
  // Personal Account keeps 3 contacts: the member sees all 4, the first 3 chosen.
  const keep = dialog.getByRole('group', { name: /Your new plan allows 3 emergency contacts/ });
  await expect(keep.getByRole('checkbox')).toHaveCount(4);
  await expect(keep.getByRole('checkbox', { name: 'Dora' })).not.toBeChecked();
  await expect(dialog.getByTestId('plan-change-preview')).toContainText('Credited to your next invoices');
  // Keeping all four is refused before anything changes.
  await keep.getByRole('checkbox', { name: 'Dora' }).check();
  await expect(dialog.getByText('Choose at least one and at most 3.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: s.change.confirm })).toBeDisabled();
  await keep.getByRole('checkbox', { name: 'Bea' }).uncheck();
  await dialog.getByRole('button', { name: s.change.confirm }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('subscription-overview')).toContainText('Personal Account');
  const kept = (await serviceRest(`emergency_contacts?select=name&user_id=eq.${member.id}&order=priority`)) as { name: string }[];
  expect(kept.map((contact) => contact.name)).toEqual(['Ana', 'Carlos', 'Dora']);
});
