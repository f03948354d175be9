import type { AdminClient } from '@/lib/data/sos-outbox';
import { createDispatcher } from '@/lib/notify/dispatcher';

/** A fake service-role client: the outbox RPCs only, answering from scripted queues. */
function fakeAdmin(script: { claims: unknown[][]; recordFailures?: number }) {
  const records: { notification_id: string; outcome: string }[] = [];
  let recordFailures = script.recordFailures ?? 0;
  const rpc = jest.fn(async (name: string, args: Record<string, unknown>) => {
    if (name === 'claim_sos_outbox') return { data: script.claims.shift() ?? [], error: null };
    if (name === 'next_sos_outbox_due') return { data: null, error: null };
    if (name === 'record_sos_delivery') {
      if (recordFailures > 0) {
        recordFailures -= 1;
        return { data: null, error: { message: 'fetch failed' } };
      }
      records.push({ notification_id: String(args.notification_id), outcome: String(args.outcome) });
      return { data: true, error: null };
    }
    throw new Error(`unexpected rpc ${name}`);
  });
  const from = () => ({ select: () => ({ eq: () => ({ order: () => ({ order: () => ({ limit: () => ({ maybeSingle: async () => ({ data: null, error: null }) }) }) }) }) }) });
  return { admin: { rpc, from } as unknown as AdminClient, records, rpc };
}

const row = (id: string, to: string) => ({
  id,
  event_id: 'e1',
  channel: 'email',
  kind: 'sos_alert',
  language: 'en',
  params: { member_name: 'Rosa', started_at: '2026-11-23T10:00:00Z' },
  recipient_address: to,
  attempts: 0,
  lease_token: `lease-${id}`,
});

const options = { concurrency: 4, pollMs: 10, timeoutMs: 50, leaseSeconds: 5 };
const quiet = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };

describe('the dispatcher loop', () => {
  it('handles each row on its own: a throwing and a hanging adapter leave the others sent', async () => {
    const { admin, records } = fakeAdmin({ claims: [[row('a', 'throws@x.test'), row('b', 'hangs@x.test'), row('c', 'ok@x.test')]] });
    const send = jest.fn(async (message: { to: string }) => {
      if (message.to === 'throws@x.test') throw new Error('adapter bug');
      if (message.to === 'hangs@x.test') await new Promise(() => undefined);
    });
    await createDispatcher({ admin, send, log: quiet }, options).run({ deadline: Date.now() + 300 });
    expect(records.sort((x, y) => x.notification_id.localeCompare(y.notification_id))).toEqual([
      { notification_id: 'a', outcome: 'retry' },
      { notification_id: 'b', outcome: 'retry' },
      { notification_id: 'c', outcome: 'sent' },
    ]);
  });

  it('keeps recording an outcome while the API is unreachable, so a sent row is not sent again', async () => {
    const { admin, records, rpc } = fakeAdmin({ claims: [[row('a', 'ok@x.test')]], recordFailures: 3 });
    const send = jest.fn(async () => undefined);
    await createDispatcher({ admin, send, log: quiet }, options).run({ deadline: Date.now() + 200 });
    expect(send).toHaveBeenCalledTimes(1);
    expect(records).toEqual([{ notification_id: 'a', outcome: 'sent' }]);
    expect(rpc.mock.calls.filter(([name]) => name === 'record_sos_delivery')).toHaveLength(4);
  });

  it('stops claiming when its signal aborts, after recording what it holds', async () => {
    const { admin, records } = fakeAdmin({ claims: [[row('a', 'ok@x.test')]] });
    const controller = new AbortController();
    const send = jest.fn(async () => controller.abort());
    await createDispatcher({ admin, send, log: quiet }, options).run({ signal: controller.signal });
    expect(records).toEqual([{ notification_id: 'a', outcome: 'sent' }]);
  });
});
