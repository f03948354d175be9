import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { LocalMoment } from '@/components/ui/local-moment';
import { browserTimeZone } from '@/lib/time/browser-time-zone';
import en from '@/messages/en.json';
import nl from '@/messages/nl.json';

// The reader's zone, as their browser would report it.
jest.mock('@/lib/time/browser-time-zone', () => ({ browserTimeZone: jest.fn() }));

// A carer's end typed as 14:00:30 in Amsterdam (winter, UTC+1), stored in UTC.
const END = '2026-11-24T13:00:30.000Z';

// The provider as the app sets it up: UTC fixed in lib/i18n/request.ts.
const inApp = (ui: ReactNode, locale: 'en' | 'nl' = 'en') => (
  <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : nl} timeZone="UTC">
    {ui}
  </NextIntlClientProvider>
);

beforeEach(() => jest.mocked(browserTimeZone).mockReturnValue('Europe/Amsterdam'));

describe('LocalMoment', () => {
  it('renders UTC on the server, and says so', () => {
    const html = renderToString(inApp(<LocalMoment iso={END} />));
    expect(html).toContain('November 24, 2026 at 1:00:30 PM UTC');
    expect(html).toContain(`dateTime="${END}"`);
    expect(browserTimeZone).not.toHaveBeenCalled();
  });

  it("shows the reader's own zone in the browser, named: 14:00:30 is 14:00:30 again", () => {
    render(inApp(<LocalMoment iso={END} />, 'nl'));
    expect(screen.getByText('24 november 2026 om 14:00:30 CET')).toBeInTheDocument();
  });

  it('hydrates the server text without a mismatch, then switches to the local zone', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(inApp(<LocalMoment iso={END} style="time" />, 'nl'));
    expect(container.textContent).toBe('13:00:30 UTC');
    const recoverable = jest.fn();
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, inApp(<LocalMoment iso={END} style="time" />, 'nl'), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    expect(container.textContent).toBe('14:00:30 CET');
  });

  it('stacks date and time on two lines, both in the same zone', () => {
    // 23:30 UTC is already the next day in Amsterdam: the date must move with the time.
    jest.mocked(browserTimeZone).mockReturnValue('Europe/Amsterdam');
    const { container } = render(inApp(<LocalMoment iso="2026-11-24T23:30:00Z" style="stacked" />));
    expect([...container.querySelectorAll('time > span')].map((line) => line.textContent)).toEqual(['Nov 25, 2026', '12:30 AM GMT+1']);
  });

  it('names the zone in every style', () => {
    jest.mocked(browserTimeZone).mockReturnValue('UTC');
    for (const style of ['long', 'medium', 'short', 'time', 'stacked'] as const) {
      const { container, unmount } = render(inApp(<LocalMoment iso={END} style={style} />));
      expect(container.textContent).toContain('UTC');
      unmount();
    }
  });
});
