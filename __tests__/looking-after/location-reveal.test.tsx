import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocationReveal } from '@/components/looking-after/location-reveal';
import { showAlarmLocation } from '@/lib/actions/looking-after';
import { withIntl } from '../test-intl';

jest.mock('@/lib/actions/looking-after', () => ({ showAlarmLocation: jest.fn() }));
// The carer reads in New York: when the position was measured is their time, named.
jest.mock('@/lib/time/browser-time-zone', () => ({ browserTimeZone: () => 'America/New_York' }));
const read = jest.mocked(showAlarmLocation);
const MEMBER = '0b7f3c8e-1f2a-4c3d-9e8f-0a1b2c3d4e5f';
const EVENT = '1c8e4d9f-2a3b-4c5d-8e9f-1a2b3c4d5e6f';

beforeEach(() => jest.clearAllMocks());

describe('LocationReveal', () => {
  it('moves focus to the position once read, and its map links say they open a new tab', async () => {
    read.mockResolvedValueOnce({
      data: { status: 'ok', location: { latitude: 52.370216, longitude: 4.895168, accuracy: 12, recordedAt: '2026-11-24T10:00:00Z' } },
    } as never);
    render(withIntl(<LocationReveal memberId={MEMBER} eventId={EVENT} name="Mila" />, 'es'));
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar ubicación' }));
    expect(read).toHaveBeenCalledWith({ memberId: MEMBER, eventId: EVENT });
    const answer = await screen.findByTestId('location-answer');
    await waitFor(() => expect(answer).toHaveFocus());
    expect(answer).toHaveTextContent('52.370216, 4.895168');
    expect(answer).toHaveTextContent('Posición medida el 24 de noviembre de 2026 a las 5:00:00 GMT-5');
    const links = within(answer).getAllByRole('link');
    expect(links).toHaveLength(3);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAccessibleName(expect.stringMatching(/\(se abre en una pestaña nueva\)$/));
    }
  });

  it('moves focus to the answer when no position was recorded too', async () => {
    read.mockResolvedValueOnce({ data: { status: 'ok', location: null } } as never);
    render(withIntl(<LocationReveal memberId={MEMBER} eventId={EVENT} name="Mila" />));
    await userEvent.click(screen.getByRole('button', { name: 'Show location' }));
    const answer = await screen.findByTestId('location-answer');
    expect(answer).toHaveTextContent('No position was recorded for this alarm.');
    await waitFor(() => expect(answer).toHaveFocus());
  });
});
