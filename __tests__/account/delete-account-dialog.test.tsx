import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeleteAccountDialog } from '@/components/account/delete-account-dialog';
import { deleteMyAccount } from '@/lib/actions/account';
import { withIntl } from '../test-intl';

jest.mock('@/lib/actions/account', () => ({ deleteMyAccount: { bind: jest.fn() } }));
const action = jest.fn();
jest.mocked(deleteMyAccount.bind).mockReturnValue(action);

beforeEach(() => action.mockReset());

describe('DeleteAccountDialog', () => {
  it('states what is deleted and what the law keeps, and deletes nothing until the word is typed and the password given', async () => {
    const user = userEvent.setup();
    render(withIntl(<DeleteAccountDialog donePath="/es/account-deleted" />, 'es'));
    const trigger = screen.getByRole('button', { name: 'Eliminar mi cuenta…' });
    await user.click(trigger);

    const dialog = screen.getByRole('dialog', { name: '¿Eliminar su cuenta definitivamente?' });
    expect(dialog).toHaveTextContent('sus contactos de emergencia y su ficha médica');
    expect(dialog).toHaveTextContent('Sus pedidos y suscripciones, como registros de facturación');
    expect(screen.getByRole('textbox', { name: 'Escriba ELIMINAR para confirmar' })).toBeInTheDocument();
    const password = screen.getByLabelText('Su contraseña');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');

    await user.type(screen.getByRole('textbox', { name: 'Escriba ELIMINAR para confirmar' }), 'DELETE');
    await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    expect(await screen.findByText('Escriba exactamente ELIMINAR para confirmar.')).toBeInTheDocument();
    expect(screen.getByText('Escriba su contraseña actual.')).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Conservar mi cuenta' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('sends the word and the password, and shows a wrong password by its field', async () => {
    const user = userEvent.setup();
    action.mockResolvedValue({ data: { status: 'wrongPassword' } });
    render(withIntl(<DeleteAccountDialog donePath="/nl/account-deleted" />, 'nl'));
    await user.click(screen.getByRole('button', { name: 'Mijn account verwijderen…' }));
    await user.type(screen.getByRole('textbox', { name: 'Typ VERWIJDEREN om te bevestigen' }), 'verwijderen');
    await user.type(screen.getByLabelText('Uw wachtwoord'), 'not-my-password');
    await user.click(screen.getByRole('button', { name: 'Mijn account verwijderen' }));
    await waitFor(() => expect(action).toHaveBeenCalledWith({ confirmation: 'verwijderen', password: 'not-my-password' }));
    expect(await screen.findByText('Uw wachtwoord klopt niet. Er is niets verwijderd.')).toBeInTheDocument();
    expect(screen.getByLabelText('Uw wachtwoord')).toHaveFocus();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows why the server refused, and keeps the dialog open', async () => {
    const user = userEvent.setup();
    action.mockResolvedValue({ data: { status: 'billingUnavailable' } });
    render(withIntl(<DeleteAccountDialog donePath="/account-deleted" />));
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
    await user.type(screen.getByRole('textbox', { name: 'Type DELETE to confirm' }), 'delete');
    await user.type(screen.getByLabelText('Your password'), 'my-password');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(action).toHaveBeenCalledWith({ confirmation: 'delete', password: 'my-password' }));
    expect(await screen.findByText(/cannot reach the payment service/)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says what to do when the session has not passed the second step', async () => {
    const user = userEvent.setup();
    action.mockResolvedValue({ serverError: 'forbidden' });
    render(withIntl(<DeleteAccountDialog donePath="/account-deleted" />));
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
    await user.type(screen.getByRole('textbox', { name: 'Type DELETE to confirm' }), 'DELETE');
    await user.type(screen.getByLabelText('Your password'), 'my-password');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(/code from your authenticator app/)).toBeInTheDocument();
  });
});
