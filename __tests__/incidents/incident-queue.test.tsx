import { render, screen, within } from '@testing-library/react';
import { IncidentQueue } from '@/components/incidents/incident-queue';
import type { AnswerStats } from '@/lib/data/answer-stats';
import type { SosEvent } from '@/lib/data/sos';
import type { IncidentQueue as Queue } from '@/lib/data/incidents';
import { withIntl } from '../test-intl';

jest.mock('@/lib/actions/incidents', () => ({ addIncidentStep: jest.fn(), resolveIncident: jest.fn() }));
jest.mock('@/components/sos/use-sos-position', () => ({ useSosPosition: () => ({ position: null }) }));
// The live hook is tested on its own (use-incident-queue.test.tsx): here the list shows what it holds.
jest.mock('@/components/incidents/use-incident-queue', () => ({ useIncidentQueue: (initial: unknown) => ({ queue: initial, refresh: jest.fn() }) }));

const event = (id: string, overrides: Partial<SosEvent> = {}) =>
  ({ id, member_id: `m-${id}`, status: 'active', source: 'app', started_at: '2026-11-23T10:00:00Z', region: null, unusual_volume: false, ...overrides }) as SosEvent;

const stats: AnswerStats = { days: 30, alarms: 40, answered: 39, answeredWithin60s: 39, shareWithin60s: 0.975, p50Seconds: 18, p95Seconds: 55.5 };

const queue = (overrides: Partial<Queue> = {}): Queue => ({
  events: [event('spain', { region: 'es' }), event('home'), event('done', { status: 'resolved', resolved_at: '2026-11-23T10:05:00Z' })],
  openCount: 2,
  members: [
    { userId: 'm-spain', name: 'Spain Member', phone: null, address: null },
    { userId: 'm-home', name: 'Home Member', phone: null, address: null },
  ],
  timelines: [],
  agents: {},
  answerStats: stats,
  ...overrides,
});

describe('IncidentQueue (the admin alarms page)', () => {
  it('lists every open alarm, Spain plan or not, under a count that matches them, and ended ones apart', () => {
    render(withIntl(<IncidentQueue initial={queue()} />));
    expect(screen.getByTestId('open-alarms-count')).toHaveTextContent('2 open alarms');
    const open = within(screen.getByTestId('open-incidents')).getAllByTestId('incident');
    expect(open.map((card) => card.getAttribute('data-event-id'))).toEqual(['spain', 'home']);
    expect(screen.getByRole('heading', { name: 'Ended in the last 24 hours' })).toBeInTheDocument();
    expect(screen.queryByText(/Showing the newest/)).toBeNull();
  });

  it('when more are open than listed, gives the full count (the overview’s) and says only the newest are shown', () => {
    render(withIntl(<IncidentQueue initial={queue({ openCount: 250 })} />));
    expect(screen.getByTestId('open-alarms-count')).toHaveTextContent('250 open alarms');
    expect(screen.getByText('Showing the newest 2 of 250.')).toBeInTheDocument();
  });

  it('no open alarms, in Spanish', () => {
    render(withIntl(<IncidentQueue initial={queue({ events: [], openCount: 0 })} />, 'es'));
    expect(screen.getByTestId('open-alarms-count')).toHaveTextContent('0 alarmas abiertas');
    expect(screen.getByText('No hay alarmas abiertas.')).toBeInTheDocument();
  });
});

describe('AnswerStatsPanel (inside the queue)', () => {
  it('shows p50, p95 and the share within 60 s, meeting the 97.5% standard', () => {
    render(withIntl(<IncidentQueue initial={queue()} />));
    expect(screen.getByTestId('answer-stats-alarms')).toHaveTextContent('40');
    expect(screen.getByTestId('answer-stats-p50')).toHaveTextContent('18 s');
    expect(screen.getByTestId('answer-stats-p95')).toHaveTextContent('56 s');
    expect(screen.getByTestId('answer-stats-within')).toHaveTextContent('97.5%');
    expect(screen.getByTestId('answer-stats-verdict')).toHaveTextContent('Meets the standard');
  });

  it('below the standard, in Dutch', () => {
    render(withIntl(<IncidentQueue initial={queue({ answerStats: { ...stats, answeredWithin60s: 30, shareWithin60s: 0.75, p95Seconds: 125 } })} />, 'nl'));
    expect(screen.getByTestId('answer-stats-verdict')).toHaveTextContent('Onder de norm');
    expect(screen.getByTestId('answer-stats-p95')).toHaveTextContent('2 min 5 s');
  });

  it('no alarms in the window, and a failed read', () => {
    const { unmount } = render(withIntl(<IncidentQueue initial={queue({ answerStats: { ...stats, alarms: 0, answered: 0, answeredWithin60s: 0, shareWithin60s: null, p50Seconds: null, p95Seconds: null } })} />));
    expect(screen.getByTestId('answer-stats')).toHaveTextContent('No call centre alarms in this period.');
    unmount();
    render(withIntl(<IncidentQueue initial={queue({ answerStats: null })} />));
    expect(screen.getByTestId('answer-stats')).toHaveTextContent('Not available');
  });
});
