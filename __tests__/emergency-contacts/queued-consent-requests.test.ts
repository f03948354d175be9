/** @jest-environment node */
import { loadServerEnv } from '@/lib/env';
import { sendQueuedConsentRequests } from '@/lib/emergency-contacts/queued-consent-requests';

jest.mock('server-only', () => ({}));
jest.mock('@/lib/env', () => ({ loadServerEnv: jest.fn() }));
jest.mock('next/headers', () => ({ headers: jest.fn(async () => new Headers({ origin: 'https://evil.example' })) }));

/**
 * The consent requests the database queued for a registration's contacts (migration
 * 20261129000400), sent by the SOS dispatcher: one contact per call of
 * begin_queued_contact_consent_request, each written and sent as "Ask now" sends it.
 */
const MEMBER = '11111111-1111-4111-8111-111111111111';
const LUIS = '22222222-2222-4222-8222-222222222222';
const MARTA = '33333333-3333-4333-8333-333333333333';
const row = (contact: string, channel: 'email' | 'sms', address: string, contactName: string, language: 'en' | 'nl' | 'es', token: string) => ({
  member_id: MEMBER,
  contact_id: contact,
  message_id: `${contact}-${channel}`,
  channel,
  address,
  language,
  contact_name: contactName,
  member_name: 'Ana Tester',
  channels: ['sms'],
  token,
  link_expires_at: '2026-12-24T10:00:00Z',
});

const rpc = jest.fn();
const send = jest.fn(async () => undefined);
const deps = () => ({ admin: { rpc } as never, send });
const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(loadServerEnv).mockReturnValue({ NEXT_PUBLIC_SITE_URL: 'https://icesos.example' } as ReturnType<typeof loadServerEnv>);
  const queue = [[row(LUIS, 'sms', '+34611222333', 'Luis García', 'es', 'a'.repeat(64))], [row(MARTA, 'email', 'marta@example.com', 'Marta Ruiz', 'nl', 'b'.repeat(64))], []];
  rpc.mockImplementation(async (name: string) => (name === 'begin_queued_contact_consent_request' ? { data: queue.shift() ?? [], error: null } : { data: null, error: null }));
});

describe('sendQueuedConsentRequests', () => {
  it('takes the queue one contact at a time until it is empty, and sends each request in the contact\'s language with its own link', async () => {
    expect(await sendQueuedConsentRequests(deps(), log)).toBe(2);
    expect(rpc.mock.calls.filter(([name]) => name === 'begin_queued_contact_consent_request')).toHaveLength(3);
    expect(send).toHaveBeenCalledTimes(2);
    const [sms, mail] = send.mock.calls.map((call) => (call as unknown as [{ channel: string; to: string; body: string }])[0]);
    expect(sms).toMatchObject({ channel: 'sms', to: '+34611222333' });
    expect(sms.body).toContain(`https://icesos.example/es/emergency-contact?token=${'a'.repeat(64)}`);
    expect(mail).toMatchObject({ channel: 'email', to: 'marta@example.com' });
    expect(mail.body).toContain(`https://icesos.example/nl/emergency-contact?token=${'b'.repeat(64)}`);
    expect(mail.body).not.toContain('evil.example');
  });

  it('records each channel\'s outcome as "Ask now" does', async () => {
    send.mockRejectedValueOnce(new Error('SMS provider down') as never);
    await sendQueuedConsentRequests(deps(), log);
    expect(rpc).toHaveBeenCalledWith('finish_emergency_contact_message', { message_id: `${LUIS}-sms`, delivered: false, detail: 'SMS provider down' });
    expect(rpc).toHaveBeenCalledWith('finish_emergency_contact_message', { message_id: `${MARTA}-email`, delivered: true, detail: undefined });
    expect(log.warn).toHaveBeenCalledWith(`[consent-requests] request to contact ${LUIS}: failed`);
  });

  it('throws when the queue cannot be read, so the caller retries later', async () => {
    rpc.mockResolvedValueOnce({ data: null, error: { message: 'unreachable' } });
    await expect(sendQueuedConsentRequests(deps(), log)).rejects.toThrow('begin_queued_contact_consent_request failed: unreachable');
    expect(send).not.toHaveBeenCalled();
  });
});
