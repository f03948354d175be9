import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withIntl } from '@/__tests__/test-intl';
import { ChatProvider } from '@/components/chat/chat-launcher-context';
import { ChatWidget, isChatHiddenOn } from '@/components/chat/chat-widget';
import { ToastProvider } from '@/components/ui/toast-provider';
import { polyfillRadixForJsdom } from '@/components/ui/test-utils';

let pathname = '/';
jest.mock('@/lib/i18n/navigation', () => ({ usePathname: () => pathname }));

beforeAll(polyfillRadixForJsdom);

function renderWidget(at: string) {
  pathname = at;
  return render(
    withIntl(
      <ToastProvider label="n" viewportLabel="n" closeLabel="c">
        <ChatProvider>
          <ChatWidget />
        </ChatProvider>
      </ToastProvider>,
    ),
  );
}

describe('where the chat widget shows (docs/product.md#routes-and-screens)', () => {
  it.each(['/', '/contact', '/member-dashboard', '/admin-setup', '/admin-dashboards'])('shows on %s', (at) => {
    renderWidget(at);
    expect(screen.getByRole('button', { name: /Customer Service/ })).toBeInTheDocument();
  });

  it.each(['/admin-dashboard', '/admin-dashboard/users'])('is hidden on %s', (at) => {
    renderWidget(at);
    expect(screen.queryByRole('button', { name: /Customer Service/ })).not.toBeInTheDocument();
  });

  it('loads the chat window when the launcher is used, and opens it again after closing', async () => {
    const user = userEvent.setup();
    renderWidget('/');
    // Not part of the page's first load: nothing of the window until someone wants it.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Customer Service/ }));
    expect(await screen.findByRole('dialog', { name: 'Chat with Emma' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Customer Service/ }));
    expect(await screen.findByRole('dialog', { name: 'Chat with Emma' })).toBeInTheDocument();
  });

  it('matches the locale-stripped path exactly', () => {
    expect(isChatHiddenOn('/admin-dashboard')).toBe(true);
    expect(isChatHiddenOn('/admin-dashboard/content')).toBe(true);
    expect(isChatHiddenOn('/admin-dashboardx')).toBe(false);
    expect(isChatHiddenOn('/')).toBe(false);
  });
});
