import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SingleInputActionFn } from 'next-safe-action/hooks';
import { useTranslations } from 'next-intl';
import { withIntl } from '@/__tests__/test-intl';
import { FormAlert } from '@/components/forms/form-alert';
import { FormSubmitButton } from '@/components/forms/form-submit-button';
import { FormTextField } from '@/components/forms/form-text-field';
import { formProblem, useFormAction } from '@/components/forms/use-form-action';
import { useZodForm } from '@/components/forms/use-zod-form';
import { ZodForm } from '@/components/forms/zod-form';
import type { ActionErrorKey } from '@/lib/actions/action-result';
import { type ContactErrorKey, contactErrorValues } from '@/lib/validation/contact';
import { z } from '@/lib/zod';

// Message keys of Contact.errors, so the real catalogue translates them.
const schema = z.object({
  name: z.string().trim().min(2, { message: 'nameTooShort' }),
  email: z.string().trim().min(1, { message: 'emailRequired' }),
});
type Send = SingleInputActionFn<ActionErrorKey, typeof schema, { formErrors: string[]; fieldErrors: { name?: string[]; email?: string[] } }, { sent: true }>;
type Answer = Awaited<ReturnType<Send>>;

// A server action as the client sees it: a function of the input answering with the one result shape.
const action: jest.MockedFunction<Send> = jest.fn();
const onSuccess = jest.fn();

function TestForm() {
  const t = useTranslations('Contact');
  const form = useZodForm(schema, { name: '', email: '' });
  const send = useFormAction(form, action, { onSuccess });
  return (
    <ZodForm form={form} onSubmit={() => send.submit(form.getValues())} errorText={(key) => t(`errors.${key as ContactErrorKey}`, contactErrorValues(key as ContactErrorKey))}>
      <FormTextField id="name" name="name" label={t('fields.name')} />
      <FormTextField id="email" name="email" label={t('fields.email')} />
      {send.problem && <FormAlert tone="error">{send.problem}</FormAlert>}
      <FormSubmitButton label={t('send')} pendingLabel={t('sending')} />
      <button type="button" onClick={send.reset}>
        Clear
      </button>
    </ZodForm>
  );
}

async function fillAndSend() {
  await userEvent.type(screen.getByLabelText('Name'), 'Ana');
  await userEvent.type(screen.getByLabelText('E-mail address'), 'ana@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
}

beforeEach(() => {
  action.mockReset();
  onSuccess.mockReset();
});

describe('useFormAction', () => {
  it('sends what it is given, keeps the form busy until the answer is in, then hands over the data and the input', async () => {
    let answer: (result: Answer) => void = () => undefined;
    action.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(withIntl(<TestForm />));
    await fillAndSend();

    expect(action).toHaveBeenCalledWith({ name: 'Ana', email: 'ana@example.com' });
    const button = screen.getByRole('button', { name: 'Sending…' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(action).toHaveBeenCalledTimes(1);

    await act(async () => answer({ data: { sent: true } }));
    expect(onSuccess).toHaveBeenCalledWith({ sent: true }, { name: 'Ana', email: 'ana@example.com' });
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("places the action's validation errors by their fields, focuses the first, and says nothing else", async () => {
    action.mockResolvedValue({ validationErrors: { formErrors: [], fieldErrors: { email: ['emailRequired'], name: ['nameTooShort'] } } });
    render(withIntl(<TestForm />));
    await fillAndSend();

    const email = screen.getByLabelText('E-mail address');
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('gives a refusal as its key, and reset() clears it', async () => {
    action.mockResolvedValue({ serverError: 'rateLimited' });
    render(withIntl(<TestForm />));
    await fillAndSend();

    expect(await screen.findByRole('alert')).toHaveTextContent('rateLimited');
    expect(onSuccess).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it("reads a call that threw (no answer came) as 'failed', and the form is free to send again", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    action.mockRejectedValueOnce(new Error('offline'));
    render(withIntl(<TestForm />));
    await fillAndSend();

    expect(await screen.findByRole('alert')).toHaveTextContent('failed');
    expect(warn).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();

    // A new send clears the old problem while it runs and after it succeeds.
    action.mockResolvedValueOnce({ data: { sent: true } });
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    warn.mockRestore();
  });
});

describe('formProblem', () => {
  it('is null unless the last run failed, and null when the fields show what failed', () => {
    expect(formProblem({ hasErrored: false, result: {} })).toBeNull();
    expect(formProblem({ hasErrored: false, result: { data: { sent: true } } })).toBeNull();
    expect(formProblem({ hasErrored: true, result: { validationErrors: { formErrors: [], fieldErrors: { name: ['nameTooShort'] } } } })).toBeNull();
  });

  it("gives the action's key, 'invalid' for errors no field holds, and 'failed' when no answer came", () => {
    expect(formProblem({ hasErrored: true, result: { serverError: 'signedOut' } })).toBe('signedOut');
    expect(formProblem({ hasErrored: true, result: { serverError: 'something we do not know' } })).toBe('failed');
    expect(formProblem({ hasErrored: true, result: { validationErrors: { formErrors: ['tooMany'], fieldErrors: {} } } })).toBe('invalid');
    expect(formProblem({ hasErrored: true, result: {} })).toBe('failed');
  });
});
