/** @jest-environment node */
import { createFormatter } from 'next-intl';
import { loadServerEnv } from '@/lib/env';
import { sendFamilyInviteMail } from '@/lib/family/invite-mail';
import { sendMail } from '@/lib/mail/send-mail';

jest.mock('server-only', () => ({}));
jest.mock('@/lib/mail/send-mail', () => ({ sendMail: jest.fn(async () => true) }));
jest.mock('@/lib/env', () => ({ loadServerEnv: jest.fn() }));
// A request whose Origin a member could set: the invitation link must never use it.
jest.mock('next/headers', () => ({ headers: jest.fn(async () => new Headers({ origin: 'https://evil.example' })) }));
jest.mock('next-intl/server', () => {
  const intl = jest.requireActual('next-intl');
  const all = { en: jest.requireActual('@/messages/en.json'), nl: jest.requireActual('@/messages/nl.json'), es: jest.requireActual('@/messages/es.json') } as Record<string, object>;
  return {
    getTranslations: jest.fn(async ({ locale, namespace }: { locale: string; namespace: string }) => intl.createTranslator({ locale, messages: all[locale], namespace })),
    // A formatter set to another zone, as the app's could be: the mail must name its own.
    getFormatter: jest.fn(async ({ locale }: { locale: string }) => intl.createFormatter({ locale, timeZone: 'Europe/Amsterdam' })),
  };
});

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(loadServerEnv).mockReturnValue({ NEXT_PUBLIC_SITE_URL: 'https://icesos.example/some/path' } as ReturnType<typeof loadServerEnv>);
});

const sentText = () => jest.mocked(sendMail).mock.calls[0][0].text;

describe('the invitation e-mail', () => {
  it('links to the configured public site, not to the Origin of the request', async () => {
    await sendFamilyInviteMail({ to: 'carer@example.com', locale: 'en', from: 'Ana', memberCountry: 'ES', role: 'carer', token: 'a'.repeat(64), validUntil: '2026-12-01T23:30:00Z' });
    expect(sentText()).toContain(`https://icesos.example/`);
    expect(sentText()).toContain('a'.repeat(64));
    expect(sentText()).not.toContain('evil.example');
  });

  it.each(['en', 'nl', 'es'] as const)('gives the end of the link on the member’s clock and names it; UTC, named, without a country (%s)', async (locale) => {
    // 23:30 UTC is already the next day in Madrid: the text must be Madrid's, and say so.
    const validUntil = '2026-12-01T23:30:00Z';
    await sendFamilyInviteMail({ to: 'carer@example.com', locale, from: 'Ana', memberCountry: 'ES', role: 'family', token: 'b'.repeat(64), validUntil });
    const madrid = createFormatter({ locale, timeZone: 'Europe/Madrid' }).dateTime(new Date(validUntil), { dateStyle: 'long', timeStyle: 'short' });
    const zone = { en: 'Madrid time', nl: 'Spaanse tijd', es: 'hora de Madrid' }[locale];
    expect(sentText()).toContain(`${madrid} (${zone})`);

    jest.mocked(sendMail).mockClear();
    await sendFamilyInviteMail({ to: 'carer@example.com', locale, from: 'Ana', memberCountry: null, role: 'family', token: 'b'.repeat(64), validUntil });
    const utc = createFormatter({ locale, timeZone: 'UTC' }).dateTime(new Date(validUntil), { dateStyle: 'long', timeStyle: 'short' });
    expect(sentText()).toContain(`${utc} (UTC)`);
  });
});
