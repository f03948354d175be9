/** @jest-environment node */
import { addEmergencyContact } from '@/lib/actions/emergency-contacts';
import { getUser } from '@/lib/auth/session';
import { sendContactMessage } from '@/lib/emergency-contacts/send-contact-message';
import { createClient } from '@/lib/supabase/server';

jest.mock('server-only', () => ({}));
jest.mock('@/lib/auth/session', () => ({ getUser: jest.fn(), getRole: jest.fn(), getAssuranceLevel: jest.fn() }));
jest.mock('@/lib/supabase/server', () => ({ createClient: jest.fn() }));
jest.mock('@/lib/emergency-contacts/send-contact-message', () => ({ sendContactMessage: jest.fn() }));

/**
 * A contact the member adds later, on the contacts page, is asked at once through the same
 * function as "Ask now" (docs/product.md#emergency-contacts); the database queue is only for a
 * registration's contacts, so this one is not asked twice.
 */
const inserted = { data: { id: 'contact-1' }, error: null };
const session = {
  from: jest.fn(() => ({
    select: () => ({ eq: () => ({ order: () => ({ limit: () => ({ maybeSingle: async () => ({ data: { priority: 1 }, error: null }) }) }) }) }),
    insert: jest.fn(() => ({ select: () => ({ single: async () => inserted }) })),
  })),
};

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getUser).mockResolvedValue({ id: 'member-1' } as never);
  jest.mocked(createClient).mockResolvedValue(session as never);
});

describe('Add on the contacts page', () => {
  it('saves the contact and asks them through sendContactMessage, as "Ask now" does', async () => {
    jest.mocked(sendContactMessage).mockResolvedValue({ status: 'sent' });
    const result = await addEmergencyContact({ name: 'Luis García', relationship: 'son', phone: '+34611222333', email: '', language: 'es', byEmail: false, bySms: true });
    expect(result).toEqual({ data: { status: 'added', request: 'sent' } });
    expect(sendContactMessage).toHaveBeenCalledWith('member-1', 'contact-1', 'consent_request');
  });

  it('keeps the contact when the request is refused, and says why', async () => {
    jest.mocked(sendContactMessage).mockResolvedValue({ status: 'refused', problem: 'rateLimited', retryAt: '2026-12-24T10:00:00Z' });
    const result = await addEmergencyContact({ name: 'Luis García', relationship: '', phone: '+34611222333', email: '', language: 'es', byEmail: false, bySms: true });
    expect(result).toEqual({ data: { status: 'added', request: 'rateLimited' } });
  });
});
