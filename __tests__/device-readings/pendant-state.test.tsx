import { render, screen } from '@testing-library/react';
import { PendantStateCard } from '@/components/device-readings/pendant-state';
import { withIntl } from '../test-intl';

jest.mock('@/lib/time/browser-time-zone', () => ({ browserTimeZone: () => 'Europe/Amsterdam' }));

describe('PendantStateCard', () => {
  it("says when the pendant was last seen in the reader's zone, named", () => {
    const pendant = { id: 'p1', name: 'ICE pendant', lastConnectedAt: '2026-11-24T13:00:00Z', battery: 80, heartRate: 70 };
    render(withIntl(<PendantStateCard pendant={pendant} now={new Date('2026-11-24T15:00:00Z')} />, 'nl'));
    expect(screen.getByText(/^Laatst gezien 2 uur geleden \(/)).toHaveTextContent('Laatst gezien 2 uur geleden (24 nov 2026, 14:00 CET)');
  });

  it("calls 20 % low, as a carer's view of the same pendant does (lib/device-readings/battery.ts)", () => {
    const pendant = { id: 'p1', name: 'ICE pendant', lastConnectedAt: null, battery: 20, heartRate: null };
    render(withIntl(<PendantStateCard pendant={pendant} now={new Date('2026-11-24T15:00:00Z')} />));
    expect(screen.getByText('20%: low, charge it soon')).toHaveClass('text-destructive');
  });
});
