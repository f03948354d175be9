import {
  appPreviewTickMs,
  initialAppPreviewState,
  nextAppPreviewState,
  startAppPreviewSimulation,
  type AppPreviewState,
} from '@/lib/simulation/app-preview';
import { seededRandom } from '@/lib/simulation/random';

/** A random source that replays the given numbers, then repeats the last. */
const scripted = (...values: number[]) => {
  let i = 0;
  return () => values[Math.min(i++, values.length - 1)];
};

describe('app preview simulation (docs/product.md#states)', () => {
  it('starts at heart rate 72, battery 85, AI active, 2 reminders', () => {
    expect(initialAppPreviewState).toEqual({ heartRate: 72, battery: 85, aiActive: true, reminders: 2 });
  });

  it('applies each rule on its draw: step, battery 10%, AI 2%, reminders 5%', () => {
    // step draw 1 → +3; battery 0.05 < 0.1 drops; AI 0.01 < 0.02 toggles; reminders 0.04 < 0.05 drops
    expect(nextAppPreviewState(initialAppPreviewState, scripted(1, 0.05, 0.01, 0.04))).toEqual({
      heartRate: 75,
      battery: 84,
      aiActive: false,
      reminders: 1,
    });
    // just above each threshold: nothing changes but the heart rate (draw 0.5 → step 0)
    expect(nextAppPreviewState(initialAppPreviewState, scripted(0.5, 0.1, 0.02, 0.05))).toEqual(initialAppPreviewState);
  });

  it('keeps the heart rate within 58–110, battery at least 1 and reminders at least 0', () => {
    const low: AppPreviewState = { heartRate: 59, battery: 1, aiActive: true, reminders: 0 };
    expect(nextAppPreviewState(low, scripted(0, 0, 0.5, 0))).toEqual({ ...low, heartRate: 58 });
    const high: AppPreviewState = { heartRate: 109, battery: 50, aiActive: true, reminders: 2 };
    expect(nextAppPreviewState(high, scripted(0.9999, 0.5, 0.5, 0.5)).heartRate).toBe(110);
  });

  it('stays within bounds over a long seeded run, and the seed replays it', () => {
    const run = (seed: number) => {
      const random = seededRandom(seed);
      const states = [initialAppPreviewState];
      for (let i = 0; i < 5000; i++) states.push(nextAppPreviewState(states[states.length - 1], random));
      return states;
    };
    const states = run(42);
    for (const state of states) {
      expect(state.heartRate).toBeGreaterThanOrEqual(58);
      expect(state.heartRate).toBeLessThanOrEqual(110);
      expect(Number.isInteger(state.heartRate)).toBe(true);
      expect(state.battery).toBeGreaterThanOrEqual(1);
      expect(state.reminders).toBeGreaterThanOrEqual(0);
    }
    // ~10% of 5000 ticks drain far more than 84 points: the battery bottoms out at 1.
    expect(states[states.length - 1].battery).toBe(1);
    expect(states[states.length - 1].reminders).toBe(0);
    expect(new Set(states.map((s) => s.aiActive)).size).toBe(2);
    expect(run(42)).toEqual(states);
  });

  describe('on a timer', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('ticks every 1.2 s and stops when asked', () => {
      const ticks: AppPreviewState[] = [];
      const stop = startAppPreviewSimulation((state) => ticks.push(state), seededRandom(7));
      jest.advanceTimersByTime(appPreviewTickMs - 1);
      expect(ticks).toHaveLength(0);
      jest.advanceTimersByTime(1);
      expect(ticks).toHaveLength(1);
      jest.advanceTimersByTime(appPreviewTickMs * 4);
      expect(ticks).toHaveLength(5);
      stop();
      jest.advanceTimersByTime(appPreviewTickMs * 10);
      expect(ticks).toHaveLength(5);

      const random = seededRandom(7);
      let expected = initialAppPreviewState;
      for (const state of ticks) {
        expected = nextAppPreviewState(expected, random);
        expect(state).toEqual(expected);
      }
    });
  });
});
