import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { withIntl } from '@/__tests__/test-intl';
import { emptyDraft, type OfferedPlan } from '@/lib/registration/dialogue';
import type { RegistrationAnswers } from '@/lib/registration/schema';
import { RegistrationForm, type RegistrationFormProps } from './registration-form';

// The policy dialog loads its text from the server; a plain link stands in for it.
jest.mock('@/components/legal/policy-link', () => ({
  PolicyLink: ({ kind, children }: { kind: string; children: ReactNode }) => <a href={`/${kind}`}>{children}</a>,
}));

const plans: OfferedPlan[] = [
  { id: 'core', name: 'Core', price: 9, currency: 'EUR', contactLimit: 2, priceLabel: '€9.00 a month' },
  { id: 'family', name: 'Family', price: 19, currency: 'EUR', contactLimit: 5, priceLabel: '€19.00 a month' },
];

const luis = { name: 'Luis García', relationship: 'son', phone: '611 222 333', email: '' };
const marta = { name: 'Marta', relationship: 'neighbour', phone: '', email: 'marta@example.com' };

const complete: RegistrationAnswers = {
  protectedPerson: 'self',
  protectedName: 'Ana García',
  email: 'ana@example.com',
  phone: '600 123 456',
  country: 'ES',
  language: 'es',
  planId: 'core',
  spainCallCentre: true,
  contacts: [luis],
  medical: null,
  acceptTerms: true,
  healthDataConsent: false,
  password: 'a long enough password',
};

const MISSING_CREDENTIALS = 'You must provide either an email or phone number and a password';

function renderForm(props: Partial<RegistrationFormProps> = {}, locale: 'en' | 'nl' | 'es' = 'en') {
  const onChange = jest.fn();
  const onSubmit = jest.fn<ReturnType<RegistrationFormProps['onSubmit']>, Parameters<RegistrationFormProps['onSubmit']>>(async () => undefined);
  render(
    withIntl(
      <RegistrationForm answers={complete} plans={plans} mode="new" onChange={onChange} onSubmit={onSubmit} submitLabel="Create my account" busyLabel="Creating…" {...props}>
        <button type="button">Prefer to chat?</button>
      </RegistrationForm>,
      locale,
    ),
  );
  return { onChange, onSubmit };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
const lastDraft = (onChange: jest.Mock): RegistrationAnswers => onChange.mock.lastCall?.[0];

describe('RegistrationForm', () => {
  it('starts from the draft, every answer in its field', () => {
    renderForm();
    expect(screen.getByRole('radio', { name: 'Me' })).toBeChecked();
    expect(field('Your full name')).toHaveValue('Ana García');
    expect(field('Your e-mail address')).toHaveValue('ana@example.com');
    expect(field('Your mobile phone number')).toHaveValue('600 123 456');
    expect(field('Your mobile phone number')).toHaveAttribute('type', 'tel');
    expect(field('Your mobile phone number')).toHaveAttribute('autocomplete', 'tel');
    expect(screen.getByRole('combobox', { name: 'Country of residence' })).toHaveValue('ES');
    expect(screen.getByRole('combobox', { name: 'Language for messages and calls' })).toHaveValue('es');
    expect(screen.getByRole('radio', { name: /Core.*€9\.00 a month.*Up to 2 emergency contacts/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Spain call-centre service/ })).toBeChecked();
    expect(field('Name')).toHaveValue('Luis García');
    expect(field('Relationship')).toHaveValue('son');
    expect(screen.getByRole('checkbox', { name: /I accept the terms of service/ })).toBeChecked();
    expect(screen.getByRole('link', { name: 'terms of service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
    expect(field('Password')).toHaveAttribute('type', 'password');
    expect(field('Password')).toHaveAttribute('autocomplete', 'new-password');
    // Every part is a named group.
    for (const legend of ['The person protected', 'Contact details', 'Plan', 'Emergency contacts', 'Medical essentials (optional)', 'Terms and password']) {
      expect(screen.getByRole('group', { name: legend })).toBeInTheDocument();
    }
  });

  it('keeps a country Emma was told that is not in the list', () => {
    renderForm({ answers: { ...complete, country: 'DE', phone: '+49 1512 3456789' } });
    expect(screen.getByRole('combobox', { name: 'Country of residence' })).toHaveValue('DE');
    expect(screen.getByRole('option', { name: 'Germany' })).toBeInTheDocument();
  });

  it('reports the updated draft on every change, in the draft shape', async () => {
    const { onChange } = renderForm({ answers: emptyDraft('en') });
    await userEvent.type(field('Your full name'), 'Ana');
    expect(lastDraft(onChange)).toEqual({ ...emptyDraft('en'), protectedName: 'Ana' });

    await userEvent.click(screen.getByRole('radio', { name: 'Someone I care for' }));
    expect(lastDraft(onChange).protectedPerson).toBe('other');
    expect(field('Full name of the person you care for')).toHaveValue('Ana');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country of residence' }), 'NL');
    await userEvent.click(screen.getByRole('radio', { name: /Family/ }));
    expect(lastDraft(onChange)).toMatchObject({ country: 'NL', planId: 'family', medical: null });
  });

  it('turns the medical lists, one per line, into the lists of the draft, and an empty block into none', async () => {
    const { onChange } = renderForm({ answers: emptyDraft('en') });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Blood type' }), 'unknown');
    await userEvent.type(field('Conditions'), 'Diabetes{Enter}Asthma');
    await userEvent.type(field('Allergies'), 'Penicillin');
    expect(lastDraft(onChange).medical).toEqual({ bloodType: 'unknown', conditions: ['Diabetes', 'Asthma'], medications: [], allergies: ['Penicillin'] });
    expect(field('Conditions')).toHaveValue('Diabetes\nAsthma');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Blood type' }), 'Not given');
    await userEvent.clear(field('Conditions'));
    await userEvent.clear(field('Allergies'));
    expect(lastDraft(onChange).medical).toBeNull();
  });

  it("shows docs/product.md#sign-up-and-sign-in's message at the top when the e-mail is missing, and sends nothing", async () => {
    const { onSubmit } = renderForm({ answers: { ...complete, email: '' } });
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MISSING_CREDENTIALS);
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();

    // Given, the message goes.
    await userEvent.type(field('Your e-mail address'), 'ana@example.com');
    expect(screen.queryByText(MISSING_CREDENTIALS)).not.toBeInTheDocument();
  });

  it('shows the same message when the password is missing, and each field error by its field', async () => {
    renderForm({ answers: { ...complete, password: '', protectedName: '1' } });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(MISSING_CREDENTIALS);
    const name = field('Your full name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Enter a name with letters only (at least two), such as Ana García.');
    await waitFor(() => expect(name).toHaveFocus());
  });

  it("disables 'Add a contact' at the plan's limit and says why", async () => {
    const { onChange } = renderForm();
    const add = screen.getByRole('button', { name: 'Add a contact' });
    expect(add).toBeEnabled();
    expect(screen.getByText('1 of 2 added.')).toBeInTheDocument();

    await userEvent.click(add);
    expect(screen.getAllByRole('textbox', { name: 'Name' })).toHaveLength(2);
    expect(lastDraft(onChange).contacts).toEqual([luis, { name: '', relationship: '', phone: '', email: '' }]);
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('You have added 2 of 2 contacts, the most your plan allows. To add more, choose a plan that allows more.');

    // A plan that allows more lets more be added.
    await userEvent.click(screen.getByRole('radio', { name: /Family/ }));
    expect(add).toBeEnabled();
    expect(screen.getByText('2 of 5 added.')).toBeInTheDocument();
  });

  it('needs a plan before contacts can be added', () => {
    renderForm({ answers: emptyDraft('en') });
    expect(screen.getByRole('button', { name: 'Add a contact' })).toBeDisabled();
    expect(screen.getByText('Choose a plan first: it sets how many contacts you can add.')).toBeInTheDocument();
  });

  it('refuses more contacts than the plan allows, with the limit in the message', async () => {
    const { onSubmit } = renderForm({ answers: { ...complete, contacts: [luis, marta, { ...marta, name: 'Pilar' }] } });
    await submit();
    expect(await screen.findByText('This plan allows up to 2 emergency contacts. Remove one, or choose a plan that allows more.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("removes a contact with a button named after it, and moves focus to 'Add a contact'", async () => {
    const { onChange } = renderForm({ answers: { ...complete, contacts: [luis, { ...marta, name: '' }] } });
    expect(screen.getByRole('button', { name: 'Remove contact 2' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Luis García' }));
    expect(lastDraft(onChange).contacts).toEqual([{ ...marta, name: '' }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add a contact' })).toHaveFocus());
  });

  it('offers the Spain call-centre service only for Spain', async () => {
    renderForm();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country of residence' }), 'NL');
    expect(screen.queryByRole('checkbox', { name: /Spain call-centre service/ })).not.toBeInTheDocument();
  });

  it('asks for separate consent when medical essentials are given', async () => {
    const { onSubmit } = renderForm({ answers: { ...complete, medical: { bloodType: 'A+', conditions: [], medications: [], allergies: [] } } });
    await submit();
    const consent = screen.getByRole('checkbox', { name: /I explicitly consent/ });
    expect(consent).toHaveAccessibleDescription(/To store medical information we need your explicit consent/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands valid answers over as they are, in the draft shape', async () => {
    const { onSubmit } = renderForm();
    await submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith(complete);
  });

  it('asks neither e-mail nor password of a signed-in member', async () => {
    const { onSubmit } = renderForm({ mode: 'existing', answers: { ...complete, email: '', password: '' } });
    expect(screen.queryByLabelText('Your e-mail address')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Terms' })).toBeInTheDocument();
    await submit();
    expect(screen.queryByText(MISSING_CREDENTIALS)).not.toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith({ ...complete, email: '', password: '' });
  });

  it("shows the server's answers by their fields and at the top", async () => {
    const onSubmit = jest.fn(async () => ({ fieldErrors: { email: 'emailInvalid', contacts: 'contactsOverLimit' }, formError: 'failed' }));
    renderForm({ onSubmit });
    await submit();
    const email = field('Your e-mail address');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/Enter a valid e-mail address, such as ana@example.com\./);
    expect(screen.getByText('This plan allows up to 2 emergency contacts. Remove one, or choose a plan that allows more.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('That did not work just now.');
  });

  it('shows and hides the password on request', async () => {
    renderForm();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(field('Password')).toHaveAttribute('type', 'text');
  });

  it('renders the parent’s controls above the submit button, and speaks Dutch', () => {
    renderForm({}, 'nl');
    const form = screen.getByRole('button', { name: 'Create my account' }).closest('form') as HTMLFormElement;
    expect(within(form).getByRole('button', { name: 'Prefer to chat?' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Noodcontacten' })).toBeInTheDocument();
    expect(screen.getByLabelText('Uw volledige naam')).toHaveValue('Ana García');
  });
});
