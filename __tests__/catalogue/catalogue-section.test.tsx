import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CatalogueSection } from '@/components/catalogue/catalogue-section';
import { moveCatalogueItem, setCatalogueItemActive } from '@/lib/actions/catalogue';
import type { CatalogueListItem } from '@/lib/catalogue/list-items';
import { withIntl } from '../test-intl';

const { routerMock } = jest.requireActual('../home/mocks');
jest.mock('next/navigation', () => jest.requireActual('../home/mocks').nextNavigationMock());
jest.mock('@/lib/actions/catalogue', () => ({ moveCatalogueItem: jest.fn(), setCatalogueItemActive: jest.fn() }));

const move = moveCatalogueItem as unknown as jest.Mock;
const visibility = setCatalogueItemActive as unknown as jest.Mock;

const plans: CatalogueListItem[] = [
  { id: 'a', name: 'Personal Account', price: 1.99, currency: 'EUR', active: true, interval: 'month', popular: false, region: 'global' },
  { id: 'b', name: 'Premium Protection', price: 4.99, currency: 'EUR', active: true, interval: 'month', popular: true, region: null },
  { id: 'c', name: 'Call Centre Spain', price: 24.99, currency: 'EUR', active: false, interval: 'year', popular: false, region: 'es' },
];

beforeEach(() => jest.clearAllMocks());

describe('CatalogueSection', () => {
  it('lists the items in the order given, with price, interval, state, popular and region in words', () => {
    render(withIntl(<CatalogueSection kind="plans" items={plans} />));
    expect(screen.getByRole('heading', { level: 2, name: 'Plans' })).toBeInTheDocument();
    const rows = screen.getAllByTestId('catalogue-row');
    expect(rows.map((row) => within(row).getByRole('rowheader').querySelector('span')?.textContent)).toEqual(['Personal Account', 'Premium Protection', 'Call Centre Spain']);
    expect(rows[1]).toHaveTextContent('Popular');
    expect(rows[1]).toHaveTextContent('All regions');
    expect(rows[2]).toHaveTextContent('Hidden');
    expect(rows[2]).toHaveTextContent('Region ES');
    expect(rows[2]).toHaveTextContent('€24.99');
    expect(rows[2]).toHaveTextContent('per year');
    expect(screen.getByRole('link', { name: 'Add plan' })).toHaveAttribute('href', '/admin-dashboard/catalogue/plans/new');
    expect(screen.getByRole('link', { name: 'Edit Premium Protection' })).toHaveAttribute('href', '/admin-dashboard/catalogue/plans/b');
  });

  it('names each button after its item and disables moves past either end', () => {
    render(withIntl(<CatalogueSection kind="plans" items={plans} />));
    expect(screen.getByRole('button', { name: 'Move Personal Account up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Personal Account down' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Move Call Centre Spain down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Hide Premium Protection' })).toHaveTextContent('Hide');
    expect(screen.getByRole('button', { name: 'Show Call Centre Spain' })).toHaveTextContent('Show');
  });

  it('moves an item on the admin’s session, announces it, reloads the data and keeps focus on the button', async () => {
    move.mockResolvedValue({ data: { moved: true } });
    render(withIntl(<CatalogueSection kind="plans" items={plans} />));
    const button = screen.getByRole('button', { name: 'Move Premium Protection up' });
    await userEvent.click(button);
    expect(move).toHaveBeenCalledWith({ kind: 'plans', id: 'b', direction: 'up' });
    expect(await screen.findByRole('status')).toHaveTextContent('Premium Protection moved.');
    expect(routerMock.refresh).toHaveBeenCalled();
    expect(button).toHaveFocus();
  });

  it('hides and shows an item', async () => {
    visibility.mockResolvedValue({ data: { active: false } });
    render(withIntl(<CatalogueSection kind="plans" items={plans} />));
    await userEvent.click(screen.getByRole('button', { name: 'Hide Premium Protection' }));
    expect(visibility).toHaveBeenCalledWith({ kind: 'plans', id: 'b', active: false });
    expect(await screen.findByRole('status')).toHaveTextContent('Premium Protection is hidden from the public pages.');
    await userEvent.click(screen.getByRole('button', { name: 'Show Call Centre Spain' }));
    expect(visibility).toHaveBeenLastCalledWith({ kind: 'plans', id: 'c', active: true });
  });

  it('says so, as an alert in the admin’s language, when a change is refused', async () => {
    move.mockResolvedValue({ serverError: 'notFound' });
    render(withIntl(<CatalogueSection kind="products" items={[{ id: 'p', name: 'Hanger', price: 49.99, currency: 'EUR', active: true, status: 'coming_soon' }, { id: 'q', name: 'Horloge', price: 99, currency: 'EUR', active: true, status: 'active' }]} />, 'nl'));
    expect(screen.getAllByTestId('catalogue-row')[0]).toHaveTextContent('Binnenkort');
    await userEvent.click(screen.getByRole('button', { name: 'Hanger omlaag verplaatsen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dat is niet gelukt.');
    expect(routerMock.refresh).not.toHaveBeenCalled();
  });

  it('says when a kind has nothing yet', () => {
    render(withIntl(<CatalogueSection kind="services" items={[]} />, 'es'));
    expect(screen.getByText('Todavía no hay servicios regionales.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Añadir servicio' })).toBeInTheDocument();
  });
});
