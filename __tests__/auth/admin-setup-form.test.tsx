import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminSetupForm } from '@/components/auth/admin-setup-form';
import { setUpFirstAdmin } from '@/lib/actions/auth-admin-setup';
import { withIntl } from '../test-intl';

jest.mock('@/lib/actions/auth-admin-setup', () => ({ setUpFirstAdmin: jest.fn() }));
const hardNavigate = jest.fn();
jest.mock('@/lib/auth/navigate', () => ({ hardNavigate: (path: string) => hardNavigate(path) }));

const claim = jest.mocked(setUpFirstAdmin);
const codeField = () => screen.getByLabelText('Setup code');
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Make me admin' }));

beforeEach(() => jest.clearAllMocks());

describe('AdminSetupForm', () => {
  it('asks for the code by the field, in the visitor’s language, without calling the server', async () => {
    render(withIntl(<AdminSetupForm adminHref="/nl/admin-dashboard" />, 'nl'));
    await userEvent.click(screen.getByRole('button', { name: 'Maak mij beheerder' }));
    const field = screen.getByLabelText('Installatiecode');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Vul de installatiecode in.');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('name', 'token');
    expect(claim).not.toHaveBeenCalled();
  });

  it('sends the code as an object and shows a refusal as an alert', async () => {
    claim.mockResolvedValueOnce({ data: { outcome: 'wrongToken' } });
    render(withIntl(<AdminSetupForm adminHref="/admin-dashboard" />));
    await userEvent.type(codeField(), 'nope');
    await submit();
    expect(claim).toHaveBeenCalledWith({ token: 'nope' });
    expect(await screen.findByRole('alert')).toHaveTextContent('That setup code is not correct.');
  });

  it.each([
    [{ data: { outcome: 'adminExists' as const } }, 'An admin already exists. Ask them for access.'],
    [{ data: { outcome: 'disabled' as const } }, 'Admin setup is switched off on this server.'],
    [{ serverError: 'signedOut' as const }, 'Something went wrong and nothing was changed. Please try again.'],
    [{ serverError: 'failed' as const }, 'Something went wrong and nothing was changed. Please try again.'],
  ])('shows %o as its own message', async (result, message) => {
    claim.mockResolvedValueOnce(result);
    render(withIntl(<AdminSetupForm adminHref="/admin-dashboard" />));
    await userEvent.type(codeField(), 'secret');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it("shows the server's field error by the field", async () => {
    claim.mockResolvedValueOnce({ validationErrors: { formErrors: [], fieldErrors: { token: ['wrongToken'] } } });
    render(withIntl(<AdminSetupForm adminHref="/admin-dashboard" />));
    await userEvent.type(codeField(), 'secret');
    await submit();
    expect(codeField()).toHaveAccessibleDescription('That setup code is not correct.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('on success, says so and opens the admin dashboard with a full load', async () => {
    claim.mockResolvedValueOnce({ data: { outcome: 'success' } });
    render(withIntl(<AdminSetupForm adminHref="/es/admin-dashboard" />));
    await userEvent.type(codeField(), 'secret');
    await submit();
    expect(await screen.findByRole('status')).toHaveTextContent('You are now the admin.');
    await userEvent.click(screen.getByRole('button', { name: 'Open the admin dashboard' }));
    expect(hardNavigate).toHaveBeenCalledWith('/es/admin-dashboard');
  });
});
