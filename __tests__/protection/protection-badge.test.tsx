import { render, screen } from '@testing-library/react';
import { ProtectionState } from '@/components/sos/protection-state';
import type { SosHome } from '@/lib/data/sos';
import { withIntl } from '../test-intl';
import { resolveServer } from '../home/server-render';
import { ProtectionStatus } from '@/components/dashboard/protection-status';

jest.mock('next-intl/server', () => {
  const { createTranslator } = jest.requireActual<typeof import('next-intl')>('next-intl');
  const en = jest.requireActual('@/messages/en.json');
  return { getTranslations: async (namespace: string) => createTranslator({ locale: 'en', messages: en, namespace: namespace as never }) };
});
jest.mock('next/navigation', () => jest.requireActual('../home/mocks').nextNavigationMock());

const home = (protectedNow: boolean): SosHome => ({
  memberName: 'Maria',
  plan: { name: 'Premium Protection', region: null },
  protectedNow,
  pendant: null,
  graceSeconds: 5,
  family: [],
  contacts: [],
  openEvent: null,
  history: [],
  timelines: [],
});

/** The colour (variant) and words of the first badge inside `testId`. */
const badgeIn = (testId: string) => {
  const badge = screen.getByTestId(testId).closest('[data-variant]') ?? screen.getByTestId(testId).querySelector('[data-variant]');
  return { variant: badge?.getAttribute('data-variant'), text: badge?.textContent };
};

// Issue 24: "Protected" was green on the dashboard and red on /sos; one state, one look.
describe.each([true, false])('protected = %s', (isProtected) => {
  it('looks the same on the dashboard and on /sos, and says so in words', async () => {
    const dashboard = render(withIntl(await resolveServer(<ProtectionStatus isProtected={isProtected} />), 'en'));
    const onDashboard = badgeIn('protection-status');
    dashboard.unmount();
    render(withIntl(<ProtectionState home={home(isProtected)} />, 'en'));
    const onSos = badgeIn('protection-subscription');
    expect(onSos).toEqual(onDashboard);
    expect(onSos.variant).toBe(isProtected ? 'success' : 'warning');
    expect(onSos.text).toBe(isProtected ? 'Protected' : 'Inactive');
  });
});
