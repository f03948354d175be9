import { render, screen } from '@testing-library/react';
import { ProtectionStatus } from '@/components/dashboard/protection-status';
import { coversCallCentre } from '@/lib/data/protection';
import { withIntl } from '../test-intl';
import { resolveServer } from '../home/server-render';

type Locale = 'en' | 'nl' | 'es';
let pageLocale: Locale = 'en';
jest.mock('next-intl/server', () => {
  const { createTranslator } = jest.requireActual<typeof import('next-intl')>('next-intl');
  const catalogues = { en: jest.requireActual('@/messages/en.json'), nl: jest.requireActual('@/messages/nl.json'), es: jest.requireActual('@/messages/es.json') };
  return { getTranslations: async (namespace: string) => createTranslator({ locale: pageLocale, messages: catalogues[pageLocale], namespace: namespace as never }) };
});
jest.mock('next/navigation', () => jest.requireActual('../home/mocks').nextNavigationMock());

// Issue 24: a Premium member (not on the Spain plan) was told alerts reach "the call centre".
describe('coversCallCentre', () => {
  it('is true only for an active or trialing plan for Spain', () => {
    const es = { region: 'es' };
    expect(coversCallCentre([{ status: 'active', subscription_plans: es }])).toBe(true);
    expect(coversCallCentre([{ status: 'trialing', subscription_plans: es }])).toBe(true);
    expect(coversCallCentre([{ status: 'past_due', subscription_plans: es }])).toBe(false);
    expect(coversCallCentre([{ status: 'canceled', subscription_plans: es }, { status: 'active', subscription_plans: { region: 'global' } }])).toBe(false);
    expect(coversCallCentre([{ status: 'active', subscription_plans: null }])).toBe(false);
    expect(coversCallCentre([])).toBe(false);
  });
});

describe.each([
  ['en', /call centre/i],
  ['nl', /meldkamer/i],
  ['es', /central/i],
] as const)('%s: the protected hint', (locale, callCentreWords) => {
  async function hint(callCentre: boolean) {
    pageLocale = locale;
    const view = render(withIntl(await resolveServer(<ProtectionStatus isProtected callCentre={callCentre} />), locale));
    const text = screen.getByTestId('protection-status').parentElement?.nextElementSibling?.textContent ?? '';
    view.unmount();
    return text;
  }

  it('names the call centre only for a member whose plan includes it', async () => {
    expect(await hint(false)).not.toMatch(callCentreWords);
    expect(await hint(true)).toMatch(callCentreWords);
  });
});
