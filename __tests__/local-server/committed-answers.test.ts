/** @jest-environment node */
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { CommittedAnswers, reportCommits } from '@/supabase/local/http/committed-answers';

/** Enough of a ServerResponse for the tracker: it only listens for 'close'. */
const fakeResponse = () => new EventEmitter() as unknown as ServerResponse & EventEmitter;

/** A stand-in for lite's connection: withContext runs the work "in a transaction". */
function fakeConnection() {
  return { withContext: async (_context: unknown, run: () => Promise<unknown>) => run() };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('CommittedAnswers: which answers a large realtime fan-out lets go first', () => {
  it('waits for a committed request until its response closes', async () => {
    const answers = new CommittedAnswers();
    const res = fakeResponse();
    answers.track(res, () => answers.committed());
    expect(answers.pending).toBe(1);

    let done = false;
    const waiting = answers.writtenOrAfter(10_000).then(() => (done = true));
    await tick();
    expect(done).toBe(false);

    res.emit('close');
    await waiting;
    expect(answers.pending).toBe(0);
  });

  it('does not wait for requests whose transaction has not committed', async () => {
    const answers = new CommittedAnswers();
    answers.track(fakeResponse(), () => undefined);
    expect(answers.pending).toBe(0);
    await expect(answers.writtenOrAfter(10_000)).resolves.toBeUndefined();
  });

  it('gives up after the bound when an answer stalls', async () => {
    const answers = new CommittedAnswers();
    answers.track(fakeResponse(), () => answers.committed());
    const started = Date.now();
    await answers.writtenOrAfter(30);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    expect(answers.pending).toBe(1);
  });

  it('ignores commits made outside any request (migrations, the realtime server itself)', () => {
    const answers = new CommittedAnswers();
    answers.committed();
    expect(answers.pending).toBe(0);
  });

  it('keeps concurrent requests apart', async () => {
    const answers = new CommittedAnswers();
    const first = fakeResponse();
    const second = fakeResponse();
    let commitSecond = () => {};
    answers.track(first, () => answers.committed());
    const secondRun = answers.track(second, async () => {
      await new Promise<void>((resolve) => (commitSecond = resolve));
      answers.committed();
    });
    expect(answers.pending).toBe(1);
    first.emit('close');
    expect(answers.pending).toBe(0);
    commitSecond();
    await secondRun;
    expect(answers.pending).toBe(1);
  });
});

describe('reportCommits: lite transactions mark their request committed', () => {
  it('marks the request once withContext has resolved', async () => {
    const answers = new CommittedAnswers();
    const connection = fakeConnection();
    reportCommits(connection, answers);
    let pendingInside = -1;
    await answers.track(fakeResponse(), async () => {
      await connection.withContext({}, async () => {
        pendingInside = answers.pending;
        return 'row';
      });
    });
    expect(pendingInside).toBe(0);
    expect(answers.pending).toBe(1);
  });

  it('does not mark a request whose transaction failed', async () => {
    const answers = new CommittedAnswers();
    const connection = fakeConnection();
    reportCommits(connection, answers);
    await answers.track(fakeResponse(), async () => {
      await expect(
        connection.withContext({}, async () => {
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
    });
    expect(answers.pending).toBe(0);
  });

  it('passes the transaction result through unchanged', async () => {
    const answers = new CommittedAnswers();
    const connection = fakeConnection();
    reportCommits(connection, answers);
    await expect(connection.withContext({}, async () => ({ id: 1 }))).resolves.toEqual({ id: 1 });
  });
});
