import { type ActionErrorKey, actionErrorKey } from '@/lib/actions/action-result';

/**
 * What can go wrong with a check-in, as message keys under CheckIn.problems: each refusal code of
 * the check-in functions (docs/product.md#check-in; migration 20261130000200_check_ins.sql), and the
 * action wrapper's own keys. Anything else is 'failed' ("Something went wrong, try again"): the
 * database's own words are never shown.
 */
export const CHECK_IN_PROBLEMS = [
  'dueInPast',
  'dueOutOfRange',
  'graceOutOfRange',
  'nobodyChosen',
  'notYourPeople',
  'alreadyRunning',
  'noteTooLong',
  'codeRequired',
  'codeWrong',
  'alreadyOver',
  'codeFormat',
  'codesEqual',
  'notYours',
  'signedOut',
  'invalid',
  'failed',
] as const;

export type CheckInProblem = (typeof CHECK_IN_PROBLEMS)[number];

const BY_CODE: Record<string, CheckInProblem> = {
  ICE40: 'dueInPast',
  ICE41: 'dueOutOfRange',
  ICE42: 'graceOutOfRange',
  ICE43: 'nobodyChosen',
  ICE44: 'notYourPeople',
  ICE45: 'alreadyRunning',
  ICE46: 'noteTooLong',
  ICE47: 'codeRequired',
  ICE48: 'codeWrong',
  ICE49: 'alreadyOver',
  ICE50: 'codeFormat',
  ICE51: 'codesEqual',
};

type DbError = { code?: string | null; hint?: string | null } | null | undefined;

/**
 * The refusal a database error stands for, or null when it is not one the page can word (the
 * caller then treats it as a failure). 42501 is "not your check-in" when the function says so in
 * its hint, otherwise "not signed in".
 */
export function checkInProblemFromDb(error: DbError): CheckInProblem | null {
  if (!error?.code) return null;
  if (error.code === '42501') return error.hint === 'check_in_forbidden' ? 'notYours' : 'signedOut';
  return BY_CODE[error.code] ?? null;
}

/** An action wrapper's error key as a check-in problem. */
export function checkInProblemFromAction(key: ActionErrorKey): CheckInProblem {
  if (key === 'signedOut' || key === 'invalid') return key;
  if (key === 'forbidden') return 'notYours';
  if (key === 'ended') return 'alreadyOver';
  return 'failed';
}

/** What a check-in action answers: done, or refused with a problem the page words. */
export type CheckInAnswer<Data> = { status: 'done'; data: Data } | { status: 'refused'; problem: CheckInProblem };

type ResultLike<Data> = {
  data?: CheckInAnswer<Data>;
  serverError?: string;
  validationErrors?: { formErrors?: string[]; fieldErrors?: Record<string, string[] | undefined> };
};

/**
 * One action's outcome for a component: the data, or the problem to say. An answer that never came
 * (the call threw: `result` undefined) or one this page cannot read is 'failed'.
 */
export function checkInOutcome<Data>(result: ResultLike<Data> | null | undefined): { ok: true; data: Data } | { ok: false; problem: CheckInProblem } {
  const key = actionErrorKey(result);
  if (key) return { ok: false, problem: checkInProblemFromAction(key) };
  const answer = result?.data;
  if (answer?.status === 'done') return { ok: true, data: answer.data };
  if (answer?.status === 'refused' && (CHECK_IN_PROBLEMS as readonly string[]).includes(answer.problem)) return { ok: false, problem: answer.problem };
  return { ok: false, problem: 'failed' };
}
