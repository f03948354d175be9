import { render, screen, within } from '@testing-library/react';
import { AccessLogTable } from '@/components/access-log/access-log-table';
import type { AccessLogEntry } from '@/lib/data/access-log';
import { withIntl } from '../test-intl';

jest.mock('@/lib/time/browser-time-zone', () => ({ browserTimeZone: () => 'Europe/Amsterdam' }));

const entry: AccessLogEntry = {
  id: 7,
  // 23:30 UTC is already the 25th in Amsterdam: date and time must move together.
  at: '2026-11-24T23:30:00Z',
  resource: 'medical_profile',
  capacity: 'family',
  readerName: 'Ómar Lezer',
  readerDeleted: false,
  sosEventId: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
  sosStartedAt: '2026-11-24T23:20:00Z',
};

describe('AccessLogTable', () => {
  it("shows when, on two lines, and the alarm's start in the reader's zone, named", () => {
    render(withIntl(<AccessLogTable entries={[entry]} caption="Reads" />, 'nl'));
    const [, row] = screen.getAllByRole('row');
    const [when, who, what] = within(row).getAllByRole('cell');
    expect([...when.querySelectorAll('time > span')].map((line) => line.textContent)).toEqual(['25 nov 2026', '00:30 CET']);
    expect(within(what).getByRole('link')).toHaveTextContent('Tijdens het alarm van 25-11-2026, 00:20 CET');
    expect(who.className).toContain('[overflow-wrap:anywhere]');
    expect(what.className).toContain('[overflow-wrap:anywhere]');
  });
});
