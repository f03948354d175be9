/**
 * The result every server action answers with (next-safe-action's shape): `data` on success, else
 * `serverError` (one of the keys below) or `validationErrors` (per field, the message keys of the
 * shared zod schema). Client code never reads the shape by hand: `actionErrorKey` and
 * `actionFieldErrors` do.
 */
export type ActionErrorKey = 'invalid' | 'signedOut' | 'forbidden' | 'notFound' | 'ended' | 'rateLimited' | 'failed';

export type ActionResultLike = {
  data?: unknown;
  serverError?: string;
  validationErrors?: { formErrors?: string[]; fieldErrors?: Record<string, string[] | undefined> };
};

const KNOWN: readonly string[] = ['invalid', 'signedOut', 'forbidden', 'notFound', 'ended', 'rateLimited', 'failed'];

/** null on success; the error key otherwise ('invalid' for validation errors, 'failed' when no answer came). */
export function actionErrorKey(result: ActionResultLike | undefined | null): ActionErrorKey | null {
  if (!result) return 'failed';
  if (result.validationErrors) return 'invalid';
  if (result.serverError !== undefined) return KNOWN.includes(result.serverError) ? (result.serverError as ActionErrorKey) : 'failed';
  return null;
}

/** Field → first message key of that field, from an action's validation errors. */
export function actionFieldErrors<F extends string>(result: ActionResultLike | undefined | null): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  for (const [field, messages] of Object.entries(result?.validationErrors?.fieldErrors ?? {})) {
    if (messages && messages[0]) out[field as F] = messages[0];
  }
  return out;
}
