import { channelFigures, deliveryDelay, formatFigures, meetsGoal, percentile, type AlarmOutcome, type KillRecord } from '@/scripts/chaos/report';

const alarm = (n: number, dueAt: number, cancelled = false): AlarmOutcome => ({
  addresses: { email: `a${n}@chaos.test`, sms: `+34600000${n}` },
  dueAt,
  cancelled,
});

describe('percentile', () => {
  it('takes the nearest rank of a sorted list', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('deliveryDelay', () => {
  const kill = (killedAt: number, answeredAt: number): KillRecord => ({ target: 'dispatcher', killedAt, answeredAt });

  it('counts from the due time when nothing was down', () => {
    expect(deliveryDelay(1_000, 1_400, [])).toBe(400);
  });

  it('counts from the moment a killed part answered again when its down time overlapped', () => {
    expect(deliveryDelay(1_000, 5_000, [kill(500, 3_000)])).toBe(2_000);
    expect(deliveryDelay(1_000, 5_000, [kill(2_000, 4_000), kill(100, 200)])).toBe(1_000);
  });

  it('ignores kills after the delivery and never goes negative', () => {
    expect(deliveryDelay(1_000, 1_500, [kill(2_000, 3_000)])).toBe(500);
    expect(deliveryDelay(1_000, 990, [])).toBe(0);
  });
});

describe('channelFigures', () => {
  it('counts once, twice, never and cancelled-but-sent per address', () => {
    const alarms = [alarm(1, 1_000), alarm(2, 1_000), alarm(3, 1_000), alarm(4, 1_000, true), alarm(5, 1_000, true)];
    const received = new Map<string, number[]>([
      ['a1@chaos.test', [1_100]],
      ['a2@chaos.test', [1_300, 20_000]],
      ['a4@chaos.test', [1_050]],
    ]);
    const figures = channelFigures('email', alarms, received, []);
    expect(figures).toEqual({ channel: 'email', expected: 3, exactlyOnce: 1, twiceOrMore: 1, never: 1, cancelledButSent: 1, delays: [100, 300] });
    expect(meetsGoal([figures])).toBe(false);
    expect(formatFigures('postgres', figures)).toBe(
      '[postgres] email: expected 3, exactly once 1, twice 1, never 1, cancelled but sent 1, delay p50 100 ms p99 300 ms max 300 ms',
    );
  });

  it('meets the goal when everyone was told once within 5 s at p99', () => {
    const figures = channelFigures('sms', [alarm(1, 0)], new Map([['+346000001', [4_000]]]), []);
    expect(meetsGoal([figures])).toBe(true);
    expect(meetsGoal([{ ...figures, delays: [5_001] }])).toBe(false);
  });
});
