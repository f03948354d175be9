import { render, screen } from '@testing-library/react';
import { IncidentCard } from '@/components/incidents/incident-card';
import type { SosEvent } from '@/lib/data/sos';
import { withIntl } from '../test-intl';

jest.mock('@/lib/actions/sos-incidents', () => ({ addIncidentStep: jest.fn(), resolveIncident: jest.fn() }));
jest.mock('@/components/sos/use-sos-position', () => ({ useSosPosition: () => ({ position: null }) }));
// The agent reads in New York: the alarm's start is their time, named, not UTC or the provider's zone.
jest.mock('@/lib/time/browser-time-zone', () => ({ browserTimeZone: () => 'America/New_York' }));

const event = (overrides: Partial<SosEvent> = {}) =>
  ({
    id: 'e1',
    member_id: 'm1',
    status: 'active',
    source: 'app',
    started_at: '2026-11-23T10:00:00Z',
    last_located_at: null,
    unusual_volume: false,
    ...overrides,
  }) as SosEvent;

const card = (e: SosEvent, locale: 'en' | 'es' = 'en') =>
  render(withIntl(<IncidentCard event={e} member={null} steps={[]} agents={{}} onChanged={async () => undefined} />, locale));

describe('IncidentCard', () => {
  it('flags an alarm from a member who raised unusually many this hour, in the admin’s language', () => {
    card(event({ unusual_volume: true }));
    expect(screen.getByTestId('incident-unusual-volume')).toHaveTextContent('Many alarms this hour');
  });

  it("says when the alarm started in the agent's own zone, named", () => {
    card(event());
    expect(screen.getByTestId('incident').querySelector('header time')).toHaveTextContent('11/23/2026, 05:00 AM EST');
  });

  it('shows no flag on an ordinary alarm', () => {
    card(event(), 'es');
    expect(screen.queryByTestId('incident-unusual-volume')).toBeNull();
  });
});
