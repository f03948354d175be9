import { actionErrorKey, type ActionResultLike } from '@/lib/actions/action-result';
import {
  isStatusIncidentProblem,
  type StatusIncidentAnswer,
  type StatusIncidentProblem,
  statusIncidentProblemFromAction,
} from '@/lib/status-incidents/problems';

type ResultLike<Data> = Omit<ActionResultLike, 'data'> & { data?: StatusIncidentAnswer<Data> };

/**
 * One status incident action's outcome for a form (docs/product.md#status-page): the data, or the
 * problem to say in the admin's language. An answer that never came (the call threw: `result`
 * undefined) or one the page cannot read is 'failed'; the database's own words are never shown.
 */
export function statusIncidentOutcome<Data>(
  result: ResultLike<Data> | null | undefined,
): { ok: true; data: Data } | { ok: false; problem: StatusIncidentProblem } {
  const key = actionErrorKey(result);
  if (key) return { ok: false, problem: statusIncidentProblemFromAction(key) };
  const answer = result?.data;
  if (answer?.status === 'done') return { ok: true, data: answer.data };
  if (answer?.status === 'refused' && isStatusIncidentProblem(answer.problem)) return { ok: false, problem: answer.problem };
  return { ok: false, problem: 'failed' };
}
