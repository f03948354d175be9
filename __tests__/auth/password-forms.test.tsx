import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CodeStep } from '@/components/auth/code-step';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { NewPasswordForm } from '@/components/auth/new-password-form';
import { withIntl } from '../test-intl';

const updateUser = jest.fn();
const resetPasswordForEmail = jest.fn();
jest.mock('@/lib/supabase/client', () => ({ createClient: () => ({ auth: { updateUser, resetPasswordForEmail } }) }));
const hardNavigate = jest.fn();
jest.mock('@/lib/auth/navigate', () => ({ hardNavigate: (path: string) => hardNavigate(path) }));

beforeEach(() => jest.clearAllMocks());

describe('NewPasswordForm', () => {
  it('checks length and the repeat by their fields before asking the auth server', async () => {
    render(withIntl(<NewPasswordForm doneHref="/member-dashboard" />));
    await userEvent.type(screen.getByLabelText('New password'), 'abcd1234');
    await userEvent.type(screen.getByLabelText('Repeat the new password'), 'abcd1235');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    const confirm = screen.getByLabelText('Repeat the new password');
    expect(confirm).toHaveAccessibleDescription('The two passwords are not the same.');
    expect(confirm).toHaveFocus();
    expect(updateUser).not.toHaveBeenCalled();
  });

  it("shows the auth server's weak-password reasons, then goes on once saved", async () => {
    updateUser.mockResolvedValueOnce({ error: { code: 'weak_password', reasons: ['pwned'] } });
    render(withIntl(<NewPasswordForm doneHref="/member-dashboard" />));
    await userEvent.type(screen.getByLabelText('New password'), 'password1');
    await userEvent.type(screen.getByLabelText('Repeat the new password'), 'password1');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That password is too weak.');
    expect(updateUser).toHaveBeenCalledWith({ password: 'password1' });

    updateUser.mockResolvedValueOnce({ error: null });
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(hardNavigate).toHaveBeenCalledWith('/member-dashboard');
  });
});

describe('ForgotPasswordForm', () => {
  it('needs an e-mail address, shown by the field', async () => {
    render(withIntl(<ForgotPasswordForm resetPath="/auth/reset-password" onBack={() => {}} />));
    await userEvent.click(screen.getByRole('button', { name: 'Send reset e-mail' }));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Enter your e-mail address.');
    expect(resetPasswordForEmail).not.toHaveBeenCalled();
  });
});

describe('CodeStep', () => {
  const renderStep = (verify: (code: string) => Promise<unknown>) =>
    render(
      withIntl(
        <CodeStep id="otp-code" sentMessage="Sent" codeLabel="One-time code" submitLabel="Verify" busyLabel="Verifying…" verify={verify} then="/sos" />,
      ),
    );

  it('refuses a malformed code by the field without asking the auth server', async () => {
    const verify = jest.fn();
    renderStep(verify);
    await userEvent.type(screen.getByLabelText('One-time code'), '12ab');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByLabelText('One-time code')).toHaveAttribute('aria-invalid', 'true');
    expect(verify).not.toHaveBeenCalled();
  });

  it("shows the auth server's refusal by the field, and goes on once the code opens a session", async () => {
    const verify = jest.fn().mockResolvedValueOnce({ code: 'otp_expired' }).mockResolvedValueOnce(null);
    renderStep(verify);
    await userEvent.type(screen.getByLabelText('One-time code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(verify).toHaveBeenCalledWith('123456');
    expect(screen.getByLabelText('One-time code')).toHaveAccessibleDescription(expect.stringContaining('That code is not right or has expired.'));

    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(hardNavigate).toHaveBeenCalledWith('/sos');
  });
});
