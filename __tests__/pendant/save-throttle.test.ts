import { createSaveThrottle, pendantSaveIntervalMs } from '@/lib/pendant/save-throttle';

describe('createSaveThrottle', () => {
  it('allows one save per 30 s', () => {
    let now = 1_000_000;
    const throttle = createSaveThrottle(pendantSaveIntervalMs, () => now);
    expect(pendantSaveIntervalMs).toBe(30_000);

    expect(throttle.tryTake()).toBe(true);
    now += 1_000;
    expect(throttle.tryTake()).toBe(false);
    now += 28_999;
    expect(throttle.tryTake()).toBe(false);
    now += 1;
    expect(throttle.tryTake()).toBe(true);
    expect(throttle.tryTake()).toBe(false);
  });

  it('allows a save at once after a reset', () => {
    let now = 0;
    const throttle = createSaveThrottle(30_000, () => now);
    expect(throttle.tryTake()).toBe(true);
    now += 5;
    throttle.reset();
    expect(throttle.tryTake()).toBe(true);
  });
});
