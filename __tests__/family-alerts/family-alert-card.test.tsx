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

