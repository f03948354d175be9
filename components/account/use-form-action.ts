import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { applyActionFieldErrors } from '@/components/forms/apply-action-errors';
import { type ActionErrorKey, actionErrorKey, type ActionResultLike } from '@/lib/actions/action-result';

/**
 * Runs a form's server action and sorts its answer for the form: field errors go by their fields,
 * a failure becomes `problem` (an ActionErrorKey), a success hands back the action's data. Shared
 * by the personal details, Medical ID and account forms.
 */
export function useFormAction<T extends FieldValues>(form: { setError: UseFormSetError<T> }) {
  const [problem, setProblem] = useState<ActionErrorKey | null>(null);

  async function run<D>(call: () => Promise<(ActionResultLike & { data?: D }) | undefined>): Promise<D | null> {
    setProblem(null);
    const result = await call().catch(() => null);
    if (applyActionFieldErrors(form, result)) return null;
    const error = actionErrorKey(result);
    if (error !== null || result?.data === undefined) {
      setProblem(error ?? 'failed');
      return null;
    }
    return result.data as D;
  }

  return { run, problem, clearProblem: () => setProblem(null) };
}
