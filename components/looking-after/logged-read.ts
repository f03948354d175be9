import { actionErrorKey, type ActionResultLike } from '@/lib/actions/action-result';

/** What a refused or failed read says; 'ended' carries the moment access ended. */
export type ReadProblem = { kind: 'ended'; endedAt: string } | { kind: 'paused' } | { kind: 'error'; key: 'forbidden' | 'notFound' | 'signedOut' | 'failed' };

type Refusal = { status: 'ended'; endedAt: string } | { status: 'paused' };
type Answer = { status: 'ok' } | Refusal;

/** The parts of useAction's state a logged read is told by. */
type ReadState<I, D extends Answer> = {
  execute(input: I): void;
  isExecuting: boolean;
  hasSucceeded: boolean;
  hasErrored: boolean;
  result: ActionResultLike & { data?: D };
};

/**
 * One of the logged reads of lib/actions/looking-after.ts, run through useAction on an explicit
 * request, as the page says it: busy while it runs, then either the data or the reason it was
 * refused (access ended, paused, not shared), so the page can say it in words instead of showing
 * an error dump. A read that threw or answered nothing is 'failed'.
 */
export function loggedRead<I, D extends Answer>(read: ReadState<I, D>) {
  const answer = read.hasSucceeded ? read.result.data : undefined;
  let problem: ReadProblem | null = null;
  if (read.hasErrored || (read.hasSucceeded && !answer)) {
    const error = actionErrorKey(read.result);
    problem = { kind: 'error', key: error === 'forbidden' || error === 'notFound' || error === 'signedOut' ? error : 'failed' };
  } else if (answer && answer.status !== 'ok') {
    const refusal = answer as Refusal;
    problem = refusal.status === 'ended' ? { kind: 'ended', endedAt: refusal.endedAt } : { kind: 'paused' };
  }
  const data = answer?.status === 'ok' ? (answer as Extract<D, { status: 'ok' }>) : null;
  return { run: read.execute, busy: read.isExecuting, data, problem };
}
