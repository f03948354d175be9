import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OfflineSosShell } from '@/components/offline/offline-sos-shell';
import type { MemberState } from '@/lib/offline/member-state';
import { memoryStore } from '@/lib/offline/memory-store';
import { withIntl } from '../test-intl';

jest.mock('next/navigation', () => jest.requireActual('../home/mocks').nextNavigationMock());
// This device's IndexedDB, as a Map the test fills and reads.
const store = memoryStore();
jest.mock('@/lib/offline/store', () => ({ offlineStore: () => store }));

const member: MemberState = {
  userId: 'u1',
  firstName: 'Rosa',
  protectedNow: true,
  alertCount: 3,
  savedAt: Date.UTC(2026, 10, 24, 9, 30),
  texts: { sentTitle: 'a', sentBody: 'b', signInTitle: 'c', signInBody: 'd' },
};

const fetchMock = jest.fn();
/** jsdom has no Response: the little of it postQueuedAlarm reads. */
const answer = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body });

beforeEach(() => {
  store.data.clear();
  fetchMock.mockReset().mockRejectedValue(new TypeError('Failed to fetch'));
  global.fetch = fetchMock;
  Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
});

const renderShell = (locale: 'en' | 'nl' | 'es' = 'en') => render(withIntl(<OfflineSosShell />, locale));

describe('the offline SOS screen', () => {
  it('with nobody stored on this device: only 112 and “sign in when you are back online”, no SOS button', async () => {
    renderShell();
    expect(await screen.findByTestId('offline-no-member')).toHaveTextContent('Nobody is signed in on this device');
    expect(screen.getByText('You are offline. This screen works without a connection.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
    expect(screen.queryByRole('button', { name: 'Send SOS' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('offline-member')).not.toBeInTheDocument();
  });

  it('shows the member’s last known state and queues a tap honestly, then says when it was sent', async () => {
    store.data.set('member', member);
    renderShell();
    const summary = await screen.findByTestId('offline-member');
    expect(summary).toHaveTextContent('Signed in as Rosa');
    expect(within(summary).getByText('Protected: your plan was active.')).toBeInTheDocument();
    expect(summary).toHaveTextContent('3 people or services would be alerted.');

    await userEvent.click(screen.getByRole('button', { name: 'Send SOS' }));
    // No service worker in this test: the page says the alarm needs it to stay open.
    expect(await screen.findByTestId('offline-alarm-queued')).toHaveTextContent(/^Queued at \d{1,2}:\d\d( [AP]M)? — keep this page open/);
    expect(screen.queryByRole('button', { name: 'Send SOS' })).not.toBeInTheDocument();
    const pending = store.data.get('pending-alarm') as { clientRequestId: string; source: string };
    expect(pending.source).toBe('app');
    expect(fetchMock).toHaveBeenCalledWith('/api/sos/queued', expect.objectContaining({ method: 'POST', body: expect.stringContaining(pending.clientRequestId) }));

    // The network is back: the page's own retry gets through.
    fetchMock.mockResolvedValue(answer(200, { event: { id: 'e1' } }));
    expect(await screen.findByTestId('offline-alarm-sent', {}, { timeout: 3_000 })).toHaveTextContent(/^Sent at \d{1,2}:\d\d( [AP]M)?\./);
    expect(store.data.has('pending-alarm')).toBe(false);
  });

  it('takes the service worker’s word that it sent the queued alarm', async () => {
    const worker = Object.assign(new EventTarget(), { getRegistration: async () => undefined });
    Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
    try {
      store.data.set('member', member);
      store.data.set('pending-alarm', { clientRequestId: 'req-1', source: 'app', createdAt: Date.now(), position: null });
      renderShell('es');
      expect(await screen.findByTestId('offline-alarm-queued')).toHaveTextContent(/^En cola desde las/);
      act(() => {
        worker.dispatchEvent(new MessageEvent('message', { data: { type: 'ice-sos:alarm-sent', clientRequestId: 'req-1', sentAt: Date.now(), event: null } }));
      });
      expect(await screen.findByTestId('offline-alarm-sent')).toHaveTextContent(/^Enviado a las/);
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('tells a signed-out member to sign in, keeping the alarm', async () => {
    store.data.set('member', member);
    fetchMock.mockResolvedValue(answer(401, { error: 'signed_out' }));
    renderShell('nl');
    await userEvent.click(await screen.findByRole('button', { name: 'SOS versturen' }));
    expect(await screen.findByTestId('offline-alarm-needs-sign-in')).toHaveTextContent('Uw SOS is niet verstuurd');
    expect(store.data.get('pending-alarm')).toBeDefined();
  });
});
