'use client';

import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { hardNavigate } from '@/lib/auth/navigate';
import { codeSchema } from '@/lib/validation/auth';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';
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
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = codeSchema.safeParse({ code: new FormData(event.currentTarget).get('code') ?? '' });
    if (!parsed.success) {
      setError(text.fromValidation('codeInvalid'));
      return;
    }
    setError(null);
    setBusy(true);
    const serverError = await verify(parsed.data.code);
    if (serverError) {
      setBusy(false);
      setError(text.fromServer(serverError, 'verifying'));
      return;
    }
    hardNavigate(then);
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <FormAlert tone="info">{sentMessage}</FormAlert>
      <FormField id={id} name="code" inputMode="numeric" autoComplete="one-time-code" autoFocus label={codeLabel} error={error ?? undefined} />
      <Button type="submit" loading={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
