import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ConfirmationSent } from '@/components/registration/confirmation-sent';
import { changeRegistrationEmail, resendConfirmation } from '@/lib/actions/registration';
import en from '@/messages/en.json';
import { withIntl } from '../test-intl';

jest.mock('@/lib/actions/registration', () => ({ changeRegistrationEmail: { bind: jest.fn() }, resendConfirmation: { bind: jest.fn() } }));
jest.mock('@/lib/i18n/navigation', () => ({ Link: ({ children }: { children: ReactNode }) => <a href="#sign-in">{children}</a> }));

const success = en.Registration.success;
const resend = jest.fn();
const change = jest.fn();

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(resendConfirmation.bind).mockReturnValue(resend);
  jest.mocked(changeRegistrationEmail.bind).mockReturnValue(change);
});

const renderSent = () => render(withIntl(<ConfirmationSent locale="en" email="ana@example.com" waitSeconds={0} />));
const status = () => screen.getByRole('status');

describe('ConfirmationSent', () => {
  it('sends the e-mail again, says so, and holds the button for the minute Auth needs', async () => {
    resend.mockResolvedValueOnce({ data: { status: 'sent', email: 'ana@example.com' } });
    renderSent();
    await userEvent.click(screen.getByRole('button', { name: success.resend }));
    expect(resendConfirmation.bind).toHaveBeenCalledWith(null, 'en');
    await waitFor(() => expect(status()).toHaveTextContent('A new confirmation e-mail is on its way to ana@example.com.'));
    expect(screen.getByRole('button', { name: success.resend })).toBeDisabled();
    expect(screen.getByText('You can send it again in 60 seconds.')).toBeInTheDocument();
  });

  it('says when the registration is no longer known, and when no answer came', async () => {
    resend.mockResolvedValueOnce({ serverError: 'notFound' });
    renderSent();
    await userEvent.click(screen.getByRole('button', { name: success.resend }));
    await waitFor(() => expect(status()).toHaveTextContent(success.expired));

    resend.mockRejectedValueOnce(new Error('offline'));
    await userEvent.click(screen.getByRole('button', { name: success.resend }));
    await waitFor(() => expect(status()).toHaveTextContent(success.failed));
  });

  it('changes the address: one that is not an address is said by the field, a good one takes over', async () => {
    renderSent();
    await userEvent.click(screen.getByRole('button', { name: success.wrongAddress }));
    const field = screen.getByLabelText(success.newAddress);

    change.mockResolvedValueOnce({ data: { status: 'invalid' } });
    await userEvent.type(field, 'ana at example');
    await userEvent.click(screen.getByRole('button', { name: success.sendToNew }));
    expect(change).toHaveBeenCalledWith({ email: 'ana at example' });
    await waitFor(() => expect(field).toHaveAccessibleDescription(en.Registration.errors.emailInvalid));
    expect(field).toHaveFocus();

    change.mockResolvedValueOnce({ data: { status: 'sent', email: 'ana.garcia@example.com' } });
    await userEvent.clear(field);
    await userEvent.type(field, 'ana.garcia@example.com');
    await userEvent.click(screen.getByRole('button', { name: success.sendToNew }));
    await waitFor(() => expect(status()).toHaveTextContent('Done: the confirmation e-mail now goes to ana.garcia@example.com.'));
    expect(screen.queryByLabelText(success.newAddress)).not.toBeInTheDocument();
    expect(screen.getByText('ana.garcia@example.com')).toBeInTheDocument();
  });
});
