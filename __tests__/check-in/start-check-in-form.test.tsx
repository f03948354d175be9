import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StartCheckInForm } from '@/components/check-in/start-check-in-form';
import { startCheckIn } from '@/lib/actions/check-in';
import type { CheckInPeople } from '@/lib/data/check-in';
import { withIntl } from '../test-intl';

jest.mock('@/lib/actions/check-in', () => ({ startCheckIn: jest.fn() }));
// The member's own clock: Madrid, where 21:00 UTC is 22:00.
jest.mock('@/lib/time/browser-time-zone', () => ({ browserTimeZone: () => 'Europe/Madrid' }));
const start = jest.mocked(startCheckIn);

const NOW = new Date('2026-11-30T21:00:00Z');
const people: CheckInPeople = {
  contacts: [
    { id: '7a9d1c1e-5b7e-4a51-9e0a-2f3c4d5e6f70', name: 'Pedro García' },
    { id: '8b0e2d2f-6c8f-4b62-8f1b-3a4d5e6f7081', name: 'Ana López' },
  ],
  family: [{ id: '0b1c2d3e-4f50-4617-8829-3a4b5c6d7e8f', name: 'Lucía' }],
};

const onStarted = jest.fn(async () => undefined);

function renderForm(locale: 'en' | 'nl' | 'es' = 'en', who: CheckInPeople = people) {
  return render(withIntl(<StartCheckInForm people={who} onStarted={onStarted} />, locale));
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, advanceTimers: true });
  start.mockReset();
  onStarted.mockClear();
});
afterEach(() => jest.useRealTimers());

describe('StartCheckInForm (docs/product.md#check-in)', () => {
  it('offers every contact and family member, all checked, and starts with what was chosen', async () => {
    start.mockResolvedValue({ data: { status: 'done', data: { dueAt: '2026-11-30T21:30:00.000Z' } } });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderForm();
    const told = screen.getByRole('group', { name: 'Who is told' });
    expect(within(told).getAllByRole('checkbox').map((box) => [box.getAttribute('value'), (box as HTMLInputElement).checked])).toEqual([
      [people.contacts[0].id, true],
      [people.contacts[1].id, true],
      [people.family[0].id, true],
    ]);
    // 30 minutes, 5 minutes' grace, unless the member changes them; the due time in words.
    await waitFor(() => expect(screen.getByTestId('check-in-due-summary')).toHaveTextContent('Due at 10:30 PM today.'));
    expect(screen.getByRole('button', { name: 'Start check-in' })).toHaveAccessibleDescription(/Due at 10:30 PM today/);

    await user.click(screen.getByRole('checkbox', { name: 'Ana López' }));
    await user.type(screen.getByLabelText('Note for your people (optional)'), 'walking home from the station');
    await user.selectOptions(screen.getByLabelText('Extra time before they are told'), '15');
    await user.click(screen.getByRole('button', { name: 'Start check-in' }));

    expect(start).toHaveBeenCalledWith({
      clientRequestId: expect.stringMatching(/^[0-9a-f-]{32,36}$/),
      mode: 'in',
      hours: '0',
      minutes: '30',
      time: '',
      day: 'today',
      timeZone: 'Europe/Madrid',
      note: 'walking home from the station',
      contactIds: [people.contacts[0].id],
      familyIds: [people.family[0].id],
      graceMinutes: '15',
      latitude: null,
      longitude: null,
      accuracy: null,
    });
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith('2026-11-30T21:30:00.000Z'));
  });

  it('fills the hours and minutes from a quick choice, and marks it pressed', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderForm();
    await user.click(screen.getByRole('button', { name: '2 hours' }));
    expect(screen.getByLabelText('Hours')).toHaveValue(2);
    expect(screen.getByLabelText('Minutes')).toHaveValue(0);
    expect(screen.getByRole('button', { name: '2 hours' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '30 min' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(screen.getByTestId('check-in-due-summary')).toHaveTextContent('Due at 12:00 AM tomorrow.'));
  });

  it('needs at least one person: says so with every checkbox, in the member’s language, and sends nothing', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderForm('nl');
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Check-in starten' }));
    const why = 'Kies minstens één persoon om te waarschuwen.';
    const first = screen.getByRole('checkbox', { name: 'Pedro García' });
    await waitFor(() => expect(first).toHaveFocus());
    await waitFor(() => expect(first).toHaveAttribute('aria-invalid', 'true'));
    for (const box of screen.getAllByRole('checkbox')) {
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription(why);
    }
    expect(start).not.toHaveBeenCalled();

    // Choosing someone again clears it at once.
    await user.click(screen.getByRole('checkbox', { name: 'Lucía' }));
    expect(first).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a duration out of range by its fields', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderForm();
    await user.clear(screen.getByLabelText('Hours'));
    await user.type(screen.getByLabelText('Hours'), '25');
    await user.click(screen.getByRole('button', { name: 'Start check-in' }));
    await waitFor(() => expect(screen.getByLabelText('Hours')).toHaveFocus());
    await waitFor(() => expect(screen.getByLabelText('Hours')).toHaveAccessibleDescription('Choose from 1 minute to 24 hours.'));
    expect(screen.getByLabelText('Minutes')).toHaveAccessibleDescription('Choose from 1 minute to 24 hours.');
    expect(start).not.toHaveBeenCalled();
  });

  it('refuses a time already past today in Spanish, and takes it for tomorrow when the member says so', async () => {
    start.mockResolvedValue({ data: { status: 'done', data: { dueAt: '2026-12-01T20:30:00.000Z' } } });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderForm('es');
    await user.click(screen.getByRole('radio', { name: 'A una hora del día' }));
    fireEvent.change(screen.getByLabelText('Hora'), { target: { value: '21:30' } });
    await waitFor(() => expect(screen.getByTestId('check-in-due-summary')).toHaveTextContent('Esa hora ya ha pasado hoy.'));
    await user.click(screen.getByRole('button', { name: 'Iniciar la cuenta atrás' }));
    expect(await screen.findByText('Esa hora ya ha pasado hoy. Elija una hora más tarde, o mañana.', { selector: 'p[id$="-error"]' })).toBeVisible();
    expect(screen.getByLabelText('Hora')).toHaveAttribute('aria-invalid', 'true');
    expect(start).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'Mañana' }));
    await waitFor(() => expect(screen.getByTestId('check-in-due-summary')).toHaveTextContent('Plazo: antes de las 21:30 de mañana.'));
    await user.click(screen.getByRole('button', { name: 'Iniciar la cuenta atrás' }));
    await waitFor(() => expect(start).toHaveBeenCalledWith(expect.objectContaining({ mode: 'at', time: '21:30', day: 'tomorrow', timeZone: 'Europe/Madrid' })));
  });

  it('words the database’s refusal in the member’s language, and never its own text', async () => {
    // Nothing here depends on the clock.
    jest.useRealTimers();
    start.mockResolvedValue({ data: { status: 'refused', problem: 'alreadyRunning' } });
    const user = userEvent.setup();
    renderForm('nl');
    await user.click(screen.getByRole('button', { name: 'Check-in starten' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('U hebt al een lopende check-in. Laad de pagina opnieuw om die te zien.');

    start.mockRejectedValue(new Error('network down'));
    await user.click(screen.getByRole('button', { name: 'Check-in starten' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Er ging iets mis, probeer het opnieuw.'));
    // The same request may be sent again: the form is ready for it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Check-in starten' })).toBeEnabled());
    expect(start.mock.calls[1][0].clientRequestId).toBe(start.mock.calls[0][0].clientRequestId);
    expect(onStarted).not.toHaveBeenCalled();
  });

  it('asks for the position only when the member presses the button; a refusal changes nothing else', async () => {
    const getCurrentPosition = jest.fn((_ok: PositionCallback, fail: PositionErrorCallback) => fail({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError));
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderForm();
    expect(getCurrentPosition).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Add my location' }));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Location not added. The check-in works without it.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add my location' })).not.toBeInTheDocument();
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('says there is nobody to tell when the member has neither contacts nor family', () => {
    renderForm('en', { contacts: [], family: [] });
    expect(screen.getByText(/There is nobody to tell yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add an emergency contact' })).toHaveAttribute('href', '/full-dashboard/contacts');
    expect(screen.getByRole('link', { name: 'invite family' })).toHaveAttribute('href', '/full-dashboard/family');
    expect(screen.queryByRole('button', { name: 'Start check-in' })).not.toBeInTheDocument();
  });
});

