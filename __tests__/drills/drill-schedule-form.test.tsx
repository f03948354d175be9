import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DrillScheduleForm } from '@/components/drills/drill-schedule-form';
import { clearDrillSchedule, saveDrillSchedule, skipNextDrill } from '@/lib/actions/drills';
import type { DrillSchedule } from '@/lib/data/drills';
import { routerMock } from '../home/mocks';
import { withIntl } from '../test-intl';

jest.mock('@/lib/actions/drills', () => ({ saveDrillSchedule: jest.fn(), skipNextDrill: jest.fn(), clearDrillSchedule: jest.fn() }));
jest.mock('next/navigation', () => jest.requireActual('../home/mocks').nextNavigationMock());
// The member's own clock: a first schedule is in their zone.
jest.mock('@/lib/time/browser-time-zone', () => ({ browserTimeZone: () => 'Europe/Madrid' }));
const save = jest.mocked(saveDrillSchedule);
const skip = jest.mocked(skipNextDrill);
const clear = jest.mocked(clearDrillSchedule);

/** The 15th at 07:00 in Amsterdam: next on Tuesday 15 December 2026, 06:00 UTC. */
const scheduled = (over: Partial<DrillSchedule> = {}): DrillSchedule => ({
  day_of_month: 15,
  hour: 7,
  time_zone: 'Europe/Amsterdam',
  next_run_at: '2026-12-15T06:00:00.000Z',
  skip_next: false,
  last_run_at: null,
  last_outcome: null,
  ...over,
});

const saved = { data: { status: 'done' as const, data: { nextRunAt: '2026-12-15T06:00:00.000Z' } } };
const renderForm = (schedule: DrillSchedule | null = null, locale: 'en' | 'nl' | 'es' = 'en') => render(withIntl(<DrillScheduleForm schedule={schedule} />, locale));
const field = (name: string) => screen.getByLabelText(name) as HTMLSelectElement;

beforeEach(() => {
  for (const mock of [save, skip, clear]) mock.mockReset();
  routerMock.refresh.mockClear();
});

/** The monthly drill (docs/product.md#drills). */
describe('DrillScheduleForm', () => {
  it('offers days 1-28, every hour and the known time zones, the browser’s chosen when none is saved', async () => {
    renderForm();
    expect(screen.getByTestId('drill-schedule-none')).toHaveTextContent('No monthly drill is scheduled.');
    const days = within(field('Day of the month')).getAllByRole('option');
    expect(days.map((option) => option.textContent)).toEqual(Array.from({ length: 28 }, (_, index) => String(index + 1)));
    const hours = within(field('Hour')).getAllByRole('option');
    expect(hours).toHaveLength(24);
    expect([hours[0].textContent, hours[23].textContent]).toEqual(['00:00', '23:00']);
    await waitFor(() => expect(field('Time zone')).toHaveValue('Europe/Madrid'));
    expect(within(field('Time zone')).getAllByRole('option').length).toBeGreaterThan(100);
    expect(within(field('Time zone')).getByRole('option', { name: 'America/New York' })).toHaveValue('America/New_York');
    // No schedule yet: nothing to skip or stop.
    expect(screen.queryByRole('button', { name: 'Stop monthly drills' })).not.toBeInTheDocument();
  });

  it('saves the chosen day, hour and zone as numbers and a zone, says so, and reads the page again', async () => {
    save.mockResolvedValue(saved);
    const user = userEvent.setup();
    renderForm();
    await waitFor(() => expect(field('Time zone')).toHaveValue('Europe/Madrid'));
    await user.selectOptions(field('Day of the month'), '15');
    await user.selectOptions(field('Hour'), '7');
    await user.selectOptions(field('Time zone'), 'Europe/Amsterdam');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledWith({ dayOfMonth: 15, hour: 7, timeZone: 'Europe/Amsterdam' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved. The monthly drill is scheduled.'));
    expect(routerMock.refresh).toHaveBeenCalled();
  });

  it('says by the field what is wrong with the zone, and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await waitFor(() => expect(field('Time zone')).toHaveValue('Europe/Madrid'));
    // A zone that is not offered reads as none chosen.
    fireEvent.change(field('Time zone'), { target: { value: 'Mars/Olympus_Mons' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('Time zone')).toHaveAccessibleDescription('Choose a time zone from the list.'));
    expect(field('Time zone')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Time zone')).toHaveFocus();
    expect(save).not.toHaveBeenCalled();
  });

  it.each([
    ['day', 'Day of the month', 'Choose a day from 1 to 28.'],
    ['hour', 'Hour', 'Choose an hour from 00:00 to 23:00.'],
    ['timeZone', 'Time zone', 'Choose a time zone from the list.'],
  ] as const)('says the database’s refusal (%s) by its field', async (problem, label, text) => {
    save.mockResolvedValue({ data: { status: 'refused', problem } });
    const user = userEvent.setup();
    renderForm(scheduled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field(label)).toHaveAccessibleDescription(text));
    expect(field(label)).toHaveFocus();
    expect(routerMock.refresh).not.toHaveBeenCalled();
  });

  it('says the action’s own field check by its field', async () => {
    save.mockResolvedValue({ validationErrors: { fieldErrors: { hour: ['Too big: expected number to be <=23'] } } } as never);
    const user = userEvent.setup();
    renderForm(scheduled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('Hour')).toHaveAccessibleDescription('Choose an hour from 00:00 to 23:00.'));
  });

  it('says a failure in the alert region', async () => {
    save.mockRejectedValue(new Error('network'));
    const user = userEvent.setup();
    renderForm(scheduled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong, try again.'));
  });

  it('shows what is scheduled: the next drill on its clock with its zone, the reminder, and the saved choice', () => {
    renderForm(scheduled({ last_run_at: '2026-11-15T06:00:05.000Z', last_outcome: 'limit' }));
    expect(screen.getByTestId('drill-next')).toHaveTextContent(/^Next drill: Tuesday, December 15, 2026 at 7:00\sAM \(Europe\/Amsterdam\)$/);
    expect(screen.getByText('We remind you the day before.')).toBeInTheDocument();
    expect(screen.getByTestId('drill-last-run')).toHaveTextContent(/^Last scheduled drill, Sunday, November 15, 2026 at 7:00\sAM: not sent: limit reached$/);
    expect(field('Day of the month')).toHaveValue('15');
    expect(field('Hour')).toHaveValue('7');
    expect(field('Time zone')).toHaveValue('Europe/Amsterdam');
  });

  it.each([
    ['raised', 'raised'],
    ['skipped', 'skipped'],
  ] as const)('says a last run that was %s', (outcome, text) => {
    renderForm(scheduled({ last_run_at: '2026-11-15T06:00:05.000Z', last_outcome: outcome }));
    expect(screen.getByTestId('drill-last-run')).toHaveTextContent(new RegExp(`: ${text}$`));
  });

  it('skips the next drill, and takes the skip back', async () => {
    skip.mockResolvedValue({ data: { status: 'done', data: { skipNext: true } } });
    const user = userEvent.setup();
    const { rerender } = renderForm(scheduled());
    await user.click(screen.getByRole('button', { name: 'Skip the next drill' }));
    expect(skip).toHaveBeenCalledWith({ skip: true });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The next drill will be skipped.'));
    expect(routerMock.refresh).toHaveBeenCalled();

    rerender(withIntl(<DrillScheduleForm schedule={scheduled({ skip_next: true })} />));
    expect(screen.getByText('The next drill will be skipped; the one after runs as usual.')).toBeInTheDocument();
    skip.mockResolvedValue({ data: { status: 'done', data: { skipNext: false } } });
    await user.click(screen.getByRole('button', { name: 'Do not skip' }));
    expect(skip).toHaveBeenLastCalledWith({ skip: false });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The next drill will run.'));
  });

  it('says a skip refused because nothing is scheduled any more', async () => {
    skip.mockResolvedValue({ data: { status: 'refused', problem: 'notScheduled' } });
    const user = userEvent.setup();
    renderForm(scheduled());
    await user.click(screen.getByRole('button', { name: 'Skip the next drill' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No monthly drill is scheduled any more. Reload the page.'));
  });

  it('stops monthly drills, says so and moves focus to the section', async () => {
    clear.mockResolvedValue({ data: { status: 'done', data: null } });
    const user = userEvent.setup();
    renderForm(scheduled());
    await user.click(screen.getByRole('button', { name: 'Stop monthly drills' }));
    expect(clear).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Monthly drills stopped.'));
    expect(screen.getByRole('heading', { name: 'Monthly drill' })).toHaveFocus();
    expect(routerMock.refresh).toHaveBeenCalled();
  });

  it('labels every control and gives every button a 44 px target', () => {
    renderForm(scheduled());
    for (const name of ['Day of the month', 'Hour', 'Time zone']) expect(field(name).className).toMatch(/\bh-11\b/);
    for (const button of screen.getAllByRole('button')) expect(button.className).toMatch(/\bmin-h-1[12]\b/);
  });

  it.each([
    ['nl', 'Volgende oefening:', 'Volgende oefening overslaan', 'Kies een dag van 1 tot en met 28.'],
    ['es', 'Próximo simulacro:', 'Omitir el próximo simulacro', 'Elija un día del 1 al 28.'],
  ] as const)('%s: says it in the member’s language', async (locale, next, skipLabel, dayProblem) => {
    save.mockResolvedValue({ data: { status: 'refused', problem: 'day' } });
    const user = userEvent.setup();
    renderForm(scheduled(), locale);
    expect(screen.getByTestId('drill-next')).toHaveTextContent(next);
    expect(screen.getByRole('button', { name: skipLabel })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: { nl: 'Opslaan', es: 'Guardar' }[locale] }));
    await waitFor(() => expect(screen.getByText(dayProblem)).toBeInTheDocument());
  });
});
