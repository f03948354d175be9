import { render, screen, within } from '@testing-library/react';
import { ReadingsTextAlternative } from '@/components/device-readings/readings-text-alternative';
import { withIntl } from '../test-intl';

describe('ReadingsTextAlternative', () => {
  const points = [
    { at: '2026-11-24T08:00:00Z', heartRate: 61, battery: 95 },
    { at: '2026-11-24T09:00:00Z', heartRate: null, battery: 90 },
    { at: '2026-11-24T10:00:00Z', heartRate: 84, battery: 88 },
  ];

  it('sums the chart up in a sentence and lists every point in a captioned table', () => {
    render(withIntl(<ReadingsTextAlternative points={points} periodLabel="the last 24 hours" />));
    expect(screen.getByText(/Over the last 24 hours, heart rate ranged from 61 to 84 bpm; the latest was 84 bpm\./)).toBeInTheDocument();
    expect(screen.getByText(/Battery ranged from 88% to 95%; the latest was 88%\./)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Heart rate and battery over the last 24 hours' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Time', 'Heart rate', 'Battery']);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('—');
  });

  it('says when a measure was never reported', () => {
    render(withIntl(<ReadingsTextAlternative points={[{ at: '2026-11-24T08:00:00Z', heartRate: null, battery: 50 }]} periodLabel="the last 7 days" />, 'nl'));
    expect(screen.getByText(/In the last 7 days is geen hartslag gemeten\./)).toBeInTheDocument();
  });
});
