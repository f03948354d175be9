import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { type ActionResultLike, actionFieldErrors } from '@/lib/actions/action-result';

/**
 * Shows a server action's validationErrors by their fields, as if the form had found them itself,
 * and moves focus to the first one. True when there was any (the caller then shows nothing else).
 */
export function applyActionFieldErrors<T extends FieldValues>(form: { setError: UseFormSetError<T> }, result: ActionResultLike | undefined | null): boolean {
  const entries = Object.entries(actionFieldErrors(result)) as [Path<T>, string][];
  entries.forEach(([field, key], index) => form.setError(field, { type: 'server', message: key }, { shouldFocus: index === 0 }));
  return entries.length > 0;
}
