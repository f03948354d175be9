'use client';

import { useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useZodForm } from '@/components/forms/use-zod-form';
import type { z } from '@/lib/zod';
import { useAuthErrorText } from './use-auth-error-text';

type Options<Input extends FieldValues, Output> = {
  /** The one-field schema of lib/validation/auth (codeRequestSchema or recoveryRequestSchema). */
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /** Asks the auth server to send the e-mail or SMS; its error is shown translated. */
  send(data: Output): Promise<{ error: unknown }>;
};

/**
 * The first step shared by passwordless sign-in and password recovery: a one-field form checked by
 * its schema, that asks the auth server to send a code and remembers where it went (the code step
 * comes next).
 */
export function useCodeRequest<Input extends FieldValues, Output>({ schema, defaultValues, send }: Options<Input, Output>) {
  const text = useAuthErrorText();
  const form = useZodForm(schema, defaultValues);
  const [sentTo, setSentTo] = useState<Output | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  async function submit(data: Output) {
    setServerError(null);
    const { error } = await send(data);
    if (error) setServerError(text.fromServer(error));
    else setSentTo(data);
  }

  return { form, submit, errorText: text.fromValidation, sentTo, startOver: () => setSentTo(null), serverError };
}
