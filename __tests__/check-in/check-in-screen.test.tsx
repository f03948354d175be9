import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { CheckInScreen } from '@/components/check-in/check-in-screen';
import { polyfillRadixForJsdom } from '@/components/ui/test-utils';
import { checkInSafe, removeCheckInCodes, setCheckInCodes, startCheckIn } from '@/lib/actions/check-in';
import { type CheckInPageData, getOpenCheckIn, type OpenCheckIn } from '@/lib/data/check-in';
import { withIntl } from '../test-intl';

jest.mock('@/lib/actions/check-in', () => ({
  startCheckIn: jest.fn(),
  checkInSafe: jest.fn(),
  cancelCheckIn: jest.fn(),
  extendCheckIn: jest.fn(),
  updateCheckInPosition: jest.fn(),
  setCheckInCodes: jest.fn(),
  removeCheckInCodes: jest.fn(),
}));
jest.mock('@/components/realtime/browser-client', () => ({ loadBrowserClient: async () => ({}) }));
jest.mock('@/lib/data/check-in', () => ({ getOpenCheckIn: jest.fn() }));
jest.mock('@/lib/time/browser-time-zone', () => ({ browserTimeZone: () => 'Europe/Madrid' }));
const read = jest.mocked(getOpenCheckIn);
const start = jest.mocked(startCheckIn);
const safe = jest.mocked(checkInSafe);
const saveCodes = jest.mocked(setCheckInCodes);
const removeCodes = jest.mocked(removeCheckInCodes);

const running: OpenCheckIn = {
  id: '5f1e2d3c-4b5a-4697-8887-9a0b1c2d3e4f',
  status: 'active',
  due_at: '2026-11-30T21:30:00.000Z',
  alarm_at: '2026-11-30T21:35:00.000Z',
  grace_minutes: 5,
  note: null,
  contact_ids: ['7a9d1c1e-5b7e-4a51-9e0a-2f3c4d5e6f70'],
  family_ids: [],
  alarm_event_id: null,
  created_at: '2026-11-30T21:00:00.000Z',
};
const initial = (over: Partial<CheckInPageData> = {}): CheckInPageData => ({
  checkIn: null,
  people: { contacts: [{ id: '7a9d1c1e-5b7e-4a51-9e0a-2f3c4d5e6f70', name: 'Pedro García' }], family: [] },
  hasCodes: false,
  ...over,
});

function renderScreen(data: CheckInPageData) {
  return render(withIntl(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{<CheckInScreen memberId="u1" initial={data} />}</SWRConfig>));
}
const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

beforeAll(polyfillRadixForJsdom);
beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-30T21:00:00Z'), advanceTimers: true });
  for (const mock of [read, start, safe, saveCodes, removeCodes]) mock.mockReset();
});
afterEach(() => jest.useRealTimers());

describe('CheckInScreen (docs/product.md#check-in)', () => {
  it('swaps the form for the running check-in once it started, and back once the member checked in, moving focus each time', async () => {
    read.mockResolvedValue(null);
    const user = setup();
    renderScreen(initial());
    await waitFor(() => expect(read).toHaveBeenCalled());

    start.mockResolvedValue({ data: { status: 'done', data: { dueAt: running.due_at } } });
    read.mockResolvedValue(running);
    await user.click(screen.getByRole('button', { name: 'Start check-in' }));
    const heading = await screen.findByRole('heading', { name: 'Your check-in is running' });
    await waitFor(() => expect(heading).toHaveFocus());

    safe.mockResolvedValue({ data: { status: 'done', data: null } });
    read.mockResolvedValue(null);
    await user.click(screen.getByRole('button', { name: "I'm safe" }));
    const form = await screen.findByRole('heading', { name: 'Tell my people if I have not checked in by …' });
    await waitFor(() => expect(form).toHaveFocus());
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('You checked in. Nobody will be alerted.');
  });

  it('sets codes (4–8 digits, different), after which "I’m safe" asks for one; and removes them', async () => {
    read.mockResolvedValue(running);
    const user = setup();
    renderScreen(initial({ checkIn: running }));
    const codes = screen.getByRole('region', { name: 'Codes' });
    expect(codes).toHaveTextContent('A duress code checks you in as usual on screen, and silently raises your alarm.');
    expect(within(codes).getByTestId('check-in-codes-state')).toHaveTextContent('No codes set');

    await user.type(within(codes).getByLabelText('Safe code'), '1234');
    await user.type(within(codes).getByLabelText('Duress code'), '1234');
    await user.click(within(codes).getByRole('button', { name: 'Save codes' }));
    await waitFor(() => expect(within(codes).getByLabelText('Duress code')).toHaveAccessibleDescription(/Your duress code must be different from your safe code\./));
    expect(saveCodes).not.toHaveBeenCalled();

    saveCodes.mockResolvedValue({ data: { status: 'done', data: null } });
    await user.clear(within(codes).getByLabelText('Duress code'));
    await user.type(within(codes).getByLabelText('Duress code'), '9876');
    await user.click(within(codes).getByRole('button', { name: 'Save codes' }));
    expect(saveCodes).toHaveBeenCalledWith({ safeCode: '1234', duressCode: '9876' });
    await waitFor(() => expect(within(codes).getByTestId('check-in-codes-state')).toHaveTextContent('Your codes are set.'));
    expect(within(codes).getByLabelText('Safe code')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: "I'm safe" }));
    expect(await screen.findByRole('dialog', { name: 'Enter your code to check in' })).toBeVisible();
    await user.keyboard('{Escape}');

    removeCodes.mockResolvedValue({ data: { status: 'done', data: null } });
    await user.click(within(codes).getByRole('button', { name: 'Remove codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove your codes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove codes' }));
    await waitFor(() => expect(within(codes).getByTestId('check-in-codes-state')).toHaveTextContent('No codes set'));
    expect(removeCodes).toHaveBeenCalledWith({});
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Codes' })).toHaveFocus());
  });
});
