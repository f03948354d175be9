/** @jest-environment node */
import { InFlightRequests } from '../http/in-flight-requests';

/** A request the test answers when it chooses. */
function pendingRequest() {
  let answer!: () => void;
  let fail!: (error: Error) => void;
  const work = new Promise<void>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  return { work, answer, fail };
}

describe('InFlightRequests: what a fan-out on PostgreSQL lets finish first', () => {
  afterEach(() => jest.useRealTimers());

  it('resolves at once when no request is in flight', async () => {
    await expect(new InFlightRequests().settled(1_000)).resolves.toBeUndefined();
  });

  it('waits for every request in flight, answered or failed, and forgets them', async () => {
    const requests = new InFlightRequests();
    const raise = pendingRequest();
    const other = pendingRequest();
    void requests.track(raise.work);
    void requests.track(other.work).catch(() => undefined);
    let settled = false;
    const waiting = requests.settled(60_000).then(() => {
      settled = true;
    });
    raise.answer();
    await Promise.resolve();
    expect(settled).toBe(false);
    other.fail(new Error('refused'));
    await waiting;
    expect(requests.size).toBe(0);
  });

  it('waits no longer than its limit for a slow request', async () => {
    jest.useFakeTimers();
    const requests = new InFlightRequests();
    void requests.track(pendingRequest().work);
    const waiting = requests.settled(3);
    jest.advanceTimersByTime(3);
    await expect(waiting).resolves.toBeUndefined();
    expect(requests.size).toBe(1);
  });

  it('hands the request back unchanged', async () => {
    const requests = new InFlightRequests();
    await expect(requests.track(Promise.resolve('answered'))).resolves.toBe('answered');
    await expect(requests.track(Promise.reject(new Error('refused')))).rejects.toThrow('refused');
  });
});
