import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MedicalReveal } from '@/components/looking-after/medical-reveal';
import { showMedicalId } from '@/lib/actions/looking-after';
import { withIntl } from '../test-intl';

jest.mock('@/lib/actions/looking-after', () => ({ showMedicalId: jest.fn() }));
// The carer reads in New York: moments must be theirs, named, not the server's UTC or the provider's zone.
jest.mock('@/lib/time/browser-time-zone', () => ({ browserTimeZone: () => 'America/New_York' }));
const read = jest.mocked(showMedicalId);
const MEMBER = '0b7f3c8e-1f2a-4c3d-9e8f-0a1b2c3d4e5f';

beforeEach(() => jest.clearAllMocks());

describe('MedicalReveal', () => {
  it('says the read is logged and reads nothing until asked', () => {
    render(withIntl(<MedicalReveal memberId={MEMBER} name="Mila" />));
    expect(screen.getByText('Reading the medical ID is written to Mila’s access log, which they can see.')).toBeInTheDocument();
    expect(read).not.toHaveBeenCalled();
  });

  it('shows the medical ID once asked', async () => {
    read.mockResolvedValueOnce({
      data: {
        status: 'ok',
        medical: { bloodType: 'B+', allergies: ['latex'], conditions: [], medications: ['insulin'], doctorName: null, doctorPhone: null, notes: null, updatedAt: '2026-11-24T10:00:00Z' },
      },
    } as never);
    render(withIntl(<MedicalReveal memberId={MEMBER} name="Mila" />));
    await userEvent.click(screen.getByRole('button', { name: 'Show medical ID' }));
    expect(read).toHaveBeenCalledWith({ memberId: MEMBER });
    const medical = await screen.findByTestId('medical-id');
    expect(medical).toHaveTextContent('B+');
    expect(medical).toHaveTextContent('latex');
    expect(medical).toHaveTextContent('insulin');
    expect(medical).toHaveTextContent('None listed');
    expect(medical).toHaveTextContent('Last updated on Nov 24, 2026, 05:00 AM EST');
  });

  it('moves focus to what was read, since the pressed button is gone', async () => {
    read.mockResolvedValueOnce({ data: { status: 'ok', medical: null } } as never);
    render(withIntl(<MedicalReveal memberId={MEMBER} name="Mila" />));
    await userEvent.click(screen.getByRole('button', { name: 'Show medical ID' }));
    const answer = await screen.findByTestId('medical-answer');
    expect(answer).toHaveTextContent('Mila has not filled in a medical ID yet.');
    await waitFor(() => expect(answer).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Show medical ID' })).not.toBeInTheDocument();
  });

  it('says when the access ended, in the person’s language, instead of an error dump', async () => {
    read.mockResolvedValueOnce({ data: { status: 'ended', endedAt: '2026-11-24T10:00:05Z' } } as never);
    render(withIntl(<MedicalReveal memberId={MEMBER} name="Mila" />, 'es'));
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar ficha médica' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Su acceso terminó el 24 de noviembre de 2026 a las 5:00:05 GMT-5.');
    expect(screen.queryByTestId('medical-id')).not.toBeInTheDocument();
  });

  it('says a paused link read nothing, and a failure plainly', async () => {
    read.mockResolvedValueOnce({ data: { status: 'paused' } } as never).mockResolvedValueOnce({ serverError: 'failed' } as never);
    render(withIntl(<MedicalReveal memberId={MEMBER} name="Mila" />, 'nl'));
    await userEvent.click(screen.getByRole('button', { name: 'Medische ID tonen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Het delen is gepauzeerd, dus er is niets bekeken.');
    await userEvent.click(screen.getByRole('button', { name: 'Medische ID tonen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Er ging iets mis en er is niets bekeken of gewijzigd. Probeer het opnieuw.');
  });
});
