'use client';

import { type SingleInputActionFn, useAction } from 'next-safe-action/hooks';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { type ActionErrorKey, actionErrorKey, actionFieldErrors, type ActionResultLike } from '@/lib/actions/action-result';
import type { z } from '@/lib/zod';
import { applyActionFieldErrors } from './apply-action-errors';

type Callbacks<Input, Data> = {
  /** The action answered with data (a refusal the action words as a status is data too); `input` is what was sent. */
  onSuccess?(data: Data, input: Input): void;
};

/**
 * A ZodForm's server action, run by next-safe-action's own `useAction` (docs/architecture.md#server-actions),
 * whose state (`isPending`, `result`, `reset`) the form reads:
 *   - `submit(input)` is what ZodForm's onSubmit returns. It runs the action with the hook's
 *     `executeAsync` and resolves once the answer is handled, so the form is busy (its submit button
 *     disabled) until then. It never rejects: a call that throws (the network failed, the server
 *     never answered) is recorded by the hook as an error, and `problem` becomes 'failed'.
 *   - The answer is handled as soon as it arrives, in the same turn as the call (the hook's own
 *     callbacks would wait for React to render the result first): validation errors go by their
 *     fields, focus on the first (applyActionFieldErrors); data goes to `onSuccess`.
 *   - `problem` is what else went wrong in the last run, an ActionErrorKey for the form to word:
 *     null while idle or running, after success, and when the fields already show what is wrong.
 *     `reset()` (the hook's) clears it.
 *
 * The type parameters are useAction's own, so the action's input and data types carry through
 * (our actions' schemas are zod's, which next-safe-action reads as Standard Schema).
 *
 * Not `useHookFormAction` (@next-safe-action/adapter-react-hook-form): its mapper reads the
 * "formatted" shape of validation errors (`{ field: { _errors } }`), and our actions answer with
 * the flattened one (lib/actions/safe-action.ts), so it would place nothing, and the empty errors
 * object it then hands to useForm's `errors` would wipe the errors we place.
 */
export function useFormAction<T extends FieldValues, ServerError extends string, Schema extends z.ZodType | undefined, ShapedErrors extends ActionResultLike['validationErrors'], Data>(
  form: { setError: UseFormSetError<T> },
  action: SingleInputActionFn<ServerError, Schema, ShapedErrors, Data>,
  { onSuccess }: Callbacks<Parameters<typeof action>[0], Data> = {},
) {
  const hook = useAction(action);
  const { executeAsync } = hook;

  async function submit(input: Parameters<typeof action>[0]): Promise<void> {
    const result = await executeAsync(input).catch((error: unknown) => {
      console.warn('A server action call failed', error);
      return null;
    });
    if (!result || applyActionFieldErrors(form, result)) return;
    if (actionErrorKey(result) === null && result.data !== undefined) onSuccess?.(result.data, input);
  }

  return { ...hook, problem: formProblem(hook), submit };
}

/** The failure of the last run the fields do not already show, as an ActionErrorKey; null otherwise. */
export function formProblem({ hasErrored, result }: { hasErrored: boolean; result: ActionResultLike }): ActionErrorKey | null {
  if (!hasErrored || Object.keys(actionFieldErrors(result)).length > 0) return null;
  // A call that threw leaves an empty result: no answer came, so nothing is known to have changed.
  return actionErrorKey(result) ?? 'failed';
}
