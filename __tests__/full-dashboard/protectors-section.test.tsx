import { render, screen } from '@testing-library/react';
import { ProtectorsSection } from '@/components/full-dashboard/protectors-section';
import type { ProtectorLink } from '@/lib/data/full-dashboard';
import { resolveServer } from '../home/server-render';
import { withIntl } from '../test-intl';

jest.mock('next-intl/server', () => ({ getTranslations: jest.requireActual('../time/server-intl').getTranslations }));
// The member reads in Amsterdam: the end they typed as 14:00:30 there must read 14:00:30 CET.
jest.mock('@/lib/time/browser-time-zone', () => ({ browserTimeZone: () => 'Europe/Amsterdam' }));

const link = {
  id: 'l1',
  full_name: 'Jan de Vries',
  role: 'carer',
  relationship: null,
  live: true,
  expires_at: '2026-11-24T13:00:30Z',
  receive_sos_alerts: true,
  location_access: 'none',
  view_medical: false,
  view_device_status: false,
} as unknown as ProtectorLink;

describe("the member's protectors", () => {
  it("say until when a carer's access lasts, to the second, in the member's zone, named", async () => {
    render(withIntl(await resolveServer(<ProtectorsSection links={[link]} pendingInvitations={0} locale="nl" />), 'nl'));
    expect(screen.getByTestId('protector-end')).toHaveTextContent('Toegang tot 24 november 2026 om 14:00:30 CET');
  });
});
