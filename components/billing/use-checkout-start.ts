'use client';

import type { SingleInputActionFn } from 'next-safe-action/hooks';
import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useFormAction } from '@/components/forms/use-form-action';
import type { ActionResultLike } from '@/lib/actions/action-result';
import type { z } from '@/lib/zod';

/** What a checkout action answers: `redirect` with the checkout page's url, or a reason it cannot start. */
type Started = { status: string; url?: string };
/** The reasons of its own an action gives for not starting a checkout. */
type Refusal<D extends Started> = D extends { status: infer S } ? Exclude<S, 'redirect'> : never;

/**
 * Starting a Stripe Checkout from one of our forms, through the form kit's useFormAction: the
 * action answers where to send the browser, or why it cannot (a reason of its own, or 'signedOut'
 * or 'failed' when it refused or never answered). While the browser leaves for the checkout page
 * the form stays busy (`leaving`), so nobody pays twice by clicking again.
 */
export function useCheckoutStart<T extends FieldValues, ServerError extends string, Schema extends z.ZodType | undefined, ShapedErrors extends ActionResultLike['validationErrors'], Data extends Started>(
  form: { setError: UseFormSetError<T> },
  action: SingleInputActionFn<ServerError, Schema, ShapedErrors, Data>,
) {
  const [refusal, setRefusal] = useState<Refusal<Data> | null>(null);
  const [leaving, setLeaving] = useState(false);
  const checkout = useFormAction(form, action, {
    onSuccess(data) {
      // The status is generic here, so TypeScript cannot narrow on it: the url decides too.
      if (data.status !== 'redirect' || data.url === undefined) return setRefusal(data.status as Refusal<Data>);
      setLeaving(true);
      window.location.assign(data.url);
    },
  });

  function start(input: Parameters<typeof action>[0]) {
    setRefusal(null);
    return checkout.submit(input);
  }

  const problem: Refusal<Data> | 'signedOut' | 'failed' | null = refusal ?? (checkout.problem && (checkout.problem === 'signedOut' ? 'signedOut' : 'failed'));
  return { start, problem, leaving };
}
