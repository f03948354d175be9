import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IncidentCard } from '@/components/incidents/incident-card';
import { addIncidentStep } from '@/lib/actions/incidents';
import type { SosEvent } from '@/lib/data/sos';
import { withIntl } from '../test-intl';

jest.mock('@/lib/actions/incidents', () => ({ addIncidentStep: jest.fn(), resolveIncident: jest.fn() }));
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

const member = { userId: 'm1', name: 'Maria Member', phone: '+34600111222', address: 'Calle Mayor 1' };
const agents = { a1: 'Agent Ana', f1: 'Daniel Lopez' };
const card = (e: SosEvent, locale: 'en' | 'es' | 'nl' = 'en') =>
  render(withIntl(<IncidentCard event={e} member={member} steps={[]} agents={agents} onChanged={async () => undefined} />, locale));

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

  it('a Spain-plan alarm is a call centre incident: plan badge, contact details, answer time and the agent’s steps', () => {
    card(event({ region: 'es', claimed_at: '2026-11-23T10:00:42Z', claimed_by: 'a1' }));
    expect(screen.getByTestId('incident-region')).toHaveTextContent('Spain plan · Call Centre Spain');
    expect(screen.getByRole('link', { name: '+34600111222' })).toBeInTheDocument();
    expect(screen.getByTestId('incident-answer-time')).toHaveTextContent('42 s');
    expect(screen.getByText('Agent Ana')).toBeInTheDocument();
    for (const name of ['Call made', 'Resolve', 'Add note']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('flags an answer past 60 s, and an unclaimed open incident as not answered yet', () => {
    const { unmount } = card(event({ region: 'es', claimed_at: '2026-11-23T10:01:30Z', claimed_by: 'a1' }));
    expect(screen.getByTestId('incident-answer-time')).toHaveTextContent('1 min 30 s, over 60 s');
    unmount();
    card(event({ region: 'es' }));
    expect(screen.getByTestId('incident-answer-time')).toHaveTextContent('Not answered yet');
    expect(screen.getByRole('button', { name: 'Claim' })).toBeInTheDocument();
  });

  it('an alarm of a member without the Spain plan: family only, who acknowledged it, Resolve only, no call centre details', () => {
    card(event({ region: null, status: 'acknowledged', acknowledged_by: 'f1', acknowledged_at: '2026-11-23T10:00:20Z' }));
    const incident = screen.getByTestId('incident');
    expect(within(incident).getByTestId('incident-region')).toHaveTextContent('Family alerts · no call centre');
    expect(within(incident).getByTestId('incident-acknowledged-by')).toHaveTextContent('Daniel Lopez');
    expect(within(incident).getByTestId('incident-status')).toHaveTextContent('Acknowledged');
    expect(within(incident).getByRole('button', { name: 'Resolve' })).toBeInTheDocument();
    for (const name of ['Claim', 'Call made', 'Add note']) expect(within(incident).queryByRole('button', { name })).toBeNull();
    expect(within(incident).queryByText('+34600111222')).toBeNull();
    expect(within(incident).queryByTestId('incident-answer-time')).toBeNull();
  });

  it('says in Dutch that nobody has acknowledged it yet', () => {
    card(event({ region: null }), 'nl');
    expect(screen.getByTestId('incident-acknowledged-by')).toHaveTextContent('Nog niet bevestigd');
    expect(screen.getByTestId('incident-region')).toHaveTextContent('Familiemeldingen · geen meldkamer');
  });
});

describe('IncidentCard actions', () => {
  const callCentreAlarm = () => event({ id: '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5', region: 'es', claimed_at: '2026-11-23T10:00:42Z', claimed_by: 'a1' });
  const renderWith = (onChanged: () => Promise<unknown>, e = callCentreAlarm()) =>
    render(withIntl(<IncidentCard event={e} member={member} steps={[]} agents={agents} onChanged={onChanged} />));

  beforeEach(() => jest.mocked(addIncidentStep).mockReset());

  it('refuses an empty note by its field, then adds a note, empties the box and reads the queue again', async () => {
    jest.mocked(addIncidentStep).mockResolvedValue({ data: { added: true } });
    const onChanged = jest.fn(async () => undefined);
    renderWith(onChanged);
    const note = screen.getByLabelText('Note');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveAccessibleDescription('Write a note first, or check the request.');
    expect(note).toHaveFocus();
    expect(addIncidentStep).not.toHaveBeenCalled();

    await userEvent.type(note, '  Neighbour on the way ');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(addIncidentStep).toHaveBeenCalledWith({ eventId: '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5', step: 'call_centre_note', note: 'Neighbour on the way' });
    await waitFor(() => expect(note).toHaveValue(''));
    expect(onChanged).toHaveBeenCalled();
  });

  it('keeps a refused note in the box and says why, in the card', async () => {
    jest.mocked(addIncidentStep).mockResolvedValue({ serverError: 'ended' });
    renderWith(async () => undefined);
    await userEvent.type(screen.getByLabelText('Note'), 'Too late');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This incident has already ended.');
    expect(screen.getByLabelText('Note')).toHaveValue('Too late');
  });

  it('keeps the pressed button busy until the queue has been read again, then says a call that never answered', async () => {
    let reread: () => void = () => undefined;
    const onChanged = jest.fn(() => new Promise<void>((resolve) => (reread = resolve)));
    jest.mocked(addIncidentStep).mockResolvedValueOnce({ data: { added: true } }).mockRejectedValueOnce(new Error('network down'));
    renderWith(onChanged);
    await userEvent.click(screen.getByRole('button', { name: 'Call made' }));
    expect(addIncidentStep).toHaveBeenCalledWith({ eventId: '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5', step: 'call_made' });
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Call made' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Resolve' })).toBeEnabled();
    await act(async () => reread());
    expect(screen.getByRole('button', { name: 'Call made' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Call made' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });
});
