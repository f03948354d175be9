'use client';

import { useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { FormSubmitButton } from '@/components/forms/form-submit-button';
import { FormTextField } from '@/components/forms/form-text-field';
import { useZodForm } from '@/components/forms/use-zod-form';
import { ZodForm } from '@/components/forms/zod-form';
import { describeAuthError } from '@/lib/auth/auth-error';
import { hardNavigate } from '@/lib/auth/navigate';
import { codeSchema } from '@/lib/validation/auth';
import { useAuthErrorText } from './use-auth-error-text';

type Props = {
  id: string;
  sentMessage: string;
  codeLabel: string;
  submitLabel: string;
  busyLabel: string;
  /** Checks the code with the auth server; resolves to its error, or null when a session opened. */
  verify(code: string): Promise<unknown>;
  /** Where to go once the code opened a session. */
  then: string;
};

/** The second step of a code flow (sign-in or recovery): type the code from the message. */
export function CodeStep({ id, sentMessage, codeLabel, submitLabel, busyLabel, verify, then }: Props) {
  const text = useAuthErrorText();
  const form = useZodForm(codeSchema, { code: '' });
  const [leaving, setLeaving] = useState(false);

  async function check({ code }: { code: string }) {
    const serverError = await verify(code);
    if (serverError) {
      // A refused code is about the field: its message (an Auth.errors key) shows by it.
      const { key } = describeAuthError(serverError, 'verifying');
      form.setError('code', { type: 'server', message: key }, { shouldFocus: true });
      return;
    }
    setLeaving(true);
    hardNavigate(then);
  }

  return (
    <ZodForm form={form} onSubmit={check} errorText={text.fromValidation} className="flex flex-col gap-4">
      <FormAlert tone="info">{sentMessage}</FormAlert>
      <FormTextField id={id} name="code" inputMode="numeric" autoComplete="one-time-code" autoFocus label={codeLabel} />
      <FormSubmitButton label={submitLabel} pendingLabel={busyLabel} pending={leaving} />
    </ZodForm>
  );
}
