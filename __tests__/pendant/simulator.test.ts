import { nextSimulatedReading, pendantSimulatorTickMs, startPendantSimulator, type PendantReading } from '@/lib/pendant/simulator';
import { seededRandom } from '@/lib/simulation/random';

const constant = (value: number) => () => value;
const none: PendantReading = { heartRate: null, battery: null };

describe('nextSimulatedReading (docs/product.md#states)', () => {
  it('starts from 72 bpm and 88 %', () => {
    // 0.5 means no drift; 0.5 ≥ 10 % means no battery drop.
    expect(nextSimulatedReading(none, constant(0.5))).toEqual({ heartRate: 72, battery: 88 });
  });

  it('drifts the heart rate by up to ±3 and rounds it', () => {
    expect(nextSimulatedReading({ heartRate: 80, battery: 50 }, constant(0.999999)).heartRate).toBe(83);
    expect(nextSimulatedReading({ heartRate: 80, battery: 50 }, constant(0)).heartRate).toBe(77);
    // 0.6 → +0.6 bpm, rounded to a whole number.
    expect(nextSimulatedReading({ heartRate: 80, battery: 50 }, constant(0.6)).heartRate).toBe(81);
  });

  it('clamps the heart rate to 58–120', () => {
    expect(nextSimulatedReading({ heartRate: 119, battery: 50 }, constant(0.999999)).heartRate).toBe(120);
    expect(nextSimulatedReading({ heartRate: 59, battery: 50 }, constant(0)).heartRate).toBe(58);
  });

  it('drops the battery by 1 with a 10 % chance, never below 1', () => {
    const draws = (step: number, battery: number) => {
      const values = [step, battery];
      return () => values.shift() ?? 0.5;
    };
    expect(nextSimulatedReading({ heartRate: 72, battery: 50 }, draws(0.5, 0.09)).battery).toBe(49);
    expect(nextSimulatedReading({ heartRate: 72, battery: 50 }, draws(0.5, 0.1)).battery).toBe(50);
    expect(nextSimulatedReading({ heartRate: 72, battery: 1 }, draws(0.5, 0)).battery).toBe(1);
  });

  it('stays in range over a long seeded run, and the seed replays it exactly', () => {
    const run = (seed: number) => {
      const random = seededRandom(seed);
      const readings: PendantReading[] = [];
      let reading = none;
      for (let tick = 0; tick < 5000; tick += 1) {
        reading = nextSimulatedReading(reading, random);
        readings.push(reading);
      }
      return readings;
    };
    const readings = run(42);
    for (const { heartRate, battery } of readings) {
      expect(Number.isInteger(heartRate)).toBe(true);
      expect(heartRate).toBeGreaterThanOrEqual(58);
      expect(heartRate).toBeLessThanOrEqual(120);
      expect(battery).toBeGreaterThanOrEqual(1);
      expect(battery).toBeLessThanOrEqual(100);
    }
    // 5000 ticks at 10 % drain the 88 % battery to the floor.
    expect(readings.at(-1)?.battery).toBe(1);
    expect(run(42)).toEqual(readings);
    expect(run(43)).not.toEqual(readings);
  });
});

describe('startPendantSimulator', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('ticks every 1200 ms from the given reading until stopped', () => {
    const ticks: PendantReading[] = [];
    const stop = startPendantSimulator({ heartRate: 100, battery: 20 }, (reading) => ticks.push(reading), constant(0.5));
    expect(pendantSimulatorTickMs).toBe(1200);

    jest.advanceTimersByTime(1199);
    expect(ticks).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(ticks).toEqual([{ heartRate: 100, battery: 20 }]);
    jest.advanceTimersByTime(1200 * 3);
    expect(ticks).toHaveLength(4);

    stop();
    jest.advanceTimersByTime(1200 * 10);
    expect(ticks).toHaveLength(4);
  });
});
