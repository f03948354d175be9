import { announceExpiredLinksEvery } from '@/lib/notify/link-expiry';
import type { AdminClient } from '@/lib/data/sos-outbox';

type Answer = { data: number | null; error: { message: string } | null };

/** An admin client whose announce RPC answers from a queue, each answer when the test releases it. */
function fakeAdmin() {
  const pending: Array<(answer: Answer) => void> = [];
  const rpc = jest.fn(() => new Promise<Answer>((resolve) => pending.push(resolve)));
  return { admin: { rpc } as unknown as AdminClient, rpc, answer: (a: Answer) => pending.shift()!(a) };
}

const log = () => ({ warn: jest.fn(), info: jest.fn() });
const flush = () => new Promise((resolve) => jest.requireActual<typeof import('timers')>('timers').setImmediate(resolve));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('asks the database to announce expired links every interval', async () => {
  const { admin, rpc, answer } = fakeAdmin();
  const stop = announceExpiredLinksEvery(admin, 500, log());
  jest.advanceTimersByTime(499);
  expect(rpc).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(rpc).toHaveBeenCalledWith('announce_expired_family_links');
  answer({ data: 0, error: null });
  await flush();
  jest.advanceTimersByTime(500);
  expect(rpc).toHaveBeenCalledTimes(2);
  stop();
  jest.advanceTimersByTime(5_000);
  expect(rpc).toHaveBeenCalledTimes(2);
});

it('never starts a call while the previous one is still out', async () => {
  const { admin, rpc, answer } = fakeAdmin();
  const stop = announceExpiredLinksEvery(admin, 500, log());
  jest.advanceTimersByTime(2_000);
  expect(rpc).toHaveBeenCalledTimes(1);
  answer({ data: 1, error: null });
  await flush();
  jest.advanceTimersByTime(500);
  expect(rpc).toHaveBeenCalledTimes(2);
  stop();
});

it('warns once while the database refuses, and says when it works again', async () => {
  const { admin, answer } = fakeAdmin();
  const logger = log();
  const stop = announceExpiredLinksEvery(admin, 100, logger);
  for (let i = 0; i < 3; i++) {
    jest.advanceTimersByTime(100);
    answer({ data: null, error: { message: 'permission denied' } });
    await flush();
  }
  expect(logger.warn).toHaveBeenCalledTimes(1);
  expect(logger.warn.mock.calls[0][1]).toBe('permission denied');
  jest.advanceTimersByTime(100);
  answer({ data: 0, error: null });
  await flush();
  expect(logger.info).toHaveBeenCalledTimes(1);
  stop();
});
