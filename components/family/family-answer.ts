import { actionErrorKey, type ActionResultLike } from '@/lib/actions/action-result';

type StatusAnswer<D extends { status: string }> = ActionResultLike & { data?: D };

/** Refusals the family page words in their own terms; any other error reads as 'failed'. */
const WORDED_ERRORS: readonly string[] = ['signedOut', 'notFound', 'ended', 'invalid'];

/**
 * The data of a family action's answer (useAction's `executeAsync`) when it did what was asked: no
 * error, and a status among `succeeded`. Null otherwise: a refusal (an error, or a status such as
 * 'rateLimited' or 'mailFailed'), or no answer at all. `executeAsync` rejects when the call throws;
 * the hook has recorded that as an error (familyProblem says 'failed'), so here it is simply null.
 */
export async function familyDone<D extends { status: string }>(answer: Promise<StatusAnswer<D> | undefined>, succeeded: readonly D['status'][]): Promise<D | null> {
  const result = await answer.catch(() => null);
  const data = result && actionErrorKey(result) === null ? result.data : undefined;
  return data && succeeded.includes(data.status) ? data : null;
}

/**
 * What to say after the last run of a family action, read from next-safe-action's useAction
 * state: a key under FamilyCarers.problems (useFamilyProblemText turns it into words), or null
 * while idle, running, or after it was done. A status answer that is a refusal is that problem;
 * a call that threw leaves an empty result, which is 'failed'.
 */
export function familyProblem<D extends { status: string }>(
  { hasErrored, hasSucceeded, result }: { hasErrored: boolean; hasSucceeded: boolean; result: StatusAnswer<D> },
  succeeded: readonly D['status'][],
): string | null {
  if (hasErrored) {
    const key = actionErrorKey(result);
    return key !== null && WORDED_ERRORS.includes(key) ? key : 'failed';
  }
  if (!hasSucceeded) return null;
  const status = result.data?.status;
  if (status === undefined) return 'failed';
  return succeeded.includes(status) ? null : status;
}
