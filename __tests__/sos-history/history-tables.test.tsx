import { render, screen, within } from '@testing-library/react';
import { AlarmTimelineTable } from '@/components/sos-history/alarm-timeline-table';
import { PositionsTable } from '@/components/sos-history/positions-table';
import { browserTimeZone } from '@/lib/time/browser-time-zone';
import type { AlarmEntry, AlarmPosition } from '@/lib/sos-history/alarm-record';
import { withIntl } from '../test-intl';

jest.mock('@/lib/time/browser-time-zone', () => ({ browserTimeZone: jest.fn(() => 'Europe/Amsterdam') }));

const EVENT = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

describe('PositionsTable', () => {
  const fix: AlarmPosition = { recorded_at: '2026-11-24T13:00:30Z', latitude: 52.37022, longitude: 4.89517, accuracy: 8.4 };

  it('writes coordinates with dot decimals in every language, and times in the reader zone, named', () => {
    render(withIntl(<PositionsTable positions={[fix]} unavailable={false} />, 'nl'));
    const [, row] = screen.getAllByRole('row');
    const cells = within(row).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual(['14:00:30 CET', '52.370220, 4.895170', '± 8 m']);
    expect(browserTimeZone).toHaveBeenCalled();
  });

  it('lists two fixes of the same second and latitude as two rows, without a key clash', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(withIntl(<PositionsTable positions={[fix, { ...fix, longitude: 4.9 }, { ...fix }]} unavailable={false} />));
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});

describe('AlarmTimelineTable', () => {
  const entry: AlarmEntry = { id: 1, event_id: EVENT, at: '2026-11-24T13:00:30Z', kind: 'created', actor_id: null, note: 'x'.repeat(80), details: {}, actor: 'someone@a-very-long-domain-name.example' };

  it("shows each step's time in the reader's zone, named, and lets long text cells wrap anywhere", () => {
    render(withIntl(<AlarmTimelineTable entries={[entry]} />, 'es'));
    const [, row] = screen.getAllByRole('row');
    const [when, what, who] = within(row).getAllByRole('cell');
    expect(when).toHaveTextContent('14:00:30 CET');
    // overflow-wrap:anywhere (unlike break-words) lowers the cell's minimum width, so a long
    // address or note cannot widen the table past a 360 px screen.
    expect(what.className).toContain('[overflow-wrap:anywhere]');
    expect(who.className).toContain('[overflow-wrap:anywhere]');
  });
});
