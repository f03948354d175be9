import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MedicalIdForm } from '@/components/medical-id/medical-id-form';
import { saveMedicalId } from '@/lib/actions/medical-id';
import { withIntl } from '../test-intl';

jest.mock('@/lib/actions/medical-id', () => ({ saveMedicalId: jest.fn() }));
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));
const save = jest.mocked(saveMedicalId);

const initial = { bloodType: '' as const, allergies: [{ value: 'Penicillin' }], conditions: [], medications: [], doctorName: '', doctorPhone: '', notes: '' };

beforeEach(() => save.mockReset());

describe('MedicalIdForm lists', () => {
  it('adds an entry with focus in it, removes one with focus back on "add", and saves the lists', async () => {
    const user = userEvent.setup();
    save.mockResolvedValue({ data: { status: 'saved' } } as never);
    render(withIntl(<MedicalIdForm initial={initial} />));

    expect(screen.getByRole('textbox', { name: 'Allergy 1' })).toHaveValue('Penicillin');
    expect(screen.getByText('No medications listed.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a medication' }));
    expect(screen.getByRole('textbox', { name: 'Medication 1' })).toHaveFocus();
    await user.keyboard('Metformin 500 mg');

    await user.click(screen.getByRole('button', { name: 'Remove allergy 1' }));
    expect(screen.queryByRole('textbox', { name: 'Allergy 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add an allergy' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Save medical ID' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0][0]).toMatchObject({ allergies: [], medications: [{ value: 'Metformin 500 mg' }] });
    expect(await screen.findByText('Your medical ID is saved.')).toBeInTheDocument();
  });

  it('removing from a full list puts focus on "add", which only then is on again', async () => {
    const user = userEvent.setup();
    const full = { ...initial, allergies: Array.from({ length: 20 }, (_, i) => ({ value: `Allergy ${i + 1}` })) };
    render(withIntl(<MedicalIdForm initial={full} />));
    expect(screen.getByRole('button', { name: 'Add an allergy' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove allergy 20' }));
    const add = screen.getByRole('button', { name: 'Add an allergy' });
    expect(add).toBeEnabled();
    expect(add).toHaveFocus();
  });

  it('shows a too long entry by its field and does not save', async () => {
    const user = userEvent.setup();
    render(withIntl(<MedicalIdForm initial={initial} />, 'nl'));
    const field = screen.getByRole('textbox', { name: 'Allergie 1' });
    await user.clear(field);
    await user.click(field);
    await user.paste('x'.repeat(201));
    await user.click(screen.getByRole('button', { name: 'Medisch ID opslaan' }));
    expect(await screen.findByText('Elke regel mag maximaal 200 tekens zijn.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(save).not.toHaveBeenCalled();
  });
});
