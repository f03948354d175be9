import { attemptDelivery, type AttemptDeps } from '@/lib/notify/attempt-delivery';
import { outboxRow } from './outbox-row';

const row = outboxRow;

const deps = (overrides: Partial<AttemptDeps> = {}): AttemptDeps => ({
  send: jest.fn().mockResolvedValue(undefined),
  position: jest.fn().mockResolvedValue({ latitude: 38.3452, longitude: -0.481 }),
  timeoutMs: 1_000,
  now: () => Date.parse('2026-11-23T10:00:06Z'),
  ...overrides,
});

describe('attemptDelivery', () => {
  it('renders the row in the recipient’s language, with the newest position, and sends it', async () => {
    const d = deps();
    const outcome = await attemptDelivery(row(), d);
    expect(outcome).toMatchObject({ outcome: 'sent', subject: 'SOS de Rosa' });
    expect(d.send).toHaveBeenCalledWith(
      expect.objectContaining({ channel: 'email', to: 'ana@example.com', subject: 'SOS de Rosa', body: expect.stringContaining('mlat=38.345200') }),
      expect.any(AbortSignal),
    );
  });

  it('renders a 199-character name without limit: the text may be long, never invalid', async () => {
    const name = 'N'.repeat(199);
    const outcome = await attemptDelivery(row({ language: 'en', params: { member_name: name, started_at: '2026-11-23T10:00:00Z' } }), deps());
    expect(outcome).toMatchObject({ outcome: 'sent', subject: `SOS from ${name}` });
  });

  it('says "an ICE SOS member" when the member has no name', async () => {
    const outcome = await attemptDelivery(row({ language: 'en', params: { started_at: '2026-11-23T10:00:00Z' } }), deps());
    expect(outcome).toMatchObject({ subject: 'SOS from an ICE SOS member' });
  });

  it('renders an SMS for its channel and number: the sender first, the time on the recipient’s clock', async () => {
    const d = deps();
    const params = { member_name: 'Rosa', member_phone: '+34600123456', member_country: 'ES', started_at: '2026-11-23T21:48:00Z' };
    const outcome = await attemptDelivery(row({ channel: 'sms', recipient_address: '+31612345678', language: 'nl', params }), d);
    expect(outcome).toMatchObject({ outcome: 'sent', body: expect.stringMatching(/^ICE SOS: Rosa heeft op 23 nov 2026 om 22:48 \(Nederlandse tijd\)/) });
    expect(d.send).toHaveBeenCalledWith(expect.objectContaining({ channel: 'sms', to: '+31612345678', body: expect.stringContaining('Bel Rosa nu op +34 600 12 34 56') }), expect.any(AbortSignal));
  });

  it('sends the message without a position when reading it fails', async () => {
    const outcome = await attemptDelivery(row(), deps({ position: jest.fn().mockRejectedValue(new Error('down')) }));
    expect(outcome).toMatchObject({ outcome: 'sent' });
  });

  it('marks an in-app row sent with its title, without any adapter', async () => {
    const d = deps();
    const outcome = await attemptDelivery(row({ channel: 'in_app', recipient_address: null, recipient_user_id: 'f1', language: 'nl' }), d);
    expect(outcome).toMatchObject({ outcome: 'sent', subject: 'SOS van Rosa' });
    expect(d.send).not.toHaveBeenCalled();
    expect(d.position).not.toHaveBeenCalled();
  });

  it('retries a refusal with back-off, and fails it after the last attempt', async () => {
    const send = jest.fn().mockRejectedValue(new Error('SMS provider answered 400 (code 21211)'));
    expect(await attemptDelivery(row({ channel: 'sms', attempts: 0 }), deps({ send }))).toEqual({
      outcome: 'retry',
      failure: 'SMS provider answered 400 (code 21211)',
      retryAt: '2026-11-23T10:00:07.000Z',
    });
    expect(await attemptDelivery(row({ channel: 'sms', attempts: 4 }), deps({ send }))).toEqual({
      outcome: 'failed',
      failure: 'SMS provider answered 400 (code 21211)',
    });
  });

  it('abandons an adapter that hangs past the timeout, and aborts its request', async () => {
    let aborted = false;
    const send = jest.fn((_message, signal: AbortSignal) => {
      signal.addEventListener('abort', () => (aborted = true));
      return new Promise<void>(() => undefined);
    });
    const outcome = await attemptDelivery(row(), deps({ send, timeoutMs: 20 }));
    expect(outcome).toMatchObject({ outcome: 'retry', failure: 'timed out after 20 ms' });
    expect(aborted).toBe(true);
  });

  it('renders a notice (no alarm) for e-mail and in-app in the recipient’s language, without asking for a position', async () => {
    const d = deps();
    const params = { member_id: 'u1', member_name: 'Rosa', member_country: 'ES', due_at: '2026-11-23T21:30:00Z', note: null };
    const email = await attemptDelivery(row({ event_id: null, kind: 'check_in_reminder', recipient_user_id: 'u1', recipient_contact_id: null, params }), d);
    expect(email).toMatchObject({ outcome: 'sent', subject: 'Confirme que está bien antes de las 22:30', body: expect.stringMatching(/\/es\/check-in$/) });
    expect(d.send).toHaveBeenCalledWith(expect.objectContaining({ channel: 'email', to: 'ana@example.com', subject: 'Confirme que está bien antes de las 22:30' }), expect.any(AbortSignal));
    const inApp = await attemptDelivery(row({ event_id: null, kind: 'check_in_reminder', channel: 'in_app', recipient_address: null, recipient_user_id: 'u1', params }), d);
    expect(inApp).toMatchObject({ outcome: 'sent', body: expect.stringMatching(/amplíe el plazo en ICE SOS\.$/) });
    expect(d.position).not.toHaveBeenCalled();
  });

  it('fails a row it cannot render, or has no address for, at once', async () => {
    expect(await attemptDelivery(row({ kind: 'mystery' }), deps())).toMatchObject({ outcome: 'failed', failure: expect.stringContaining('mystery') });
    expect(await attemptDelivery(row({ params: {} }), deps())).toMatchObject({ outcome: 'failed' });
    expect(await attemptDelivery(row({ recipient_address: null }), deps())).toEqual({ outcome: 'failed', failure: 'no address to send to' });
  });
});
