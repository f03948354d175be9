import { useState } from 'react';
import { actionErrorKey, type ActionResultLike } from '@/lib/actions/action-result';

/** What a refused or failed read says; 'ended' carries the moment access ended. */
export type ReadProblem = { kind: 'ended'; endedAt: string } | { kind: 'paused' } | { kind: 'error'; key: 'forbidden' | 'notFound' | 'signedOut' | 'failed' };

type Refusal = { status: 'ended'; endedAt: string } | { status: 'paused' };
type Answer = { status: 'ok' } | Refusal;

/**
 * Runs one of the logged reads of lib/actions/looking-after.ts on an explicit request: busy while
 * it runs, then either the data or the reason it was refused (access ended, paused, not shared),
 * so the page can say it in words instead of showing an error dump.
 */
export function useLoggedRead<I, D extends Answer>(action: (input: I) => Promise<(ActionResultLike & { data?: D }) | undefined>) {
  const [busy, setBusy] = useState(false);
  const [data, setData] = useState<Extract<D, { status: 'ok' }> | null>(null);
  const [problem, setProblem] = useState<ReadProblem | null>(null);

  async function run(input: I) {
    setBusy(true);
    setProblem(null);
    try {
      const result = await action(input).catch(() => undefined);
      const error = actionErrorKey(result);
      const answer = result?.data;
      if (error !== null || !answer) {
        const key = error === 'forbidden' || error === 'notFound' || error === 'signedOut' ? error : 'failed';
        setProblem({ kind: 'error', key });
      } else if (answer.status === 'ok') {
        setData(answer as Extract<D, { status: 'ok' }>);
      } else {
        const refusal = answer as Refusal;
        setData(null);
        setProblem(refusal.status === 'ended' ? { kind: 'ended', endedAt: refusal.endedAt } : { kind: 'paused' });
      }
    } finally {
      setBusy(false);
    }
  }
  return { run, busy, data, problem };
}
