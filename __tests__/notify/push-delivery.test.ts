/**
 * @jest-environment node
 */
import type { Tables } from '@/lib/database.types';
import { attemptDelivery, type AttemptDeps } from '@/lib/notify/attempt-delivery';
import { PermanentDeliveryError } from '@/lib/notify/permanent-failure';
import { createPushDeliverer, type PushDeliveryDeps } from '@/lib/notify/push-delivery';
import type { PushPayload } from '@/lib/notify/push-message';
import type { StoredPushTarget } from '@/lib/data/push-targets';
import webpush from 'web-push';
import { outboxRow } from './outbox-row';

/** One push row, the family member's browsers and what each push service answers (by endpoint). */
const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:alerts@ice-sos.example' };
// A syntactically valid browser key (encryption needs a real P-256 point).
const p256dh = webpush.generateVAPIDKeys().publicKey;
const auth = 'AAAAAAAAAAAAAAAAAAAAAA';
const target = (id: string): StoredPushTarget => ({ id, endpoint: `https://fcm.googleapis.com/fcm/send/${id}`, p256dh, auth });
const payload: PushPayload = { title: 'SOS from Rosa', body: 'x', eventId: 'e1', url: '/member-dashboard?alert=e1', tag: 'sos-e1' };

function deliverer(targets: StoredPushTarget[], answers: Record<string, number | 'network'>) {
  const recorded: [string, string][] = [];
  const deps: PushDeliveryDeps = {
    vapid,
    targets: async () => targets,
    record: async (id, result) => {
      recorded.push([id, result]);
    },
    sendTimeoutMs: 1_000,
    fetch: (async (url: string | URL | Request) => {
      const answer = answers[String(url).split('/').pop()!];
      if (answer === 'network') throw new TypeError('fetch failed');
      return new Response(null, { status: answer });
    }) as typeof fetch,
  };
  return { deliver: createPushDeliverer(deps), recorded };
}

const signal = () => new AbortController().signal;

describe('createPushDeliverer', () => {
  it('is done when one browser accepted: gone ones are deleted, accepted ones stamped', async () => {
    const { deliver, recorded } = deliverer([target('phone'), target('laptop'), target('old')], { phone: 201, laptop: 429, old: 410 });
    await expect(deliver('u1', payload, signal())).resolves.toBeUndefined();
    expect(recorded.sort()).toEqual([
      ['old', 'gone'],
      ['phone', 'accepted'],
    ]);
  });

  it('fails for good when no browser is left, or every one is gone or refused', async () => {
    await expect(deliverer([], {}).deliver('u1', payload, signal())).rejects.toThrow(PermanentDeliveryError);
    const { deliver, recorded } = deliverer([target('a'), target('b')], { a: 410, b: 400 });
    const error = await deliver('u1', payload, signal()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PermanentDeliveryError);
    expect((error as Error).message).toMatch(/1 gone: 410.*1 refused: 400/);
    expect(recorded.sort()).toEqual([
      ['a', 'gone'],
      ['b', 'refused'],
    ]);
  });

  it('gives the push service the alarm’s topic, or a notice’s tag as its topic (a notice has no alarm)', async () => {
    const topics: (string | null)[] = [];
    const deps: PushDeliveryDeps = {
      vapid,
      targets: async () => [target('phone')],
      record: async () => undefined,
      sendTimeoutMs: 1_000,
      fetch: (async (_url: string | URL | Request, init?: RequestInit) => {
        topics.push(new Headers(init?.headers).get('topic'));
        return new Response(null, { status: 201 });
      }) as typeof fetch,
    };
    const deliver = createPushDeliverer(deps);
    await deliver('u1', { ...payload, eventId: '6f1c2a34-0b5d-4e7f-8a9b-0c1d2e3f4a5b' }, signal());
    const notice: PushPayload = { title: 'ICE SOS Pendant: battery at 15%', body: 'Charge it soon.', url: '/member-dashboard', tag: 'battery-6f1c2a340b5d4e7f8a9b0c1d' };
    await deliver('u1', notice, signal());
    expect(topics).toEqual(['6f1c2a340b5d4e7f8a9b0c1d2e3f4a5b', 'battery-6f1c2a340b5d4e7f8a9b0c1d']);
  });

  it('asks to be retried while any browser may still take it (429, 5xx, network)', async () => {
    const { deliver, recorded } = deliverer([target('a'), target('b'), target('c')], { a: 429, b: 'network', c: 410 });
    const error = await deliver('u1', payload, signal()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(PermanentDeliveryError);
    expect((error as Error).message).toMatch(/2 retry: 429; fetch failed/);
    expect(recorded).toEqual([['c', 'gone']]);
  });
});

/** A family member's push row (the shared fixture is a contact's e-mail). */
const pushRow = (overrides: Partial<Tables<'notifications'>> = {}): Tables<'notifications'> =>
  outboxRow({
    recipient_user_id: 'u1',
    recipient_contact_id: null,
    recipient_address: null,
    channel: 'push',
    language: 'nl',
    next_attempt_at: '2026-11-23T10:00:00Z',
    ...overrides,
  });

const attemptDeps = (push: AttemptDeps['push']): AttemptDeps => ({
  send: jest.fn(),
  push,
  position: jest.fn().mockResolvedValue({ latitude: 1, longitude: 2 }),
  timeoutMs: 1_000,
  now: () => Date.parse('2026-11-23T10:00:01Z'),
});

describe('attemptDelivery of a push row', () => {
  it('sends the payload in the recipient’s language, without the position, and records its text', async () => {
    const push = jest.fn().mockResolvedValue(undefined);
    const deps = attemptDeps(push);
    const outcome = await attemptDelivery(pushRow(), deps);
    expect(outcome).toEqual({ outcome: 'sent', subject: 'SOS van Rosa', body: expect.stringContaining('Rosa heeft een SOS-alarm geslagen') });
    expect(push).toHaveBeenCalledWith('u1', expect.objectContaining({ eventId: 'e1', url: '/nl/member-dashboard?alert=e1', tag: 'sos-e1' }), expect.any(AbortSignal));
    expect(deps.position).not.toHaveBeenCalled();
    expect(deps.send).not.toHaveBeenCalled();
  });

  it('fails at once when no retry can help, and retries with back-off otherwise', async () => {
    const gone = attemptDeps(jest.fn().mockRejectedValue(new PermanentDeliveryError('push: the recipient has no subscribed browser left')));
    expect(await attemptDelivery(pushRow(), gone)).toEqual({ outcome: 'failed', failure: 'push: the recipient has no subscribed browser left' });

    const busy = attemptDeps(jest.fn().mockRejectedValue(new Error('push: no browser accepted it (1 retry: 429)')));
    expect(await attemptDelivery(pushRow(), busy)).toEqual({
      outcome: 'retry',
      failure: 'push: no browser accepted it (1 retry: 429)',
      retryAt: '2026-11-23T10:00:02.000Z',
    });
    expect(await attemptDelivery(pushRow({ attempts: 4 }), busy)).toMatchObject({ outcome: 'failed' });
  });

  it('gives up a push that hangs at the timeout, to be retried', async () => {
    const hang = attemptDeps(() => new Promise<void>(() => undefined));
    const outcome = await attemptDelivery(pushRow(), { ...hang, timeoutMs: 20 });
    expect(outcome).toMatchObject({ outcome: 'retry', failure: 'timed out after 20 ms' });
  });

  it('pushes a notice without an alarm: its own text, link and tag', async () => {
    const push = jest.fn().mockResolvedValue(undefined);
    const params = { member_id: 'u1', member_name: 'Rosa', member_country: 'ES', device_name: null, battery: 12 };
    const outcome = await attemptDelivery(pushRow({ event_id: null, kind: 'device_battery_low', params }), attemptDeps(push));
    expect(outcome).toEqual({ outcome: 'sent', subject: 'Uw hanger: batterij op 12%', body: 'Laad hem binnenkort op.' });
    const sent = push.mock.calls[0][1] as PushPayload;
    expect(sent).toEqual({ title: 'Uw hanger: batterij op 12%', body: 'Laad hem binnenkort op.', url: '/nl/member-dashboard', tag: 'battery-u1' });
    expect(await attemptDelivery(pushRow({ event_id: null, kind: 'push_gone', params: { user_agent: null } }), attemptDeps(push))).toMatchObject({
      outcome: 'failed',
      failure: expect.stringContaining('never pushed'),
    });
  });

  it('fails a push row in a dispatcher without push, and one that is not an alert', async () => {
    expect(await attemptDelivery(pushRow(), attemptDeps(undefined))).toEqual({ outcome: 'failed', failure: 'push is switched off in this dispatcher' });
    expect(await attemptDelivery(pushRow({ kind: 'sos_ended' }), attemptDeps(jest.fn()))).toMatchObject({
      outcome: 'failed',
      failure: expect.stringContaining('no push text for notification kind "sos_ended"'),
    });
  });
});
