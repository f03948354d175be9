import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { actionErrorKey, type ActionResultLike } from '@/lib/actions/action-result';

type Options = {
  /**
   * Read the page again after a refusal too: resending an invitation may have replaced its link
   * even when the e-mail then failed, so the list must show what is true now.
   */
  refreshOnFailure?: boolean;
};

/**
 * Runs one of the family page's actions: busy while it runs; on success the page's data is read
 * again (router.refresh) and the answer returned; otherwise the problem to say, a key under
 * FamilyCarers.problems (useFamilyProblemText turns it into words). A status answer that is a
 * refusal (rateLimited, mailFailed, ...) is that problem.
 */
export function useFamilyAction<A extends unknown[], D extends { status: string }>(
  action: (...args: A) => Promise<(ActionResultLike & { data?: D }) | undefined>,
  succeeded: readonly D['status'][],
  { refreshOnFailure = false }: Options = {},
) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function run(...args: A): Promise<D | null> {
    setBusy(true);
    setProblem(null);
    try {
      const result = await action(...args).catch(() => undefined);
      const error = actionErrorKey(result);
      const data = result?.data;
      if (error === null && data && succeeded.includes(data.status)) {
        router.refresh();
        return data;
      }
      if (refreshOnFailure) router.refresh();
      if (error === null && data) setProblem(data.status);
      else setProblem(error === 'signedOut' || error === 'notFound' || error === 'ended' || error === 'invalid' ? error : 'failed');
      return null;
    } finally {
      setBusy(false);
    }
  }
  return { run, busy, problem, clearProblem: () => setProblem(null) };
}
