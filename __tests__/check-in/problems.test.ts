import { CHECK_IN_PROBLEMS, checkInOutcome, checkInProblemFromAction, checkInProblemFromDb } from '@/lib/check-in/problems';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import nl from '@/messages/nl.json';

describe('the check-in functions’ refusals, as messages (migration 20261130000200_check_ins.sql)', () => {
  it.each([
    ['ICE40', 'dueInPast'],
    ['ICE41', 'dueOutOfRange'],
    ['ICE42', 'graceOutOfRange'],
    ['ICE43', 'nobodyChosen'],
    ['ICE44', 'notYourPeople'],
    ['ICE45', 'alreadyRunning'],
    ['ICE46', 'noteTooLong'],
    ['ICE47', 'codeRequired'],
    ['ICE48', 'codeWrong'],
    ['ICE49', 'alreadyOver'],
    ['ICE50', 'codeFormat'],
    ['ICE51', 'codesEqual'],
  ])('%s is %s', (code, problem) => {
    expect(checkInProblemFromDb({ code, hint: 'whatever' })).toBe(problem);
  });

  it('reads 42501 as someone else’s check-in when the function says so, else as signed out', () => {
    expect(checkInProblemFromDb({ code: '42501', hint: 'check_in_forbidden' })).toBe('notYours');
    expect(checkInProblemFromDb({ code: '42501', hint: null })).toBe('signedOut');
  });

  it('leaves anything else to the caller (a failure, never the database’s own words)', () => {
    expect(checkInProblemFromDb({ code: '23505' })).toBeNull();
    expect(checkInProblemFromDb({ code: 'ICE01' })).toBeNull();
    expect(checkInProblemFromDb(null)).toBeNull();
  });

  it('has a message for every problem in all three languages', () => {
    for (const catalogue of [en, nl, es]) {
      for (const problem of CHECK_IN_PROBLEMS) expect(catalogue.CheckIn.problems[problem]).toEqual(expect.any(String));
    }
    expect(en.CheckIn.problems.failed).toBe('Something went wrong, try again.');
  });
});

describe('an action’s outcome', () => {
  it('gives the data of a done answer', () => {
    expect(checkInOutcome({ data: { status: 'done', data: { dueAt: 'x' } } })).toEqual({ ok: true, data: { dueAt: 'x' } });
  });

  it('gives the problem of a refusal, and "failed" for one it does not know', () => {
    expect(checkInOutcome({ data: { status: 'refused', problem: 'codeWrong' } })).toEqual({ ok: false, problem: 'codeWrong' });
    expect(checkInOutcome({ data: { status: 'refused', problem: 'somethingElse' as never } })).toEqual({ ok: false, problem: 'failed' });
  });

  it('words the wrapper’s errors, and an answer that never came, as problems', () => {
    expect(checkInOutcome({ serverError: 'signedOut' })).toEqual({ ok: false, problem: 'signedOut' });
    expect(checkInOutcome({ serverError: 'failed' })).toEqual({ ok: false, problem: 'failed' });
    expect(checkInOutcome({ serverError: 'the database said something' })).toEqual({ ok: false, problem: 'failed' });
    expect(checkInOutcome({ validationErrors: { fieldErrors: { code: ['codeFormat'] } } })).toEqual({ ok: false, problem: 'invalid' });
    expect(checkInOutcome(undefined)).toEqual({ ok: false, problem: 'failed' });
    expect(checkInProblemFromAction('forbidden')).toBe('notYours');
    expect(checkInProblemFromAction('rateLimited')).toBe('failed');
  });
});
