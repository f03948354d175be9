import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoggedReads } from '@/components/admin-members/logged-reads';
import { showAlarmLocation, showMedicalId } from '@/lib/actions/looking-after';
import { withIntl } from '../test-intl';

jest.mock('next/navigation', () => jest.requireActual('../home/mocks').nextNavigationMock());
jest.mock('@/lib/actions/looking-after', () => ({ showMedicalId: jest.fn(), showAlarmLocation: jest.fn() }));

const medical = showMedicalId as unknown as jest.Mock;
const location = showAlarmLocation as unknown as jest.Mock;
const MEMBER = '11111111-1111-4111-8111-111111111111';
const ALARM = '22222222-2222-4222-8222-222222222222';

beforeEach(() => jest.clearAllMocks());

describe('LoggedReads', () => {
  it('reads nothing until asked, says the read is logged, then shows the medical ID through the logged read', async () => {
    medical.mockResolvedValue({ data: { status: 'ok', medical: { bloodType: 'O+', allergies: [], conditions: [], medications: [], doctorName: null, doctorPhone: null, notes: null, updatedAt: '2026-11-01T10:00:00Z' } } });
    render(withIntl(<LoggedReads memberId={MEMBER} name="Maria Lopez" lastLocatedAlarmId={ALARM} />));
    expect(screen.getByText(/every read is recorded in the member’s access log/)).toBeInTheDocument();
    expect(medical).not.toHaveBeenCalled();
    expect(location).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Show medical ID' }));
    expect(medical).toHaveBeenCalledWith({ memberId: MEMBER });
    expect(await screen.findByTestId('medical-id')).toHaveTextContent('O+');
  });

  it('reads the latest position of the alarm that recorded one', async () => {
    location.mockResolvedValue({ data: { status: 'ok', location: { latitude: 40.42, longitude: -3.7, accuracy: 8, recordedAt: '2026-11-23T10:00:00Z' } } });
    render(withIntl(<LoggedReads memberId={MEMBER} name="Maria Lopez" lastLocatedAlarmId={ALARM} />));
    await userEvent.click(screen.getByRole('button', { name: 'Show location' }));
    expect(location).toHaveBeenCalledWith({ memberId: MEMBER, eventId: ALARM });
    expect(await screen.findByTestId('alarm-location')).toBeInTheDocument();
  });

  it('offers no location read when no position was ever recorded', () => {
    render(withIntl(<LoggedReads memberId={MEMBER} name="Maria Lopez" lastLocatedAlarmId={null} />, 'es'));
    expect(screen.getByText('No se ha registrado ninguna posición de Maria Lopez.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mostrar ubicación' })).toBeNull();
  });
});
