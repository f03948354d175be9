import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { GraceSettingForm } from '@/components/sos/grace-setting-form';
import { saveSosGraceSeconds } from '@/lib/actions/sos';
import { withIntl } from '../test-intl';

jest.mock('@/lib/actions/sos', () => ({ saveSosGraceSeconds: jest.fn() }));
const save = jest.mocked(saveSosGraceSeconds);

const field = () => screen.getByLabelText('Seconds before contacts are alerted');
const button = () => screen.getByRole('button', { name: 'Save' });

async function submit(value: string) {
  fireEvent.change(field(), { target: { value } });
  await act(async () => {
    fireEvent.click(button());
  });
}

beforeEach(() => save.mockReset());

describe('GraceSettingForm', () => {
  it('refuses a value outside 0–10 by the field, translated, without calling the server', async () => {
    render(withIntl(<GraceSettingForm graceSeconds={5} />));
    expect(field()).toHaveValue(5);
    await submit('11');
    expect(await screen.findByText('Choose a whole number of seconds from 0 to 10.')).toBeVisible();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(save).not.toHaveBeenCalled();
  });

  it('does not read an empty field as 0', async () => {
    render(withIntl(<GraceSettingForm graceSeconds={5} />));
    await submit('');
    expect(await screen.findByText('Choose a whole number of seconds from 0 to 10.')).toBeVisible();
    expect(save).not.toHaveBeenCalled();
  });

  it('saves a valid value (disabled while saving) and says so', async () => {
    let answer: (value: Awaited<ReturnType<typeof saveSosGraceSeconds>>) => void = () => undefined;
    save.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(withIntl(<GraceSettingForm graceSeconds={5} />));
    await submit('3');
    expect(save).toHaveBeenCalledWith({ graceSeconds: 3 });
    expect(button()).toBeDisabled();
    await act(async () => answer({ data: { saved: true } }));
    expect(await screen.findByText('Saved.')).toBeVisible();
    expect(button()).toBeEnabled();
  });

  it('shows the server’s error key translated', async () => {
    save.mockResolvedValue({ serverError: 'signedOut' });
    render(withIntl(<GraceSettingForm graceSeconds={5} />));
    await submit('2');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('You are signed out. Sign in again.'));
  });
});
