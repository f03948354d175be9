import { render, screen } from '@testing-library/react';
import { FamilyAlertCard } from '@/components/family-alerts/family-alert-card';
import type { FamilyAlert } from '@/components/family-alerts/use-family-alerts';
import type { SosEvent } from '@/lib/data/sos';
import { withIntl } from '../test-intl';

// The card is tested on when it says the alarm was raised; its reads are other hooks' business.
jest.mock('@/components/family-alerts/use-alert-location', () => ({ useAlertLocation: () => ({ kind: 'none' }) }));
const acknowledgers = { acknowledgedBy: [] as string[] };
jest.mock('@/components/family-alerts/use-acknowledgers', () => ({ useAcknowledgers: () => ({ acknowledgedBy: acknowledgers.acknowledgedBy, refresh: jest.fn() }) }));
jest.mock('@/components/family-alerts/use-alert-follow-up', () => ({ useAlertFollowUp: () => undefined }));
jest.mock('@/lib/actions/sos', () => ({ acknowledgeSos: jest.fn() }));
// The family member reads in Amsterdam (UTC+1 in winter); the host and the server run in UTC.
jest.mock('@/lib/time/browser-time-zone', () => ({ browserTimeZone: () => 'Europe/Amsterdam' }));

const alertAt = (startedAt: string): FamilyAlert => ({
  event: { id: 'e1', member_id: 'm1', status: 'active', source: 'app', started_at: startedAt, resolved_at: null, last_located_at: null } as SosEvent,
  memberName: 'Maria',
  memberPhone: null,
  link: { memberId: 'm1', locationAccess: 'during_sos' },
});

const cardAt = (now: string, startedAt: string) => {
  jest.useFakeTimers({ now: new Date(now) });
  render(withIntl(<FamilyAlertCard alert={alertAt(startedAt)} selfId="u1" names={new Map()} onDismiss={() => undefined} />, 'nl'));
  return screen.getByTestId('family-alert-raised');
};

afterEach(() => jest.useRealTimers());

describe("the alert card's 'raised at', in the reader's zone", () => {
  it('dates an alarm from before local midnight, although UTC still calls it today', () => {
    // Now 00:10 on the 25th in Amsterdam; the alarm was at 23:50 on the 24th there (both the 24th in UTC).
    expect(cardAt('2026-11-24T23:10:00Z', '2026-11-24T22:50:00Z')).toHaveTextContent('Geslagen op 24 november 2026 om 23:50:00 CET');
  });

  it('gives only the time of an alarm from after local midnight, although UTC calls it yesterday', () => {
    // Now 01:10 on the 25th in Amsterdam; the alarm was at 00:30 there (23:30 on the 24th in UTC).
    expect(cardAt('2026-11-25T00:10:00Z', '2026-11-24T23:30:00Z')).toHaveTextContent('Geslagen om 00:30:00 CET');
  });
});

describe('the worst minute: the answer first, the call link apart', () => {
  const withPhone = (): FamilyAlert => ({ ...alertAt(new Date().toISOString()), memberPhone: '+34 600 111 222' });
  afterEach(() => {
    acknowledgers.acknowledgedBy = [];
  });

  it('puts "Me ocupo" right under the title, before everything that may arrive later, and the call link last', () => {
    render(withIntl(<FamilyAlertCard alert={withPhone()} selfId="u1" names={new Map()} onDismiss={() => undefined} />, 'es'));
    const card = screen.getByTestId('family-alert');
    const order = [
      screen.getByRole('heading', { name: 'SOS de Maria' }),
      screen.getByRole('button', { name: 'Me ocupo' }),
      screen.getByTestId('family-alert-raised'),
      screen.getByTestId('family-alert-location'),
      screen.getByRole('link', { name: 'Llamar al +34 600 111 222' }),
    ];
    const positions = order.map((element) => [...card.querySelectorAll('*')].indexOf(element));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    // Not side by side: the button's row holds nothing else.
    expect(screen.getByRole('button', { name: 'Me ocupo' }).parentElement?.children).toHaveLength(1);
  });

  it('keeps the answer’s place once given: a box of the same size says so, where the button was', () => {
    acknowledgers.acknowledgedBy = ['u1'];
    render(withIntl(<FamilyAlertCard alert={withPhone()} selfId="u1" names={new Map()} onDismiss={() => undefined} />, 'es'));
    expect(screen.queryByRole('button', { name: 'Me ocupo' })).toBeNull();
    const given = screen.getByTestId('family-alert-on-it');
    expect(given).toHaveTextContent('Usted se ocupa. Los demás lo ven.');
    expect(given).toHaveClass('min-h-14', 'w-full');
    const card = screen.getByTestId('family-alert');
    const all = [...card.querySelectorAll('*')];
    expect(all.indexOf(given)).toBeLessThan(all.indexOf(screen.getByTestId('family-alert-raised')));
  });
});


describe('what raised the alarm, and a late check-in (issue 46)', () => {
  const alertFrom = (event: Partial<SosEvent> & { note?: string | null; outcome_detail?: string | null }): FamilyAlert => {
    const base = alertAt(new Date().toISOString());
    return { ...base, event: { ...base.event, ...event } as SosEvent };
  };
  const card = (alert: FamilyAlert, locale: 'en' | 'nl' | 'es' = 'en') =>
    render(withIntl(<FamilyAlertCard alert={alert} selfId="u1" names={new Map()} onDismiss={() => undefined} />, locale));

  it.each([
    ['pendant', 'en', 'Pendant button'],
    ['fall', 'nl', 'Val gedetecteerd'],
    ['check_in', 'es', 'No confirmó a tiempo que estaba bien'],
  ] as const)('names the source nobody tapped (%s, %s), below the answer', (source, locale, line) => {
    card(alertFrom({ source }), locale);
    const shown = screen.getByTestId('family-alert-source');
    expect(shown).toHaveTextContent(line);
    // "I'm on it" stays right under the title: the source line comes after it.
    const all = [...screen.getByTestId('family-alert').querySelectorAll('*')];
    expect(all.indexOf(screen.getByTestId('family-alert-acknowledge'))).toBeLessThan(all.indexOf(shown));
  });

  it('says nothing more for an SOS tapped in the app or a test', () => {
    card(alertFrom({ source: 'app' }));
    expect(screen.queryByTestId('family-alert-source')).toBeNull();
    expect(screen.queryByTestId('family-alert-note')).toBeNull();
  });

  it('quotes the member’s check-in note, in every language', () => {
    const { unmount } = card(alertFrom({ source: 'check_in', note: ' walking home from the station ' }));
    expect(screen.getByTestId('family-alert-source')).toHaveTextContent('Missed check-in');
    expect(screen.getByTestId('family-alert-note')).toHaveTextContent('Their note: “walking home from the station”');
    unmount();
    card(alertFrom({ source: 'check_in', note: 'naar huis' }), 'nl');
    expect(screen.getByTestId('family-alert-note')).toHaveTextContent('Notitie: „naar huis”');
  });

  it('says a duress code was used and offers no call to the member’s phone', () => {
    card(alertFrom({ source: 'check_in', silent: true, note: 'walking home' }));
    expect(screen.getByTestId('family-alert-source')).toHaveTextContent('Duress code entered: do not call their phone');
    expect(screen.queryByTestId('family-alert-call')).toBeNull();
    // Nor "phone unknown", nor an empty ruled-off row where the call would have been.
    expect(screen.queryByText(/phone/i, { selector: 'span' })).toBeNull();
    expect(screen.getByTestId('family-alert').lastElementChild?.className ?? '').not.toContain('border-t');
    expect(screen.getByTestId('family-alert-note')).toHaveTextContent('walking home');
  });

  it('leaves an empty note out', () => {
    card(alertFrom({ source: 'check_in', note: '   ' }));
    expect(screen.queryByTestId('family-alert-note')).toBeNull();
  });

  it('says "checked in late" when a late check-in ended the alarm, instead of the plain "resolved"', () => {
    card(alertFrom({ source: 'check_in', status: 'resolved', resolved_at: new Date().toISOString(), outcome_detail: 'checked_in_late' }));
    expect(screen.getByRole('heading', { name: 'Maria checked in late and is safe' })).toBeInTheDocument();
    expect(screen.getByTestId('family-alert-status')).toHaveTextContent('Checked in late');
    expect(screen.queryByText(/resolved/i)).toBeNull();
    expect(screen.getByTestId('family-alert')).toHaveAttribute('data-state', 'ended');
  });

  it.each([
    ['nl', 'Maria heeft zich alsnog gemeld en is veilig', 'Te laat veilig gemeld'],
    ['es', 'Maria ha confirmado tarde que está bien', 'Confirmó tarde que está bien'],
  ] as const)('says it in %s too', (locale, title, status) => {
    card(alertFrom({ source: 'check_in', status: 'resolved', resolved_at: new Date().toISOString(), outcome_detail: 'checked_in_late' }), locale);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByTestId('family-alert-status')).toHaveTextContent(status);
  });

  it('keeps the plain "resolved" wording for an alarm resolved otherwise', () => {
    card(alertFrom({ status: 'resolved', resolved_at: new Date().toISOString(), outcome_detail: null }));
    expect(screen.getByRole('heading', { name: 'Maria is safe: the SOS was resolved' })).toBeInTheDocument();
    expect(screen.getByTestId('family-alert-status')).toHaveTextContent('Resolved');
  });
});
