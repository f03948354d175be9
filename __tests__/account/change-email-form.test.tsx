import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangeEmailForm } from '@/components/account/change-email-form';
import { changeEmail } from '@/lib/actions/account';
import { withIntl } from '../test-intl';

const refresh = jest.fn();
jest.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ refresh }) }));
jest.mock('@/lib/actions/account', () => ({ changeEmail: { bind: jest.fn() } }));
const action = jest.fn();
jest.mocked(changeEmail.bind).mockReturnValue(action);

beforeEach(() => {
  action.mockReset();
  refresh.mockReset();
});

describe('ChangeEmailForm', () => {
  it('once the links are sent, says so and refreshes the page so its "waiting for confirmation" notice shows', async () => {
    const user = userEvent.setup();
    action.mockResolvedValue({ data: { status: 'sent', email: 'new@example.com' } });
    render(withIntl(<ChangeEmailForm />));
    await user.type(screen.getByLabelText('New e-mail address'), 'New@Example.com');
    await user.click(screen.getByRole('button', { name: 'Change e-mail address' }));
    await waitFor(() => expect(action).toHaveBeenCalledWith({ email: 'New@Example.com' }));
    expect(await screen.findByText(/We sent a confirmation link to your current address and to new@example.com/)).toBeInTheDocument();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('does not refresh when nothing was sent', async () => {
    const user = userEvent.setup();
    action.mockResolvedValue({ data: { status: 'taken' } });
    render(withIntl(<ChangeEmailForm />));
    await user.type(screen.getByLabelText('New e-mail address'), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Change e-mail address' }));
    expect(await screen.findByText('Another account already uses that address.')).toBeInTheDocument();
    expect(refresh).not.toHaveBeenCalled();
  });
});
