import type { ActionErrorKey } from '@/lib/actions/action-result';

/**
 * What can go wrong with a drill, as message keys under Drills.problems: each refusal of the
 * database (docs/product.md#drills; migrations 20261123000400 and 20261201000200) and the action
 * wrapper's own keys. Anything else is 'failed': the database's own words are never shown.
 */
export const DRILL_PROBLEMS = ['testLimit', 'realAlarmOpen', 'day', 'hour', 'timeZone', 'notScheduled', 'signedOut', 'invalid', 'failed'] as const;
export type DrillProblem = (typeof DRILL_PROBLEMS)[number];

const BY_CODE: Record<string, DrillProblem> = {
  ICE29: 'testLimit',
  ICE90: 'realAlarmOpen',
  ICE91: 'day',
  ICE92: 'hour',
  ICE93: 'timeZone',
  ICE94: 'notScheduled',
};

/** The refusal a database error stands for, or null when the page cannot word it. */
export function drillProblemFromDb(error: { code?: string | null } | null | undefined): DrillProblem | null {
  if (!error?.code) return null;
  if (error.code === '42501') return 'signedOut';
  return BY_CODE[error.code] ?? null;
}

/** An action wrapper's error key as a drill problem. */
export function drillProblemFromAction(key: ActionErrorKey): DrillProblem {
  return key === 'signedOut' || key === 'invalid' ? key : 'failed';
}

export type DrillAnswer<Data> = { status: 'done'; data: Data } | { status: 'refused'; problem: DrillProblem };
