import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActiveCheckIn } from '@/components/check-in/active-check-in';
import { polyfillRadixForJsdom } from '@/components/ui/test-utils';
import { cancelCheckIn, checkInSafe, extendCheckIn } from '@/lib/actions/check-in';
import type { CheckInPeople, OpenCheckIn } from '@/lib/data/check-in';
import { withIntl } from '../test-intl';

jest.mock('@/lib/actions/check-in', () => ({ checkInSafe: jest.fn(), cancelCheckIn: jest.fn(), extendCheckIn: jest.fn(), updateCheckInPosition: jest.fn() }));
jest.mock('@/lib/time/browser-time-zone', () => ({ browserTimeZone: () => 'Europe/Madrid' }));
const safe = jest.mocked(checkInSafe);
const cancel = jest.mocked(cancelCheckIn);
const extend = jest.mocked(extendCheckIn);

const NOW = new Date('2026-11-30T21:00:00Z'); // 22:00 in Madrid
const ID = '5f1e2d3c-4b5a-4697-8887-9a0b1c2d3e4f';
const people: CheckInPeople = {
  contacts: [{ id: 'c1', name: 'Pedro García' }],
  family: [{ id: 'f1', name: 'Lucía' }],
};
const running = (over: Partial<OpenCheckIn> = {}): OpenCheckIn => ({
  id: ID,
  status: 'active',
  due_at: '2026-11-30T22:00:00.000Z', // 23:00 in Madrid
  alarm_at: '2026-11-30T22:05:00.000Z',
  grace_minutes: 5,
  note: 'walking home from the station',
  contact_ids: ['c1'],
  family_ids: ['f1'],
  alarm_event_id: null,
  created_at: '2026-11-30T20:00:00.000Z',
  ...over,
});
const done = { data: { status: 'done' as const, data: null } };

const onChanged = jest.fn(async () => undefined);
const onCodesNeeded = jest.fn();

function renderActive({ checkIn = running(), hasCodes = false, locale = 'en' }: { checkIn?: OpenCheckIn; hasCodes?: boolean; locale?: 'en' | 'nl' | 'es' } = {}) {
  return render(withIntl(<ActiveCheckIn checkIn={checkIn} people={people} hasCodes={hasCodes} onChanged={onChanged} onCodesNeeded={onCodesNeeded} />, locale));
}

const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

beforeAll(polyfillRadixForJsdom);
beforeEach(() => {
  jest.useFakeTimers({ now: NOW, advanceTimers: true });
  for (const mock of [safe, cancel, extend, onChanged, onCodesNeeded]) mock.mockReset();
});
afterEach(() => jest.useRealTimers());

describe('ActiveCheckIn (docs/product.md#check-in)', () => {
  it('shows the due time on the member’s clock, the time left, the grace, the note and who will be told', async () => {
    renderActive();
    expect(screen.getByRole('heading', { name: 'Your check-in is running' })).toBeVisible();
    await waitFor(() => expect(screen.getByText(/^Check in by 11:00 PM .*today\.$/)).toBeVisible());
    expect(screen.getByTestId('check-in-countdown')).toHaveTextContent(/^Time left: 1h,? 0m,? 0s$/);
    expect(screen.getByText(/we wait 5 more minutes and alert them at 11:05 PM/)).toBeVisible();
    expect(screen.getByText('walking home from the station')).toBeVisible();
    const told = screen.getByRole('heading', { name: 'Who will be told' }).parentElement as HTMLElement;
    expect(within(told).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Pedro García', 'Lucía']);
  });

  it('checks in at once when no codes are set, and says nobody will be alerted', async () => {
    safe.mockResolvedValue(done);
    const user = setup();
    renderActive();
    await user.click(screen.getByRole('button', { name: "I'm safe" }));
    expect(safe).toHaveBeenCalledWith({ checkInId: ID, code: null });
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith({ tone: 'info', text: 'You checked in. Nobody will be alerted.' }, true));
  });

  it('extends by the chosen minutes and says the new due time', async () => {
    extend.mockResolvedValue({ data: { status: 'done', data: { dueAt: '2026-11-30T22:30:00.000Z' } } });
    const user = setup();
    renderActive();
    const group = screen.getByRole('group', { name: 'Extend:' });
    expect(within(group).getAllByRole('button').map((button) => button.textContent)).toEqual(['+15 min', '+30 min', '+1 h']);
    await user.click(within(group).getByRole('button', { name: 'Extend by 30 minutes' }));
    expect(extend).toHaveBeenCalledWith({ checkInId: ID, minutes: 30 });
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith({ tone: 'info', text: expect.stringMatching(/^Extended\. Now due at 11:30 PM .*today\.$/) }, false));
  });

  it('cancels after asking, when no codes are set', async () => {
    cancel.mockResolvedValue(done);
    const user = setup();
    renderActive();
    await user.click(screen.getByRole('button', { name: 'Cancel check-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this check-in?' });
    expect(within(dialog).getByRole('button', { name: 'Keep it running' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel check-in' }));
    expect(cancel).toHaveBeenCalledWith({ checkInId: ID, code: null });
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith({ tone: 'info', text: 'Check-in cancelled. Nobody will be alerted.' }, true));
  });

  it('asks for the code when codes are set: numeric, not remembered, focused; a wrong one stays in the dialog', async () => {
    safe.mockResolvedValueOnce({ data: { status: 'refused', problem: 'codeWrong' } }).mockResolvedValueOnce(done);
    const user = setup();
    renderActive({ hasCodes: true });
    await user.click(screen.getByRole('button', { name: "I'm safe" }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter your code to check in' });
    const code = within(dialog).getByLabelText('Code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'off');
    await waitFor(() => expect(code).toHaveFocus());
    // Nothing on this dialog speaks of a second code.
    expect(dialog).not.toHaveTextContent(/duress/i);

    await user.type(code, '1111');
    await user.click(within(dialog).getByRole('button', { name: 'Check in' }));
    expect(safe).toHaveBeenLastCalledWith({ checkInId: ID, code: '1111' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That code is not right. Try again.');
    expect(code).toHaveValue('');
    expect(onChanged).not.toHaveBeenCalled();

    await user.type(code, '2468');
    await user.click(within(dialog).getByRole('button', { name: 'Check in' }));
    expect(safe).toHaveBeenLastCalledWith({ checkInId: ID, code: '2468' });
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith({ tone: 'info', text: 'You checked in. Nobody will be alerted.' }, true));
  });

  it('refuses a code that is not 4 to 8 digits before sending it, in the member’s language', async () => {
    const user = setup();
    renderActive({ hasCodes: true, locale: 'es' });
    await user.click(screen.getByRole('button', { name: 'Estoy bien' }));
    const dialog = await screen.findByRole('dialog', { name: 'Escriba su código para confirmar que está bien' });
    await user.type(within(dialog).getByLabelText('Código'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Código')).toHaveAccessibleDescription('Escriba de 4 a 8 cifras.'));
    expect(safe).not.toHaveBeenCalled();
  });

  it('answers a duress code exactly like the safe code: the same calls, the same words, the same screen', async () => {
    // The server answers both alike (check_in_safe returns a checked-in row either way); the page
    // must add no difference of its own.
    safe.mockResolvedValue(done);
    const seen: { calls: unknown[]; html: string }[] = [];
    for (const typed of ['1234', '9876']) {
      onChanged.mockClear();
      const user = setup();
      const { container, unmount } = renderActive({ hasCodes: true });
      await user.click(screen.getByRole('button', { name: "I'm safe" }));
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByLabelText('Code'), typed);
      await user.click(within(dialog).getByRole('button', { name: 'Check in' }));
      await waitFor(() => expect(onChanged).toHaveBeenCalled());
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      seen.push({ calls: onChanged.mock.calls.map((call) => [...call]), html: container.innerHTML.replace(/Time left: [^<]*/, 'Time left: …') });
      unmount();
    }
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[0].calls).toEqual([[{ tone: 'info', text: 'You checked in. Nobody will be alerted.' }, true]]);
  });

  it('asks for the code in a dialog when codes were set elsewhere meanwhile (ICE47)', async () => {
    safe.mockResolvedValue({ data: { status: 'refused', problem: 'codeRequired' } });
    const user = setup();
    renderActive();
    await user.click(screen.getByRole('button', { name: "I'm safe" }));
    expect(await screen.findByRole('dialog', { name: 'Enter your code to check in' })).toBeVisible();
    expect(onCodesNeeded).toHaveBeenCalled();
  });

  it('cancels with the code too when codes are set', async () => {
    cancel.mockResolvedValue(done);
    const user = setup();
    renderActive({ hasCodes: true, locale: 'nl' });
    await user.click(screen.getByRole('button', { name: 'Check-in annuleren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vul uw code in om te annuleren' });
    await user.type(within(dialog).getByLabelText('Code'), '4321');
    await user.click(within(dialog).getByRole('button', { name: 'Check-in annuleren' }));
    expect(cancel).toHaveBeenCalledWith({ checkInId: ID, code: '4321' });
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith({ tone: 'info', text: 'Check-in geannuleerd. Er wordt niemand gewaarschuwd.' }, true));
  });

  it('says plainly that the alarm went out, and offers only "I’m safe — check in late"', async () => {
    safe.mockResolvedValue(done);
    const user = setup();
    renderActive({ checkIn: running({ status: 'alarm_raised', due_at: '2026-11-30T20:30:00.000Z', alarm_at: '2026-11-30T20:35:00.000Z' }) });
    expect(screen.getByRole('heading', { name: 'Your people have been alerted' })).toBeVisible();
    await waitFor(() => expect(screen.getByText(/^You did not check in by 09:30 PM .*today, so we alerted the people you chose\./)).toBeVisible());
    expect(screen.queryByRole('group', { name: 'Extend:' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel check-in' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Who was alerted' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: "I'm safe — check in late" }));
    expect(safe).toHaveBeenCalledWith({ checkInId: ID, code: null });
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith({ tone: 'info', text: 'You checked in. Everyone who was alerted is being told you are safe.' }, true));
  });

  it('says when the due time has passed and when the alarm will go out', async () => {
    renderActive({ checkIn: running({ due_at: '2026-11-30T20:58:00.000Z', alarm_at: '2026-11-30T21:03:00.000Z' }) });
    await waitFor(() => expect(screen.getByTestId('check-in-countdown')).toHaveTextContent(/^Your check-in time has passed\. Check in now, or your people are alerted at 10:03 PM .*today\.$/));
  });

  it('words a failure without the server’s text', async () => {
    safe.mockResolvedValue({ serverError: 'failed' });
    const user = setup();
    renderActive({ locale: 'es' });
    await user.click(screen.getByRole('button', { name: 'Estoy bien' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Algo ha fallado, inténtelo de nuevo.');
    expect(onChanged).not.toHaveBeenCalled();
  });
});
