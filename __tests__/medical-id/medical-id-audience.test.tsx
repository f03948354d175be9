import { render, screen } from '@testing-library/react';
import { MedicalIdAudience } from '@/components/medical-id/medical-id-audience';
import en from '@/messages/en.json';
import { withIntl } from '../test-intl';
import { resolveServer } from '../home/server-render';

jest.mock('next-intl/server', () => {
  const { createTranslator } = jest.requireActual<typeof import('next-intl')>('next-intl');
  return { getTranslations: async (namespace: string) => createTranslator({ locale: 'en', messages: en, namespace: namespace as never }) };
});
jest.mock('@/lib/time/browser-time-zone', () => ({ browserTimeZone: () => 'Europe/Amsterdam' }));

describe('MedicalIdAudience', () => {
  it("writes a carer's end of access to the second in the reader's zone, named", async () => {
    const audience = { family: [{ id: 'c1', name: 'Ana Carer', role: 'carer' as const, expiresAt: '2026-11-24T13:00:30Z' }], callCentre: false };
    render(withIntl(await resolveServer(<MedicalIdAudience audience={audience} />)));
    // Typed as 14:00:30 in Amsterdam: it must read 14:00:30 again, not the server's 13:00.
    expect(screen.getByTestId('medical-audience-family')).toHaveTextContent('Ana Carer (carer, until November 24, 2026 at 2:00:30 PM GMT+1)');
  });
});
