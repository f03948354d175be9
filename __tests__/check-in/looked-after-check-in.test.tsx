import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { LookedAfterCard } from '@/components/looking-after/looked-after-card';
import type { FamilyCheckIn, LookedAfterLink } from '@/lib/data/looking-after';
import { resolveServer } from '../home/server-render';
import { withIntl } from '../test-intl';

jest.mock('next-intl/server', () => ({ getTranslations: jest.requireActual('../time/server-intl').getTranslations }));
jest.mock('@/lib/time/browser-time-zone', () => ({ browserTimeZone: () => 'Europe/Madrid' }));

const link = (over: Partial<LookedAfterLink> = {}): LookedAfterLink => ({
  link_id: 'l1',
  member_id: 'm1',
  full_name: 'María García',
  relationship: 'mother',
  role: 'family',
  status: 'active',
  is_live: true,
  created_at: '2026-11-01T10:00:00Z',
  expires_at: null as unknown as string,
  receive_sos_alerts: true,
  location_access: 'none',
  view_medical: false,
  view_device_status: true,
  view_activity: false,
  ...over,
});
const checkIn: FamilyCheckIn = { member_id: 'm1', due_at: '2026-11-30T22:00:00Z', note: 'walking home from the station' };

const show = async (node: ReactNode, locale: 'en' | 'nl' | 'es' = 'en') => render(withIntl(await resolveServer(node), locale));

describe('a looked-after member’s running check-in (docs/product.md#check-in)', () => {
  it('shows when they should check in, in the reader’s zone, and their note', async () => {
    await show(<LookedAfterCard link={link()} locale="en" checkIn={checkIn} />);
    const line = await screen.findByTestId('looked-after-check-in');
    expect(line).toHaveTextContent(/^María García has a check-in running: due by Nov 30, 2026, 11:00 PM GMT\+1\./);
    expect(line).toHaveTextContent('Their note: “walking home from the station”');
  });

  it('speaks the reader’s language', async () => {
    await show(<LookedAfterCard link={link()} locale="es" checkIn={checkIn} />, 'es');
    expect(await screen.findByTestId('looked-after-check-in')).toHaveTextContent(/^María García tiene una cuenta atrás en marcha: debe confirmar que está bien antes de /);
  });

  it('shows nothing without one, or on a paused link', async () => {
    const { unmount } = await show(<LookedAfterCard link={link()} locale="en" />);
    expect(screen.queryByTestId('looked-after-check-in')).not.toBeInTheDocument();
    unmount();
    await show(<LookedAfterCard link={link({ status: 'paused', is_live: false })} locale="en" checkIn={checkIn} />);
    expect(screen.queryByTestId('looked-after-check-in')).not.toBeInTheDocument();
  });
});
