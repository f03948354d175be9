import {
  BUTTON_COUNTDOWN_FALLBACK_SECONDS,
  FALL_COUNTDOWN_SECONDS,
  buttonCountdownSeconds,
  nextPendantCountdown,
} from '@/lib/pendant/alarm-countdown';

const at = 1_000_000;

describe('the pendant’s countdown (docs/pendant-protocol.md#what-the-app-does)', () => {
  it('lasts 10 s for the button where the grace is not known, 30 s for a fall', () => {
    expect(BUTTON_COUNTDOWN_FALLBACK_SECONDS).toBe(10);
    expect(FALL_COUNTDOWN_SECONDS).toBe(30);
    expect(nextPendantCountdown(null, 'button', at)).toEqual({ source: 'pendant', dueAt: at + 10_000 });
    expect(nextPendantCountdown(null, 'fall', at)).toEqual({ source: 'fall', dueAt: at + 30_000 });
  });

  it('waits the member’s grace for the button when it is known and valid', () => {
    expect(buttonCountdownSeconds(5)).toBe(5);
    expect(buttonCountdownSeconds(0)).toBe(0);
    expect(buttonCountdownSeconds(null)).toBe(10);
    expect(buttonCountdownSeconds(undefined)).toBe(10);
    expect(buttonCountdownSeconds(11)).toBe(10);
    expect(buttonCountdownSeconds(-1)).toBe(10);
    expect(buttonCountdownSeconds(2.5)).toBe(10);
    expect(nextPendantCountdown(null, 'button', at, buttonCountdownSeconds(3))).toEqual({ source: 'pendant', dueAt: at + 3_000 });
  });

  it('is cancelled by a long press, running or not', () => {
    expect(nextPendantCountdown({ source: 'fall', dueAt: at + 5_000 }, 'longPress', at)).toBeNull();
    expect(nextPendantCountdown(null, 'longPress', at)).toBeNull();
  });

  it('never gives more time when the button is pressed again', () => {
    const running = { source: 'pendant' as const, dueAt: at + 10_000 };
    expect(nextPendantCountdown(running, 'button', at + 4_000)).toEqual(running);
  });

  it('keeps a press’s earlier deadline when a fall follows, and says it was a fall', () => {
    const running = { source: 'pendant' as const, dueAt: at + 10_000 };
    expect(nextPendantCountdown(running, 'fall', at + 2_000)).toEqual({ source: 'fall', dueAt: at + 10_000 });
  });

  it('brings a fall’s deadline closer when the member presses the button, still a fall', () => {
    const running = { source: 'fall' as const, dueAt: at + 30_000 };
    expect(nextPendantCountdown(running, 'button', at + 5_000)).toEqual({ source: 'fall', dueAt: at + 15_000 });
  });
});
