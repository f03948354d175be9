import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OneTimeCodeForm } from '@/components/auth/one-time-code-form';
import { SignInForm } from '@/components/auth/sign-in-form';
import { withIntl } from '../test-intl';

const signInWithPassword = jest.fn();
const signInWithOtp = jest.fn();
jest.mock('@/lib/supabase/client', () => ({
  createClient: () => ({ auth: { signInWithPassword, signInWithOtp } }),
}));
const hardNavigate = jest.fn();
jest.mock('@/lib/auth/navigate', () => ({ hardNavigate: (path: string) => hardNavigate(path) }));

beforeEach(() => jest.clearAllMocks());

describe('SignInForm', () => {
  it('shows the exact spec message when e-mail/phone or password is missing, and calls nobody', async () => {
    render(withIntl(<SignInForm next="/member-dashboard" />));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('You must provide either an email or phone number and a password');
    await userEvent.type(screen.getByLabelText('E-mail or phone number'), 'member@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('You must provide either an email or phone number and a password');
    expect(signInWithPassword).not.toHaveBeenCalled();
  });

  it('shows the translated message in Spanish', async () => {
    render(withIntl(<SignInForm next="/es/member-dashboard" />, 'es'));
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Debe indicar un correo electrónico o un número de teléfono y una contraseña');
  });

  it('links a field error to its input', async () => {
    render(withIntl(<SignInForm next="/member-dashboard" />));
    await userEvent.type(screen.getByLabelText('E-mail or phone number'), 'maria');
    await userEvent.type(screen.getByLabelText('Password'), 'whatever1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const input = screen.getByLabelText('E-mail or phone number');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Enter a valid e-mail address'));
    expect(input).toHaveFocus();
  });

  it('signs in with e-mail and goes to next; shows invalid credentials specifically', async () => {
    signInWithPassword.mockResolvedValueOnce({ data: {}, error: { code: 'invalid_credentials', status: 400 } });
    render(withIntl(<SignInForm next="/nl/sos" />, 'nl'));
    await userEvent.type(screen.getByLabelText('E-mailadres of telefoonnummer'), 'Member@Example.com');
    await userEvent.type(screen.getByLabelText('Wachtwoord'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Het e-mailadres, telefoonnummer of wachtwoord klopt niet.');
    expect(signInWithPassword).toHaveBeenCalledWith({ email: 'member@example.com', password: 'wrong-password' });

    signInWithPassword.mockResolvedValueOnce({ data: {}, error: null });
    await userEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(hardNavigate).toHaveBeenCalledWith('/nl/sos');
  });
});

describe('OneTimeCodeForm', () => {
  it('needs an e-mail or phone before sending a code (docs/product.md#rules)', async () => {
    render(withIntl(<OneTimeCodeForm next="/member-dashboard" onUsePassword={() => {}} />));
    await userEvent.click(screen.getByRole('button', { name: 'Send link and code' }));
    expect(screen.getByLabelText('E-mail or phone number')).toHaveAccessibleDescription(
      expect.stringContaining('Enter your e-mail address or phone number to get a code.'),
    );
    expect(signInWithOtp).not.toHaveBeenCalled();
  });

  it('sends a code to a phone number, without creating accounts', async () => {
    signInWithOtp.mockResolvedValueOnce({ data: {}, error: null });
    render(withIntl(<OneTimeCodeForm next="/member-dashboard" onUsePassword={() => {}} />));
    await userEvent.type(screen.getByLabelText('E-mail or phone number'), '+34 600 123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Send link and code' }));
    expect(signInWithOtp).toHaveBeenCalledWith({ phone: '+34600123456', options: { shouldCreateUser: false } });
    expect(await screen.findByLabelText('One-time code')).toBeInTheDocument();
  });
});
