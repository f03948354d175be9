import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '@/components/emergency-contacts/contact-form';
import { contactFormValues } from '@/lib/validation/emergency-contacts';
import { withIntl } from '../test-intl';

const save = jest.fn();
beforeEach(() => save.mockReset());

const renderForm = (locale: 'en' | 'nl' = 'en') =>
  render(withIntl(<ContactForm idPrefix="c" initial={contactFormValues(null, locale)} submitLabel="Add contact" pendingLabel="Adding…" onSave={save} />, locale));

describe('ContactForm', () => {
  it('sends what was typed, with both channels, once it is valid', async () => {
    save.mockResolvedValueOnce({ result: { data: { status: 'added' } }, problem: null });
    renderForm();
    await userEvent.type(screen.getByLabelText('Name'), 'Pedro');
    await userEvent.type(screen.getByLabelText('Mobile phone'), '+34 600 123 456');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'pedro@example.com');
    await userEvent.selectOptions(screen.getByLabelText('Language of their messages'), 'es');
    await userEvent.click(screen.getByRole('checkbox', { name: 'SMS (text message)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    expect(save).toHaveBeenCalledWith({ name: 'Pedro', relationship: '', phone: '+34 600 123 456', email: 'pedro@example.com', language: 'es', byEmail: true, bySms: true });
  });

  it('says by each field what is wrong, moves focus there, and sends nothing', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Mobile phone'), '0612345678');
    await userEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter a name of up to 200 characters.');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Mobile phone')).toHaveAccessibleDescription(expect.stringContaining('Enter a valid mobile number in international format'));

    // Once the fields are right on their own, the channels are checked.
    await userEvent.type(screen.getByLabelText('Name'), 'Pedro');
    await userEvent.clear(screen.getByLabelText('Mobile phone'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'E-mail' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    expect(screen.getByRole('group', { name: 'Tell this contact by' })).toHaveAccessibleDescription('Choose at least one way to tell this contact: e-mail or SMS.');
    expect(save).not.toHaveBeenCalled();
  });

  it('with no channel chosen, marks both channels, says why with each and moves focus to the first', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Name'), 'Pedro');
    await userEvent.click(screen.getByRole('checkbox', { name: 'E-mail' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    const why = 'Choose at least one way to tell this contact: e-mail or SMS.';
    const email = screen.getByRole('checkbox', { name: 'E-mail' });
    const sms = screen.getByRole('checkbox', { name: 'SMS (text message)' });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(why);
    expect(sms).toHaveAttribute('aria-invalid', 'true');
    expect(sms).toHaveAccessibleDescription(why);
    expect(save).not.toHaveBeenCalled();

    // Choosing one clears it from both.
    await userEvent.click(sms);
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(sms).not.toHaveAccessibleDescription(why);
  });

  it('shows the refusal the server gave (the plan limit), in Dutch', async () => {
    save.mockResolvedValueOnce({ result: { data: { status: 'limit', limit: 5 } }, problem: 'Uw abonnement staat 5 contacten toe.' });
    renderForm('nl');
    await userEvent.type(screen.getByLabelText('Naam'), 'Kees');
    await userEvent.type(screen.getByLabelText('E-mailadres'), 'kees@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Uw abonnement staat 5 contacten toe.');
  });
});
