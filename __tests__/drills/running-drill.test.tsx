import { act, render, screen, within } from '@testing-library/react';
import { RunningDrill } from '@/components/drills/running-drill';
import { useSosNotifications } from '@/components/sos/use-sos-notifications';
import type { SosNotification } from '@/lib/data/sos';
import { routerMock } from '../home/mocks';
import { withIntl } from '../test-intl';
import { STARTED, delivery, finishedDrill } from './fixtures';

jest.mock('next/navigation', () => jest.requireActual('../home/mocks').nextNavigationMock());
jest.mock('@/lib/time/browser-time-zone', () => ({ browserTimeZone: () => 'Europe/Madrid' }));
// The live rows (the /sos receipt's subscription) are the test's to give.
jest.mock('@/components/sos/use-sos-notifications', () => ({ useSosNotifications: jest.fn() }));
const live = jest.mocked(useSosNotifications);

const drill = finishedDrill({
  status: 'active',
  endedAt: null,
  outcomeDetail: null,
  callCentreAnsweredAt: null,
  acknowledgements: [],
  deliveries: [delivery({ id: 'n1', status: 'queued', sentAt: null, deliveredAt: null }), delivery({ id: 'n2', recipientName: 'Pedro García', recipient: 'contact', channel: 'sms', status: 'queued', sentAt: null, deliveredAt: null })],
});

const row = (over: Partial<SosNotification>): SosNotification => ({
  id: 'n1',
  event_id: drill.id,
  channel: 'in_app',
  kind: 'test_alert',
  status: 'delivered',
  attempts: 1,
  last_error: null,
  recipient_user_id: 'u1',
  recipient_contact_id: null,
  created_at: STARTED,
  sent_at: '2026-11-30T21:00:00.500Z',
  delivered_at: '2026-11-30T21:00:01.200Z',
  failed_at: null,
  ...over,
});

const renderRunning = () => render(withIntl(<RunningDrill memberId="m1" drill={drill} />));

beforeEach(() => {
  live.mockReset();
  routerMock.refresh.mockClear();
});
afterEach(() => jest.useRealTimers());

/** The running drill (docs/product.md#drills): when it started, when it ends by itself, its live receipt. */
describe('RunningDrill', () => {
  it('says when it started and when it ends by itself, on the member’s clock', () => {
    live.mockReturnValue([]);
    renderRunning();
    expect(screen.getByRole('heading', { level: 2, name: 'A drill is running' })).toBeInTheDocument();
    expect(screen.getByTestId('drill-started-at')).toHaveTextContent(/^Started at 10:00\sPM GMT\+1\.$/);
    expect(screen.getByTestId('drill-ends-at')).toHaveTextContent(/^Ends by itself at 10:10\sPM GMT\+1\.$/);
    expect(live).toHaveBeenCalledWith('m1', drill.id);
    expect(screen.getByRole('region', { name: 'Live receipt' })).toHaveTextContent('Waiting for deliveries…');
  });

  it('fills the receipt in live, named as the page read it, with the provider’s reason for a failure', () => {
    live.mockReturnValue([
      row({}),
      row({ id: 'n2', channel: 'sms', recipient_user_id: null, recipient_contact_id: 'c1', status: 'failed', sent_at: null, delivered_at: null, failed_at: '2026-11-30T21:00:03.000Z', last_error: 'Twilio 30003: unreachable' }),
      // Not the drill's alert (a later "it ended" notice): not on the receipt.
      row({ id: 'n9', kind: 'sos_ended' }),
    ]);
    renderRunning();
    const receipt = screen.getByRole('region', { name: 'Live receipt' });
    const rows = within(receipt).getAllByTestId('drill-receipt-row') as HTMLTableRowElement[];
    expect(rows.map((tr) => Array.from(tr.cells, (cell) => cell.textContent))).toEqual([
      ['Luis', 'In the app', 'Delivered', expect.stringMatching(/^10:00:00\sPM/), '1.2 s'],
      ['Pedro García', 'SMS', 'Failed: Twilio 30003: unreachable', 'not sent', '—'],
    ]);
  });

  it('reads the page again once it should be over, so it moves to the past drills', () => {
    jest.useFakeTimers({ now: new Date(Date.parse(STARTED) + 9 * 60_000) });
    live.mockReturnValue([]);
    renderRunning();
    act(() => jest.advanceTimersByTime(60_000));
    expect(routerMock.refresh).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(10_000));
    expect(routerMock.refresh).toHaveBeenCalledTimes(1);
    // The database's watch may be a minute late in production: read again until it is over.
    act(() => jest.advanceTimersByTime(30_000));
    expect(routerMock.refresh).toHaveBeenCalledTimes(2);
  });
});
