'use client';

import { type FormEvent, useState } from 'react';
import type { AuthValidationKey } from '@/lib/validation/auth';
import { useAuthErrorText } from './use-auth-error-text';

/** The zod result shape, so any object schema of lib/validation/auth fits. */
type Parser<D> = {
  safeParse(input: unknown): { success: true; data: D } | { success: false; error: { issues: { message: string }[] } };
};

type Options<D> = {
  /** Validates the form's one field, given as `{ [field]: value }`. */
  parser: Parser<D>;
  field: string;
  /** Asks the auth server to send the e-mail or SMS; its error is shown translated. */
  send(data: D): Promise<{ error: unknown }>;
};

/**
 * The first step shared by passwordless sign-in and password recovery: validate the one field,
 * ask the auth server to send a code, and remember where it went (the code step comes next).
 */
export function useCodeRequest<D>({ parser, field, send }: Options<D>) {
  const text = useAuthErrorText();
  const [sentTo, setSentTo] = useState<D | null>(null);
  const [fieldError, setFieldError] = useState<AuthValidationKey | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parser.safeParse({ [field]: new FormData(event.currentTarget).get(field) ?? '' });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0].message as AuthValidationKey);
      return;
    }
    setFieldError(null);
    setServerError(null);
    setBusy(true);
    const { error } = await send(parsed.data);
    setBusy(false);
    if (error) setServerError(text.fromServer(error));
    else setSentTo(parsed.data);
  }

  return {
    sentTo,
    startOver: () => setSentTo(null),
    fieldError: fieldError ? text.fromValidation(fieldError) : undefined,
    serverError,
    busy,
    submit,
  };
}
