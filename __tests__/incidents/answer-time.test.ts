import { answerTime, formatDuration, meetsAnswerTarget } from '@/lib/incidents/answer-time';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 24, 10, 0, seconds)).toISOString();

describe('answerTime (raised → claimed, the rules of call_centre_answer_stats for one alarm)', () => {
  it('a claimed alarm: its answer time, in time up to and including 60 s', () => {
    expect(answerTime({ started_at: at(0), claimed_at: at(42), resolved_at: null })).toEqual({ kind: 'answered', seconds: 42, inTime: true });
    expect(answerTime({ started_at: at(0), claimed_at: at(60), resolved_at: at(300) })).toEqual({ kind: 'answered', seconds: 60, inTime: true });
    expect(answerTime({ started_at: at(0), claimed_at: at(61), resolved_at: null })).toEqual({ kind: 'answered', seconds: 61, inTime: false });
  });

  it('open and unclaimed: waiting (read from the row, never a clock, so server and browser agree)', () => {
    expect(answerTime({ started_at: at(0), claimed_at: null, resolved_at: null })).toEqual({ kind: 'waiting' });
  });

  it('ended unclaimed: a miss only when it ended past 60 s (a mistake cancelled at once had nothing to answer)', () => {
    expect(answerTime({ started_at: at(0), claimed_at: null, resolved_at: at(20) })).toEqual({ kind: 'unanswered', seconds: 20, counted: false });
    expect(answerTime({ started_at: at(0), claimed_at: null, resolved_at: at(90) })).toEqual({ kind: 'unanswered', seconds: 90, counted: true });
  });

  it('never negative when clocks disagree', () => {
    expect(answerTime({ started_at: at(10), claimed_at: at(9), resolved_at: null })).toEqual({ kind: 'answered', seconds: 0, inTime: true });
  });
});

describe('meetsAnswerTarget (97.5% within 60 s)', () => {
  it('meets at 97.5% and above, not below', () => {
    expect(meetsAnswerTarget(0.975)).toBe(true);
    expect(meetsAnswerTarget(1)).toBe(true);
    expect(meetsAnswerTarget(0.9749)).toBe(false);
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0 s'],
    [42.4, '42 s'],
    [59.6, '1 min'],
    [65, '1 min 5 s'],
    [3600, '1 h'],
    [7380, '2 h 3 min'],
    [-3, '0 s'],
  ])('%p s reads %p', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});
