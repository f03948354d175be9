import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslations } from 'next-intl';
import { withIntl } from '@/__tests__/test-intl';
import { applyActionFieldErrors } from '@/components/forms/apply-action-errors';
import { FormCheckbox } from '@/components/forms/form-checkbox';
import { FormSubmitButton } from '@/components/forms/form-submit-button';
import { FormTextField } from '@/components/forms/form-text-field';
import { useZodForm } from '@/components/forms/use-zod-form';
import { ZodForm } from '@/components/forms/zod-form';
import { type ContactErrorKey, contactErrorValues } from '@/lib/validation/contact';
import { z } from '@/lib/zod';

// Message keys of Contact.errors, so the real catalogues translate them.
const schema = z.object({
  name: z.string().trim().min(2, { message: 'nameTooShort' }),
  email: z.string().trim().min(1, { message: 'emailRequired' }),
  accepted: z.boolean().refine((value) => value, { message: 'acceptanceRequired' }),
});
type Values = z.output<typeof schema>;
type TestFormApi = ReturnType<typeof useZodForm<z.input<typeof schema>, Values>>;

function TestForm({ onSubmit }: { onSubmit(values: Values, form: TestFormApi): unknown }) {
  const t = useTranslations('Contact');
  const form = useZodForm(schema, { name: '', email: '', accepted: false });
  return (
    <ZodForm
      form={form}
      onSubmit={(values) => onSubmit(values, form)}
      errorText={(key) => t(`errors.${key as ContactErrorKey}`, contactErrorValues(key as ContactErrorKey))}
    >
      <FormTextField id="name" name="name" label={t('fields.name')} />
      <FormTextField id="email" name="email" label={t('fields.email')} />
      <FormCheckbox id="accepted" name="accepted" label="OK" />
      <FormSubmitButton label={t('send')} pendingLabel={t('sending')} />
    </ZodForm>
  );
}

describe('the form kit', () => {
  it("shows each field's error by the field, in the person's language, and focuses the first", async () => {
    const onSubmit = jest.fn();
    render(withIntl(<TestForm onSubmit={onSubmit} />, 'nl'));
    await userEvent.click(screen.getByRole('button', { name: 'Bericht versturen' }));

    const name = screen.getByLabelText('Naam');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Vul uw naam in (minstens 2 tekens).');
    expect(name).toHaveFocus();
    expect(screen.getByLabelText('E-mailadres')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('re-checks on change after the first submit, so a fixed field loses its message at once', async () => {
    render(withIntl(<TestForm onSubmit={jest.fn()} />));
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const name = screen.getByLabelText('Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(name, 'Ana');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(name).not.toHaveAccessibleDescription();
  });

  it('says nothing while people type before their first submit', async () => {
    render(withIntl(<TestForm onSubmit={jest.fn()} />));
    await userEvent.type(screen.getByLabelText('Name'), 'A');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });

  it('hands the parsed values over and keeps the button disabled, with its pending label, until the send ends', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(withIntl(<TestForm onSubmit={onSubmit} />));
    await userEvent.type(screen.getByLabelText('Name'), '  Ana  ');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'ana@example.com');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ana', email: 'ana@example.com', accepted: true }, expect.anything());
    const button = screen.getByRole('button', { name: 'Sending…' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);

    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it("shows a server action's validation errors by their fields and focuses the first", async () => {
    const onSubmit = jest.fn((_values: Values, form: TestFormApi) =>
      applyActionFieldErrors(form, { validationErrors: { formErrors: [], fieldErrors: { email: ['emailRequired'], name: ['nameTooShort'] } } }),
    );
    render(withIntl(<TestForm onSubmit={onSubmit} />, 'es'));
    await userEvent.type(screen.getByLabelText('Nombre'), 'Ana');
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));

    const email = screen.getByLabelText('Correo electrónico');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('applyActionFieldErrors', () => {
  it('does nothing and says so when the action found no field errors', () => {
    const setError = jest.fn();
    expect(applyActionFieldErrors({ setError }, { serverError: 'failed' })).toBe(false);
    expect(applyActionFieldErrors({ setError }, { data: { sent: true } })).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });

  it('sets every field error, asking focus for the first only', () => {
    const setError = jest.fn();
    expect(applyActionFieldErrors({ setError }, { validationErrors: { fieldErrors: { name: ['nameTooShort'], email: ['emailInvalid'] } } })).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['name', { type: 'server', message: 'nameTooShort' }, { shouldFocus: true }],
      ['email', { type: 'server', message: 'emailInvalid' }, { shouldFocus: false }],
    ]);
  });
});
