import { render, screen, within } from '@testing-library/react';
import { TestAlertReceipt } from '@/components/sos/test-alert-receipt';
import { useSosNotifications } from '@/components/sos/use-sos-notifications';
import type { SosNotification } from '@/lib/data/sos';
import { withIntl } from '../test-intl';
import { STARTED } from './fixtures';

jest.mock('@/components/sos/use-sos-notifications', () => ({ useSosNotifications: jest.fn() }));
const live = jest.mocked(useSosNotifications);

const row: SosNotification = {
  id: 'n1',
  event_id: 'e1',
  channel: 'email',
  kind: 'test_alert',
  status: 'sent',
  attempts: 1,
  last_error: null,
  recipient_user_id: null,
  recipient_contact_id: 'c1',
  created_at: STARTED,
  sent_at: '2026-11-30T21:00:02.300Z',
  delivered_at: null,
  failed_at: null,
};
const event = { id: 'e1', member_id: 'm1', started_at: STARTED };

/**
 * The live receipt is shared by /sos (a test alert) and the drills page (a running drill): /sos
 * keeps its own table, the drills page puts its fuller one on the same live rows.
 */
describe('the live test receipt', () => {
  beforeEach(() => live.mockReturnValue([row]));

  it('on /sos: its own table, names from the family and contacts', () => {
    render(withIntl(<TestAlertReceipt event={event} family={[]} contacts={[{ id: 'c1', name: 'Pedro García', channels: ['email'] }]} />));
    const receipt = screen.getByRole('region', { name: 'Test alert receipt' });
    expect(within(receipt).getAllByRole('row')[1]).toHaveTextContent('Pedro GarcíaE-mailSent2.3 s');
    expect(live).toHaveBeenCalledWith('m1', 'e1');
  });

  it('on the drills page: its title, and the page’s own rows', () => {
    render(withIntl(<TestAlertReceipt event={event} title="Live receipt" renderRows={(rows) => <p>{rows.length} rows</p>} />));
    expect(screen.getByRole('region', { name: 'Live receipt' })).toHaveTextContent('1 rows');
  });

  it('gives two receipts on one page headings of their own', () => {
    render(
      withIntl(
        <>
          <TestAlertReceipt event={event} title="First" />
          <TestAlertReceipt event={{ ...event, id: 'e2' }} title="Second" />
        </>,
      ),
    );
    expect(screen.getByRole('region', { name: 'First' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Second' })).toBeInTheDocument();
  });
});
