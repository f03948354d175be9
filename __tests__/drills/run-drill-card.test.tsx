import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RunDrillCard } from '@/components/drills/run-drill-card';
import { polyfillRadixForJsdom } from '@/components/ui/test-utils';
import { startDrill } from '@/lib/actions/drills';
import { routerMock } from '../home/mocks';
import { withIntl } from '../test-intl';

jest.mock('@/lib/actions/drills', () => ({ startDrill: jest.fn() }));
jest.mock('next/navigation', () => jest.requireActual('../home/mocks').nextNavigationMock());
const start = jest.mocked(startDrill);

const started = { data: { status: 'done' as const, data: { id: 'd1', startedAt: '2026-11-30T21:00:00.000Z' } } };
const refused = (problem: 'testLimit' | 'realAlarmOpen') => ({ data: { status: 'refused' as const, problem } });

function renderCard({ realAlarmOpen = false, callCentre = false, locale = 'en' }: { realAlarmOpen?: boolean; callCentre?: boolean; locale?: 'en' | 'nl' | 'es' } = {}) {
  return render(withIntl(<RunDrillCard realAlarmOpen={realAlarmOpen} callCentre={callCentre} />, locale));
}

async function confirmRun() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Run a drill now' }));
  const dialog = await screen.findByRole('dialog', { name: 'Run a drill now?' });
  await user.click(within(dialog).getByRole('button', { name: 'Run the drill' }));
  return { user, dialog };
}

beforeAll(polyfillRadixForJsdom);
beforeEach(() => {
  start.mockReset();
  routerMock.refresh.mockClear();
});

/** "Run a drill now" (docs/product.md#drills). */
describe('RunDrillCard', () => {
  it('says who gets it, that it is marked DRILL, ends by itself and counts towards the test limit', () => {
    renderCard();
    const card = screen.getByRole('region', { name: 'Run a drill' });
    expect(card).toHaveTextContent('your family in the app and by push, your emergency contacts by e-mail and SMS.');
    expect(card).toHaveTextContent('Everything is marked DRILL');
    expect(card).toHaveTextContent('It ends by itself 10 minutes after it starts and counts towards your 3 test alerts an hour.');
    expect(card).not.toHaveTextContent('call centre');
  });

  it('names the call centre on a plan that has it', () => {
    renderCard({ callCentre: true });
    expect(screen.getByRole('region', { name: 'Run a drill' })).toHaveTextContent('by e-mail and SMS, and the Spain call centre.');
  });

  it('asks first, and runs nothing when the member keeps it for later', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Run a drill now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run a drill now?' });
    expect(dialog).toHaveTextContent('Your people get it now, marked DRILL. It ends by itself in 10 minutes.');
    // The safe choice is first and focused.
    expect(within(dialog).getByRole('button', { name: 'Not now' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(start).not.toHaveBeenCalled();
  });

  it('starts the drill with a fresh request id once confirmed, says so, and reads the page again', async () => {
    start.mockResolvedValue(started);
    renderCard();
    await confirmRun();
    expect(start).toHaveBeenCalledWith({ clientRequestId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('The drill has started. Its receipt fills in as your people get it.');
    expect(routerMock.refresh).toHaveBeenCalled();
  });

  it('sends the same request id when the member retries after a failure, a new one for a new question', async () => {
    start.mockResolvedValueOnce({ serverError: 'failed' } as never).mockResolvedValue(started);
    renderCard();
    const { user, dialog } = await confirmRun();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong, try again.');
    await user.click(within(dialog).getByRole('button', { name: 'Run the drill' }));
    await waitFor(() => expect(start).toHaveBeenCalledTimes(2));
    const [[first], [second]] = start.mock.calls as unknown as [[{ clientRequestId: string }], [{ clientRequestId: string }]];
    expect(second.clientRequestId).toBe(first.clientRequestId);
    await confirmRun();
    await waitFor(() => expect(start).toHaveBeenCalledTimes(3));
    expect((start.mock.calls[2] as unknown as [{ clientRequestId: string }])[0].clientRequestId).not.toBe(first.clientRequestId);
  });

  it('says the test limit in words', async () => {
    start.mockResolvedValue(refused('testLimit'));
    renderCard();
    await confirmRun();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('You can run 3 drills an hour. Try again later.'));
    expect(routerMock.refresh).not.toHaveBeenCalled();
  });

  it('says a real alarm comes first when one opened since the page was read, and reads the page again', async () => {
    start.mockResolvedValue(refused('realAlarmOpen'));
    renderCard();
    await confirmRun();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('A real alarm is open: it comes first.'));
    expect(routerMock.refresh).toHaveBeenCalled();
  });

  it('is disabled, with the reason beside it, while a real alarm is open', async () => {
    renderCard({ realAlarmOpen: true });
    const button = screen.getByRole('button', { name: 'Run a drill now' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('A real alarm is open: it comes first.');
    await userEvent.setup().click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(start).not.toHaveBeenCalled();
  });

  it.each([
    ['nl', 'Nu een oefening doen', 'Er loopt een echt alarm: dat gaat voor.'],
    ['es', 'Hacer un simulacro ahora', 'Hay una alarma real abierta: tiene prioridad.'],
  ] as const)('%s: says it in the member’s language', (locale, label, blocked) => {
    renderCard({ realAlarmOpen: true, locale });
    expect(screen.getByRole('button', { name: label })).toHaveAccessibleDescription(blocked);
  });

  it('gives the button a 44 px target', () => {
    renderCard();
    expect(screen.getByRole('button', { name: 'Run a drill now' }).className).toMatch(/\bmin-h-1[12]\b/);
  });
});
