import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlanForm } from '@/components/catalogue/plan-form';
import { ProductForm } from '@/components/catalogue/product-form';
import { savePlan } from '@/lib/actions/catalogue';
import { planForm, productForm } from '@/lib/catalogue/admin-rows';
import { withIntl } from '../test-intl';

const { routerMock } = jest.requireActual('../home/mocks');
jest.mock('next/navigation', () => jest.requireActual('../home/mocks').nextNavigationMock());
jest.mock('@/lib/actions/catalogue', () => ({ savePlan: jest.fn(), saveProduct: jest.fn(), saveService: jest.fn() }));

const save = savePlan as unknown as jest.Mock;
const ID = '11111111-1111-4111-8111-111111111111';
const existing = { ...planForm(null), name: 'Premium Protection', price: '4.99', active: true };

beforeEach(() => jest.clearAllMocks());

describe('PlanForm', () => {
  it('shows each problem by its field, in the admin’s language, and saves nothing', async () => {
    render(withIntl(<PlanForm id={null} initial={planForm(null)} />, 'nl'));
    await userEvent.type(screen.getByLabelText('Prijs'), '4.999');
    await userEvent.type(screen.getByLabelText('Stripe-prijs-id'), 'prod_1');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Vul een naam in.')).toBeInTheDocument();
    expect(screen.getByLabelText('Naam')).toHaveFocus();
    expect(screen.getByLabelText('Prijs')).toHaveAccessibleDescription(expect.stringContaining('hoogstens twee decimalen'));
    expect(screen.getByLabelText('Stripe-prijs-id')).toHaveAttribute('aria-invalid', 'true');
    expect(save).not.toHaveBeenCalled();
  });

  it('saves the Dutch description with the raw values and this id, then goes back to the list', async () => {
    save.mockResolvedValue({ data: { id: ID } });
    render(withIntl(<PlanForm id={ID} initial={existing} />));
    const dutch = screen.getByRole('group', { name: 'Dutch' });
    expect(dutch).toHaveTextContent('Empty: the English text is shown.');
    await userEvent.type(screen.getByLabelText('Description in Dutch'), 'Ons kernabonnement.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ id: ID, name: 'Premium Protection', price: '4.99', nlDescription: 'Ons kernabonnement.', esDescription: '' }));
    expect(routerMock.push).toHaveBeenCalledWith('/admin-dashboard/catalogue?saved=plans');
  });

  it('puts a Stripe price id already in use on its field', async () => {
    save.mockResolvedValue({ validationErrors: { fieldErrors: { stripePriceId: ['stripePriceTaken'] } } });
    render(withIntl(<PlanForm id={ID} initial={{ ...existing, stripePriceId: 'price_1' }} />, 'es'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Otro plan o producto ya usa este id. de precio de Stripe.')).toBeInTheDocument();
    expect(screen.getByLabelText('Id. de precio de Stripe')).toHaveFocus();
    expect(routerMock.push).not.toHaveBeenCalled();
  });

  it('says what went wrong when the save failed', async () => {
    save.mockResolvedValue({ serverError: 'notFound' });
    render(withIntl(<PlanForm id={ID} initial={existing} />));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This item no longer exists.');
  });
});

describe('ProductForm', () => {
  it('offers for sale or coming soon, with the coming-soon link checked as an http(s) address', async () => {
    render(withIntl(<ProductForm id={null} initial={{ ...productForm(null), name: 'Pendant', price: '49.99' }} />));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('coming_soon');
    await userEvent.type(screen.getByLabelText('Coming soon link'), 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Enter an address starting with https:\/\//)).toBeInTheDocument();
  });
});
