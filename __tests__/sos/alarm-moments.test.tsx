import { render, screen, within } from '@testing-library/react';
import { AlarmList } from '@/components/sos-history/alarm-list';
import { SosHistory } from '@/components/sos/sos-history';
import type { SosEvent, SosTimelineStep } from '@/lib/data/sos';
import type { AlarmEvent } from '@/lib/sos-history/alarm-record';
import { withIntl } from '../test-intl';

// The member reads in New York: neither the server's UTC nor the provider's zone may show.
jest.mock('@/lib/time/browser-time-zone', () => ({ browserTimeZone: () => 'America/New_York' }));

const STARTED = '2026-11-24T13:00:00Z';

describe("an alarm's moments, in the reader's zone and named", () => {
  it('date each alarm in the history list', () => {
    const alarm = { id: 'a1', status: 'resolved', source: 'app', started_at: STARTED } as AlarmEvent;
    render(withIntl(<AlarmList alarms={[alarm]} />));
    expect(within(screen.getByTestId('sos-history-list')).getByRole('link')).toHaveTextContent('Nov 24, 2026, 08:00 AM EST');
  });

  it('date each past alarm on the SOS page and time each step of its timeline, to the second', () => {
    const event = { id: 'e1', status: 'resolved', source: 'app', started_at: STARTED } as SosEvent;
    const step = { id: 1, event_id: 'e1', at: '2026-11-24T13:00:05Z', kind: 'created', actor_id: 'm1', note: null, details: {} } as unknown as SosTimelineStep;
    render(withIntl(<SosHistory events={[event]} timelines={[step]} names={{}} memberId="m1" />));
    const history = screen.getByTestId('sos-history');
    expect(history.querySelector('summary')).toHaveTextContent('Nov 24, 2026, 08:00 AM EST');
    expect(history.querySelector('ol time')).toHaveTextContent('08:00:05 AM EST');
  });
});
