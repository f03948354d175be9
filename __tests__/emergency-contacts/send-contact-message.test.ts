/** @jest-environment node */
import { loadServerEnv } from '@/lib/env';
import { sendContactMessage } from '@/lib/emergency-contacts/send-contact-message';
import { deliverMessage } from '@/lib/notify/channels';
import { createAdminClient } from '@/lib/supabase/admin';

jest.mock('server-only', () => ({}));
jest.mock('@/lib/env', () => ({ loadServerEnv: jest.fn() }));
// A request whose Origin a member could set: the link sent to their contact must never use it.
jest.mock('next/headers', () => ({ headers: jest.fn(async () => new Headers({ origin: 'https://evil.example' })) }));
jest.mock('@/lib/notify/channels', () => ({ deliverMessage: jest.fn(async () => undefined) }));
jest.mock('@/lib/supabase/admin', () => ({ createAdminClient: jest.fn() }));

const MEMBER = '11111111-1111-4111-8111-111111111111';
const CONTACT = '22222222-2222-4222-8222-222222222222';
const TOKEN = 'c'.repeat(64);

const rpc = jest.fn();

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(loadServerEnv).mockReturnValue({ NEXT_PUBLIC_SITE_URL: 'https://icesos.example/some/path' } as ReturnType<typeof loadServerEnv>);
  jest.mocked(createAdminClient).mockReturnValue({ rpc } as unknown as ReturnType<typeof createAdminClient>);
  rpc.mockImplementation(async (name: string) =>
    name === 'begin_emergency_contact_message'
      ? {
          data: [{ message_id: 'm1', channel: 'email', address: 'pedro@example.com', language: 'en', contact_name: 'Pedro', member_name: 'Ana', channels: ['email'], token: TOKEN, link_expires_at: '2026-12-24T10:00:00Z' }],
          error: null,
        }
      : { data: null, error: null },
  );
});

describe('sendContactMessage', () => {
  it('starts the send as the server for the signed-in member, and records the outcome', async () => {
    expect(await sendContactMessage(MEMBER, CONTACT, 'consent_request')).toEqual({ status: 'sent' });
    expect(rpc).toHaveBeenCalledWith('begin_emergency_contact_message', { member: MEMBER, contact_id: CONTACT, kind: 'consent_request' });
    expect(rpc).toHaveBeenCalledWith('finish_emergency_contact_message', { message_id: 'm1', delivered: true, detail: undefined });
  });

  it('links to the configured public site, not to the Origin of the request', async () => {
    await sendContactMessage(MEMBER, CONTACT, 'consent_request');
    const body = jest.mocked(deliverMessage).mock.calls[0][0].body;
    expect(body).toContain(`https://icesos.example/emergency-contact?token=${TOKEN}`);
    expect(body).not.toContain('evil.example');
  });

  it('passes a refusal of the database on, as the page words it', async () => {
    rpc.mockResolvedValueOnce({ data: null, error: { code: 'ICE45', details: '{"retry_at":"2026-12-24T10:00:00+00:00"}' } });
    expect(await sendContactMessage(MEMBER, CONTACT, 'test')).toEqual({ status: 'refused', problem: 'declined', retryAt: '2026-12-24T10:00:00+00:00' });
    rpc.mockResolvedValueOnce({ data: null, error: { code: 'ICE46' } });
    expect(await sendContactMessage(MEMBER, CONTACT, 'test')).toEqual({ status: 'refused', problem: 'noChannel' });
    expect(deliverMessage).not.toHaveBeenCalled();
  });
});
