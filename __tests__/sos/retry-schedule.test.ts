import { SOS_RETRY_CAP_MS, sosRetryDelayMs } from '@/lib/sos/retry-schedule';
import { sendUntilConfirmed, type SendOutcome } from '@/lib/sos/send-until-confirmed';

describe('sosRetryDelayMs', () => {
  it('starts at 200 ms and doubles per attempt (docs/product.md#limits-and-constants)', () => {
    expect([0, 1, 2, 3, 4].map(sosRetryDelayMs)).toEqual([200, 400, 800, 1600, 3200]);
  });

  it('stays at the cap however many attempts failed', () => {
    expect(sosRetryDelayMs(5)).toBe(SOS_RETRY_CAP_MS);
    expect(sosRetryDelayMs(1_000)).toBe(SOS_RETRY_CAP_MS);
  });

  it('treats nonsense attempt numbers as the first retry', () => {
    expect(sosRetryDelayMs(-1)).toBe(200);
    expect(sosRetryDelayMs(Number.NaN)).toBe(200);
  });
});

describe('sendUntilConfirmed', () => {
  it('retries with the back-off until the server confirms, reporting each retry', async () => {
    const outcomes: SendOutcome<string>[] = [
      { ok: false, error: new Error('offline') },
      { ok: false, error: new Error('offline') },
      { ok: false, error: new Error('502') },
      { ok: true, value: 'event-1' },
    ];
    const slept: number[] = [];
    const retries: number[] = [];
    const send = jest.fn(async () => outcomes.shift() as SendOutcome<string>);
    const result = await sendUntilConfirmed({
      send,
      sleep: async (ms) => void slept.push(ms),
      onRetrying: (attempt) => retries.push(attempt),
    });
    expect(result).toBe('event-1');
    expect(send).toHaveBeenCalledTimes(4);
    expect(slept).toEqual([200, 400, 800]);
    expect(retries).toEqual([1, 2, 3]);
  });

  it('stops when told to, without confirming', async () => {
    let calls = 0;
    const result = await sendUntilConfirmed({
      send: async () => ({ ok: false, error: 'down' }),
      sleep: async () => undefined,
      shouldContinue: () => ++calls <= 3,
    });
    expect(result).toBeNull();
  });
});
