import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RoleChange } from '@/components/admin-members/role-change';
import { changeMemberRole } from '@/lib/actions/admin-members';
import { withIntl } from '../test-intl';

const { routerMock } = jest.requireActual('../home/mocks');
jest.mock('next/navigation', () => jest.requireActual('../home/mocks').nextNavigationMock());
jest.mock('@/lib/actions/admin-members', () => ({ changeMemberRole: jest.fn() }));

const change = changeMemberRole as unknown as jest.Mock;
const ID = '11111111-1111-4111-8111-111111111111';

beforeEach(() => jest.clearAllMocks());

/** Picks a role and opens the confirmation. */
async function chooseAndOpen(role: 'Admin' | 'Member', locale: 'en' | 'nl' = 'en') {
  render(withIntl(<RoleChange memberId={ID} name="Maria Lopez" role={role === 'Admin' ? 'user' : 'admin'} />, locale));
  const select = screen.getByRole('combobox');
  await userEvent.selectOptions(select, role === 'Admin' ? 'admin' : 'user');
  await userEvent.click(screen.getByTestId('role-change'));
  return { select, dialog: await screen.findByRole('dialog') };
}

describe('RoleChange', () => {
  it('offers no change until another role is chosen', () => {
    render(withIntl(<RoleChange memberId={ID} name="Maria Lopez" role="user" />));
    expect(screen.getByRole('combobox', { name: 'Role of Maria Lopez' })).toHaveValue('user');
    expect(screen.getByTestId('role-change')).toBeDisabled();
    expect(screen.getByText('Choose another role to change it.')).toBeInTheDocument();
  });

  it('asks first, with "keep" focused, then changes the role, says so and reloads the page', async () => {
    change.mockResolvedValue({ data: { status: 'changed', role: 'admin' } });
    const { select, dialog } = await chooseAndOpen('Admin');
    expect(within(dialog).getByText('Maria Lopez will be: Admin. This is recorded in the audit log.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Keep the role' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(change).toHaveBeenCalledWith({ memberId: ID, role: 'admin' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent('Maria Lopez is now: Admin.');
    expect(routerMock.refresh).toHaveBeenCalled();
    await waitFor(() => expect(select).toHaveFocus());
  });

  it('keeps the dialog open and says why when the database refuses the last admin', async () => {
    change.mockResolvedValue({ data: { status: 'lastAdmin' } });
    const { dialog } = await chooseAndOpen('Member');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Maria Lopez is the last admin. Make someone else an admin first.');
    expect(routerMock.refresh).not.toHaveBeenCalled();
  });

  it('says in Dutch that one’s own admin role is another admin’s to remove', async () => {
    change.mockResolvedValue({ data: { status: 'ownRole' } });
    const { dialog } = await chooseAndOpen('Member', 'nl');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rol wijzigen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('U kunt uw eigen beheerdersrol niet intrekken.');
  });

  it('says a failure in words and changes nothing on the page', async () => {
    change.mockResolvedValue({ serverError: 'failed' });
    const { dialog } = await chooseAndOpen('Admin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The role could not be changed. Please try again.');
    expect(routerMock.refresh).not.toHaveBeenCalled();
  });
});
