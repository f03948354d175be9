import { render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { ActiveCheckInBanner } from '@/components/check-in/active-check-in-banner';
import { getOpenCheckIn, type OpenCheckIn } from '@/lib/data/check-in';
import { withIntl } from '../test-intl';

let browserPath = '/member-dashboard';
jest.mock('next/navigation', () => ({
  ...jest.requireActual('../home/mocks').nextNavigationMock(),
  usePathname: () => browserPath,
}));
jest.mock('@/components/auth/auth-provider', () => ({ useAuth: () => ({ user: { id: 'u1' }, loading: false }) }));
jest.mock('@/components/realtime/browser-client', () => ({ loadBrowserClient: async () => ({}) }));
jest.mock('@/lib/data/check-in', () => ({ getOpenCheckIn: jest.fn() }));
jest.mock('@/lib/time/browser-time-zone', () => ({ browserTimeZone: () => 'Europe/Madrid' }));
const read = jest.mocked(getOpenCheckIn);

const DUE = '2026-11-30T22:00:00.000Z'; // 23:00 in Madrid
const checkIn = (over: Partial<OpenCheckIn> = {}): OpenCheckIn => ({
  id: 'k1',
  status: 'active',
  due_at: DUE,
  alarm_at: '2026-11-30T22:05:00.000Z',
  grace_minutes: 5,
  note: null,
  contact_ids: ['c1'],
  family_ids: [],
  alarm_event_id: null,
  created_at: '2026-11-30T20:00:00.000Z',
  ...over,
});

function renderBanner(at: string, path = '/member-dashboard', locale: 'en' | 'nl' | 'es' = 'en') {
  jest.setSystemTime(new Date(at));
  browserPath = path;
  return render(withIntl(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{<ActiveCheckInBanner />}</SWRConfig>, locale));
}

beforeEach(() => {
  jest.useFakeTimers({ advanceTimers: true });
  read.mockReset();
});
afterEach(() => jest.useRealTimers());

describe('ActiveCheckInBanner (docs/product.md#check-in)', () => {
  it('is a slim bar with the due time and a way to check in, read once as the member’s own', async () => {
    read.mockResolvedValue(checkIn());
    renderBanner('2026-11-30T21:00:00Z');
    const bar = await screen.findByRole('region', { name: 'Your check-in' });
    expect(read).toHaveBeenCalledWith({}, 'u1');
    expect(bar).toHaveAttribute('data-phase', 'counting');
    expect(screen.getByRole('status')).toHaveTextContent('Check-in due at 11:00 PM today');
    expect(screen.getByRole('link', { name: "I'm safe" })).toHaveAttribute('href', '/check-in');
  });

  it('turns prominent in the last 5 minutes, in a polite live region', async () => {
    read.mockResolvedValue(checkIn());
    renderBanner('2026-11-30T21:56:00Z');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Your check-in' })).toHaveAttribute('data-phase', 'dueSoon'));
    expect(screen.getByRole('status')).toHaveTextContent('Check in soon: due at 11:00 PM today');
  });

  it('becomes urgent once the due time has passed, and after the alarm says so assertively', async () => {
    read.mockResolvedValue(checkIn());
    const { unmount } = renderBanner('2026-11-30T22:01:00Z');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Your check-in' })).toHaveAttribute('data-phase', 'overdue'));
    expect(screen.getByRole('status')).toHaveTextContent('Your check-in time (11:00 PM today) has passed: your people are alerted at 11:05 PM today');
    unmount();

    read.mockResolvedValue(checkIn({ status: 'alarm_raised' }));
    renderBanner('2026-11-30T22:06:00Z');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your people have been alerted: you did not check in by 11:00 PM today');
    expect(screen.getByRole('region', { name: 'Your check-in' })).toHaveAttribute('data-phase', 'alarm');
    expect(screen.getByRole('link', { name: "I'm safe — check in late" })).toHaveAttribute('href', '/check-in');
  });

  it('speaks the page’s language', async () => {
    read.mockResolvedValue(checkIn());
    renderBanner('2026-11-30T21:00:00Z', '/nl/sos', 'nl');
    expect(await screen.findByRole('region', { name: 'Uw check-in' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Check-in: meld u uiterlijk 23:00 vandaag veilig');
    expect(screen.getByRole('link', { name: 'Ik ben veilig' })).toHaveAttribute('href', '/nl/check-in');
  });

  it('shows nothing without a running check-in, and nothing on the check-in page itself', async () => {
    read.mockResolvedValue(null);
    const { unmount } = renderBanner('2026-11-30T21:00:00Z');
    await waitFor(() => expect(read).toHaveBeenCalled());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    unmount();

    read.mockResolvedValue(checkIn());
    renderBanner('2026-11-30T21:00:00Z', '/check-in');
    await waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
