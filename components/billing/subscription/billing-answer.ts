import { actionErrorKey, type ActionResultLike } from '@/lib/actions/action-result';

/** Nothing changed in either case: signed out, or any other refusal, or no answer at all. */
export type BillingProblem = 'signedOut' | 'failed';

/**
 * The data of a subscription page action's answer (useAction's `executeAsync`) when it succeeded;
 * null otherwise, and billingProblem says why. `executeAsync` rejects when the call throws (no
 * answer came); the hook has recorded that as an error, so here it is simply no data.
 */
export async function billingData<D>(answer: Promise<(ActionResultLike & { data?: D }) | undefined>): Promise<D | null> {
  const result = await answer.catch(() => null);
  return result && actionErrorKey(result) === null && result.data !== undefined ? result.data : null;
}

/**
 * What to say after the last run of a subscription page action, read from next-safe-action's
 * useAction state: null while idle, running or after success; a call that threw (no answer)
 * leaves an empty result, which is 'failed' like any other refusal.
 */
export function billingProblem({ hasErrored, hasSucceeded, result }: { hasErrored: boolean; hasSucceeded: boolean; result: ActionResultLike }): BillingProblem | null {
  if (hasErrored) return actionErrorKey(result) === 'signedOut' ? 'signedOut' : 'failed';
  return hasSucceeded && result.data === undefined ? 'failed' : null;
}
