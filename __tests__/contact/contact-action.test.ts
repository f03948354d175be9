/** @jest-environment node */
import { headers } from 'next/headers';
import { submitContactMessage } from '@/lib/actions/contact';
import { getUser } from '@/lib/auth/session';
import { sendMail } from '@/lib/mail/send-mail';
import { hashClientAddress } from '@/lib/rate-limit';
import { createAdminClient } from '@/lib/supabase/admin';

jest.mock('server-only', () => ({}));
jest.mock('next/headers', () => ({ headers: jest.fn() }));
jest.mock('@/lib/auth/session', () => ({ getUser: jest.fn(), getRole: jest.fn() }));
jest.mock('@/lib/supabase/server', () => ({ createClient: jest.fn() }));
jest.mock('@/lib/supabase/admin', () => ({ createAdminClient: jest.fn() }));
jest.mock('@/lib/env', () => ({ loadServerEnv: () => ({ SUPABASE_SECRET_KEY: 'secret' }) }));
jest.mock('@/lib/mail/send-mail', () => ({ sendMail: jest.fn(async () => true) }));

const rpc = jest.fn();
const valid = {
  name: ' Ana García ',
  email: 'ana@example.com',
  subject: 'Pendant battery',
  message: 'How long does it last between charges?',
  accepted: true,
  website: '',
  locale: 'nl',
};

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(headers).mockResolvedValue(new Headers({ 'x-ice-client-address': '203.0.113.7' }) as Awaited<ReturnType<typeof headers>>);
  jest.mocked(getUser).mockResolvedValue(null);
  jest.mocked(createAdminClient).mockReturnValue({ rpc } as unknown as ReturnType<typeof createAdminClient>);
  rpc.mockImplementation(async (name: string) =>
    name === 'submit_contact_message'
      ? { data: 'message-1', error: null }
      : { data: [{ user_id: 'admin-1', email: 'admin@example.com', language: 'en' }], error: null },
  );
});

describe('submitContactMessage', () => {
  it('refuses bad input with one message key per field and stores nothing', async () => {
    const result = await submitContactMessage({ ...valid, name: 'A', email: 'ana@', accepted: false });
    expect(result.validationErrors?.fieldErrors).toEqual({ name: ['nameTooShort'], email: ['emailInvalid'], accepted: ['acceptanceRequired'] });
    expect(createAdminClient).not.toHaveBeenCalled();
    expect(sendMail).not.toHaveBeenCalled();
  });

  it('answers a filled honeypot as if sent, and stores nothing', async () => {
    expect(await submitContactMessage({ ...valid, website: 'https://spam.example' })).toEqual({ data: { sent: true } });
    expect(createAdminClient).not.toHaveBeenCalled();
  });

  it('stores the trimmed message in the form’s language with the hashed address, then e-mails the admins', async () => {
    jest.mocked(getUser).mockResolvedValue({ id: 'member-1' } as Awaited<ReturnType<typeof getUser>>);
    expect(await submitContactMessage(valid)).toEqual({ data: { sent: true } });
    expect(rpc).toHaveBeenCalledWith('submit_contact_message', {
      sender_name: 'Ana García',
      sender_email: 'ana@example.com',
      message_subject: 'Pendant battery',
      message_body: 'How long does it last between charges?',
      message_language: 'nl',
      sender_user_id: 'member-1',
      sender_ip_hash: hashClientAddress('203.0.113.7', 'secret'),
    });
    expect(sendMail).toHaveBeenCalledWith(expect.objectContaining({ to: 'admin@example.com', subject: 'New contact message: Pendant battery' }));
  });

  it('falls back to English for a language the site does not have', async () => {
    await submitContactMessage({ ...valid, locale: 'fr' });
    expect(rpc).toHaveBeenCalledWith('submit_contact_message', expect.objectContaining({ message_language: 'en' }));
  });

  it("ends with 'rateLimited' over the per-address limit, and sends no e-mail", async () => {
    rpc.mockResolvedValueOnce({ data: null, error: { code: 'ICE30', message: 'Too many messages', hint: 'contact_rate_limited' } });
    expect(await submitContactMessage(valid)).toEqual({ serverError: 'rateLimited' });
    expect(sendMail).not.toHaveBeenCalled();
  });

  it("ends with 'failed' when storing fails or throws", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    rpc.mockResolvedValueOnce({ data: null, error: { code: '23514', message: 'check' } });
    expect(await submitContactMessage(valid)).toEqual({ serverError: 'failed' });
    rpc.mockRejectedValueOnce(new Error('network down'));
    expect(await submitContactMessage(valid)).toEqual({ serverError: 'failed' });
    expect(sendMail).not.toHaveBeenCalled();
  });
});
