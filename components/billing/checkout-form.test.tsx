import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withIntl } from '@/__tests__/test-intl';
import { saveCurrency } from '@/components/site/preferences-store';
import en from '@/messages/en.json';
import { CheckoutForm } from './checkout-form';

const startCheckout = jest.fn();
jest.mock('@/lib/actions/billing', () => ({ startCheckout: { bind: () => (values: unknown) => startCheckout(values) } }));

const plans = [
  { id: '00000000-0000-4000-8000-000000000001', name: 'Personal Account', price: 1.99, currency: 'EUR' },
  { id: '00000000-0000-4000-8000-000000000002', name: 'Premium Protection', price: 4.99, currency: 'EUR' },
];
const spain = { id: '00000000-0000-4000-8000-000000000006', name: 'Call Centre Spain', price: 24.99, currency: 'EUR' };
const sharing = { id: '00000000-0000-4000-8000-000000000004', name: 'Family Sharing', price: 0.99, currency: 'EUR' };
const pendant = { id: '00000000-0000-4000-8000-0000000000c1', name: 'ICE SOS Bluetooth Pendant', price: 49.99, currency: 'EUR' };
const t = en.Billing.checkout;

function renderForm() {
  return render(
    withIntl(<CheckoutForm locale="en" plans={plans} initial={{ planId: plans[1].id, spainCallCentre: false, extraFamilyMembers: 0 }} spainCallCentre={spain} familySharing={sharing} pendant={pendant} />),
  );
}

beforeEach(() => {
  startCheckout.mockReset();
  act(() => saveCurrency('EUR'));
});

it('totals the plan and its add-ons in euros, and shows another currency only as an estimate', async () => {
  renderForm();
  expect(screen.getByRole('radio', { name: /^Premium Protection/ })).toBeChecked();
  expect(screen.getByTestId('checkout-total')).toHaveTextContent('Total: €4.99 a month');
  expect(screen.queryByText(/an estimate/)).toBeNull();

  await userEvent.click(screen.getByRole('checkbox', { name: /Call Centre Spain|Call centre/i }));
  const extra = screen.getByRole('spinbutton', { name: t.extraFamilyMembers });
  await userEvent.clear(extra);
  await userEvent.type(extra, '3');
  // 4.99 + 24.99 + 3 × 0.99, counted in cents.
  expect(screen.getByTestId('checkout-total')).toHaveTextContent('Total: €32.95 a month');

  act(() => saveCurrency('GBP'));
  expect(screen.getByTestId('checkout-total')).toHaveTextContent('Total: €32.95 a month');
  expect(screen.getByText(/About £28\.01 a month in your currency \(an estimate\)/)).toBeInTheDocument();
});

it('refuses a number of extra family members out of range, and sends nothing', async () => {
  renderForm();
  const extra = screen.getByRole('spinbutton', { name: t.extraFamilyMembers });
  await userEvent.clear(extra);
  await userEvent.type(extra, '11');
  await userEvent.click(screen.getByRole('button', { name: t.continue }));
  expect(await screen.findByText(t.errors.extraFamilyMembers.replace('{max}', '10'))).toBeInTheDocument();
  expect(extra).toHaveAttribute('aria-invalid', 'true');
  expect(startCheckout).not.toHaveBeenCalled();
});

it('says why checkout cannot start, in words the member can act on', async () => {
  startCheckout.mockResolvedValue({ data: { status: 'alreadySubscribed' } });
  renderForm();
  await userEvent.click(screen.getByRole('button', { name: t.continue }));
  expect(await screen.findByRole('alert')).toHaveTextContent(t.problems.alreadySubscribed);
  expect(startCheckout).toHaveBeenCalledWith({ planId: plans[1].id, spainCallCentre: false, extraFamilyMembers: 0, withPendant: false, shipment: null });
});

it('adds the pendant once, with its shipment and terms checked before anything is sent', async () => {
  startCheckout.mockResolvedValue({ data: { status: 'alreadySubscribed' } });
  renderForm();
  await userEvent.click(screen.getByRole('checkbox', { name: /ICE SOS Bluetooth Pendant/ }));
  expect(screen.getByTestId('checkout-once')).toHaveTextContent('Plus €49.99 once today for the pendant.');
  expect(screen.getByTestId('checkout-total')).toHaveTextContent('Total: €4.99 a month');
  await userEvent.click(screen.getByRole('button', { name: t.continue }));
  expect(await screen.findByText(en.Billing.order.errors.acknowledged)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: en.Billing.order.fullName })).toHaveAttribute('aria-invalid', 'true');
  expect(startCheckout).not.toHaveBeenCalled();

  await userEvent.type(screen.getByRole('textbox', { name: en.Billing.order.fullName }), 'Ana García');
  await userEvent.type(screen.getByRole('textbox', { name: en.Billing.order.line1 }), 'Calle Mayor 1');
  await userEvent.type(screen.getByRole('textbox', { name: en.Billing.order.postalCode }), '03001');
  await userEvent.type(screen.getByRole('textbox', { name: en.Billing.order.city }), 'Alicante');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: en.Billing.order.country }), 'ES');
  await userEvent.click(screen.getByRole('checkbox', { name: en.Billing.order.acknowledge }));
  await userEvent.click(screen.getByRole('button', { name: t.continue }));
  await screen.findByRole('alert');
  expect(startCheckout).toHaveBeenCalledWith(
    expect.objectContaining({ withPendant: true, shipment: { fullName: 'Ana García', line1: 'Calle Mayor 1', line2: '', postalCode: '03001', city: 'Alicante', country: 'ES', acknowledged: true } }),
  );
});
