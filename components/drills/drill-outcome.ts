import { actionErrorKey, type ActionResultLike } from '@/lib/actions/action-result';
import { DRILL_PROBLEMS, type DrillAnswer, type DrillProblem, drillProblemFromAction } from '@/lib/drills/problems';

type ResultLike<Data> = Omit<ActionResultLike, 'data'> & { data?: DrillAnswer<Data> };

export const isDrillProblem = (key: string): key is DrillProblem => (DRILL_PROBLEMS as readonly string[]).includes(key);

/**
 * One drills action's outcome for a component (docs/product.md#drills): the data, or the problem
 * to say in words. An answer that never came (the call threw: `result` undefined) or one the page
 * cannot read is 'failed'; the database's own words are never shown.
 */
export function drillOutcome<Data>(result: ResultLike<Data> | null | undefined): { ok: true; data: Data } | { ok: false; problem: DrillProblem } {
  const key = actionErrorKey(result);
  if (key) return { ok: false, problem: drillProblemFromAction(key) };
  const answer = result?.data;
  if (answer?.status === 'done') return { ok: true, data: answer.data };
  if (answer?.status === 'refused' && isDrillProblem(answer.problem)) return { ok: false, problem: answer.problem };
  return { ok: false, problem: 'failed' };
}
