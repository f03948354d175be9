'use client';

import { createContext, useContext } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';

/**
 * Turns a message key from a zod schema (or a server action's validationErrors) into text in the
 * person's language. Each form gives its own, since each feature keeps its messages in its own
 * namespace (Auth.errors, Contact.errors with {min}/{max}, ...).
 */
export type ErrorText = (key: string) => string;

export const ErrorTextContext = createContext<ErrorText>((key) => key);

/** The translated error of one field of the surrounding ZodForm, or undefined. */
export function useFieldError(name: string): string | undefined {
  const { control, getFieldState } = useFormContext();
  const formState = useFormState({ control, name });
  const errorText = useContext(ErrorTextContext);
  const key = getFieldState(name, formState).error?.message;
  return key ? errorText(key) : undefined;
}

/** The translated form-level error (a schema issue at path `root`), or undefined. */
export function useRootError(): string | undefined {
  const { control } = useFormContext();
  const { errors } = useFormState({ control });
  const errorText = useContext(ErrorTextContext);
  const key = errors.root?.message;
  return key ? errorText(key) : undefined;
}
