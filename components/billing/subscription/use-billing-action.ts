'use client';

import { useState } from 'react';
import { actionErrorKey, type ActionResultLike } from '@/lib/actions/action-result';

/**
 * Runs one of the subscription page's actions: busy while it runs, and its answer (data) or its
 * problem ('signedOut' or 'failed'; nothing changed in either case).
 */
export function useBillingAction<A extends unknown[], D>(action: (...args: A) => Promise<(ActionResultLike & { data?: D }) | undefined>) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<'signedOut' | 'failed' | null>(null);
  async function run(...args: A): Promise<D | null> {
    setBusy(true);
    setProblem(null);
    try {
      const result = await action(...args).catch(() => undefined);
      const error = actionErrorKey(result);
      if (error === null && result?.data !== undefined) return result.data;
      setProblem(error === 'signedOut' ? 'signedOut' : 'failed');
      return null;
    } finally {
      setBusy(false);
    }
  }
  return { run, busy, problem, clearProblem: () => setProblem(null) };
}
