import { render, screen } from '@testing-library/react';
import { RecentActivity } from '@/components/dashboard/recent-activity';
import { resolveServer } from '../home/server-render';
import { withIntl } from '../test-intl';

jest.mock('next-intl/server', () => ({ getTranslations: jest.requireActual('../time/server-intl').getTranslations }));
// The member reads in New York: neither the server's UTC nor the provider's zone may show.
jest.mock('@/lib/time/browser-time-zone', () => ({ browserTimeZone: () => 'America/New_York' }));

describe('recent activity', () => {
  it("dates every line in the member's own zone, named", async () => {
    const node = await resolveServer(
      <RecentActivity
        sos={[{ id: 's1', status: 'resolved', started_at: '2026-11-24T13:00:00Z', source: 'app' }]}
        notifications={[{ id: 'n1', title: 'Hello', kind: 'info', created_at: '2026-11-24T14:30:00Z', read_at: null }]}
        access={[{ id: 1, resource: 'medical', reader_capacity: 'family', created_at: '2026-11-25T03:15:00Z' }] as never}
      />,
    );
    render(withIntl(node));
    expect(screen.getByText(/^Resolved ·/)).toHaveTextContent('Resolved · Nov 24, 2026, 08:00 AM EST');
    expect(screen.getByText(/^Hello ·/)).toHaveTextContent('Hello · Nov 24, 2026, 09:30 AM EST');
    // 03:15 UTC on the 25th is still the evening of the 24th in New York: the date moves too.
    expect(screen.getByText(/^Your medical information was viewed ·/)).toHaveTextContent('Your medical information was viewed · Nov 24, 2026, 10:15 PM EST');
  });
});
