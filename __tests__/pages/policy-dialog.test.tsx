import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PolicyDialog } from '@/components/legal/policy-dialog';
import { PolicyLink } from '@/components/legal/policy-link';
import { polyfillRadixForJsdom } from '@/components/ui/test-utils';
import { getLegalDocument } from '@/lib/legal/documents';
import { withIntl } from '../test-intl';

beforeAll(polyfillRadixForJsdom);
afterEach(() => jest.restoreAllMocks());

// jsdom has no fetch: each test installs the answer the dialog's request gets.
function installFetch(answer: () => Promise<unknown>) {
  const fetchMock = jest.fn(answer);
  Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true, writable: true });
  return fetchMock;
}
const respond = (body: unknown, status = 200) =>
  installFetch(async () => ({ ok: status >= 200 && status < 300, status, json: async () => body }));

it('loads the text in the page language and shows its sections', async () => {
  const fetchMock = respond(getLegalDocument('terms', 'nl'));
  render(withIntl(<PolicyDialog kind="terms" open onOpenChange={() => {}} />, 'nl'));
  expect(screen.getByRole('status')).toHaveTextContent('De tekst wordt geladen…');
  expect(await screen.findByRole('heading', { level: 3, name: '4. Opzeggen' })).toBeInTheDocument();
  expect(screen.getByText('Laatst bijgewerkt: 1 januari 2026')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith('/api/legal/terms/nl');
});

it.each([
  ['the request fails', () => installFetch(() => Promise.reject(new TypeError('Failed to fetch')))],
  ['the server answers with an error', () => respond({ error: 'boom' }, 500)],
  ['the answer is not a policy text', () => respond({ kind: 'other' })],
])('shows the fallback with the contact form when %s and no support address is configured', async (_case, fail) => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  fail();
  render(withIntl(<PolicyDialog kind="privacy" open onOpenChange={() => {}} />, 'en'));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('We could not load this text right now.');
  expect(within(alert).getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
  expect(alert.querySelector('a[href^="mailto:"]')).toBeNull();
});

it('shows the configured support address in the fallback', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  const saved = process.env.NEXT_PUBLIC_SUPPORT_EMAIL;
  process.env.NEXT_PUBLIC_SUPPORT_EMAIL = 'help@ice-sos.test';
  try {
    respond({ error: 'boom' }, 500);
    // Not a text an earlier test loaded: loaded texts are kept for the page's lifetime.
    render(withIntl(<PolicyDialog kind="privacy" open onOpenChange={() => {}} />, 'nl'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'help@ice-sos.test' })).toHaveAttribute('href', 'mailto:help@ice-sos.test');
  } finally {
    if (saved === undefined) delete process.env.NEXT_PUBLIC_SUPPORT_EMAIL;
    else process.env.NEXT_PUBLIC_SUPPORT_EMAIL = saved;
  }
});

it('a policy link opens the dialog instead of navigating, and stays a real link', async () => {
  respond(getLegalDocument('privacy', 'es'));
  render(withIntl(<PolicyLink kind="privacy">Privacidad</PolicyLink>, 'es'));
  const link = screen.getByRole('link', { name: 'Privacidad' });
  expect(link).toHaveAttribute('href', '/es/privacy');
  await userEvent.click(link);
  expect(await screen.findByRole('dialog', { name: 'Política de privacidad' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 3, name: '4. Su ubicación' })).toBeInTheDocument();
});
