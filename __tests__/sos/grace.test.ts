import { graceRemainingMs, graceSecondsLeft, startGraceCountdown } from '@/lib/sos/grace';
import { graceSecondsSchema } from '@/lib/validation/sos';

describe('grace period', () => {
  it('accepts whole seconds from 0 to 10 only', () => {
    expect(graceSecondsSchema.parse('0')).toBe(0);
    expect(graceSecondsSchema.parse(10)).toBe(10);
    for (const bad of [-1, 11, 2.5, 'five', '', '  ', undefined]) expect(graceSecondsSchema.safeParse(bad).success).toBe(false);
  });

  it('measures what is left of the deadline, never below zero', () => {
    expect(graceRemainingMs(5_000, 1_500)).toBe(3_500);
    expect(graceRemainingMs(5_000, 9_000)).toBe(0);
    expect(graceRemainingMs('2026-01-01T00:00:05.000Z', Date.parse('2026-01-01T00:00:01.200Z'))).toBe(3_800);
    expect(graceSecondsLeft(5_000, 1_200)).toBe(4);
    expect(graceRemainingMs('not a date', 0)).toBe(0);
  });
});

describe('startGraceCountdown', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  it('ticks each second and elapses once at the deadline', () => {
    const ticks: number[] = [];
    const onElapsed = jest.fn();
    startGraceCountdown({ dueAt: 3_000, onTick: (s) => ticks.push(s), onElapsed });
    expect(ticks).toEqual([3]);
    jest.advanceTimersByTime(2_999);
    expect(ticks).toEqual([3, 2, 1]);
    expect(onElapsed).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(ticks).toEqual([3, 2, 1, 0]);
    expect(onElapsed).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(10_000);
    expect(onElapsed).toHaveBeenCalledTimes(1);
  });

  it('never elapses once cancelled ("It was a mistake")', () => {
    const onElapsed = jest.fn();
    const countdown = startGraceCountdown({ dueAt: 5_000, onTick: () => undefined, onElapsed });
    jest.advanceTimersByTime(2_000);
    countdown.cancel();
    jest.advanceTimersByTime(10_000);
    expect(onElapsed).not.toHaveBeenCalled();
  });

  it('elapses at once when the deadline has already passed (grace 0, or a reload)', () => {
    const onElapsed = jest.fn();
    jest.setSystemTime(8_000);
    startGraceCountdown({ dueAt: 5_000, onTick: () => undefined, onElapsed });
    expect(onElapsed).toHaveBeenCalledTimes(1);
  });

  it('follows the server deadline, not the moment the countdown started', () => {
    const ticks: number[] = [];
    jest.setSystemTime(1_500);
    startGraceCountdown({ dueAt: 5_000, onTick: (s) => ticks.push(s), onElapsed: () => undefined });
    jest.advanceTimersByTime(500);
    expect(ticks).toEqual([4, 3]);
  });
});
