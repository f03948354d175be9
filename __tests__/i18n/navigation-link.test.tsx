import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';

// The real next-intl Link needs the app router; this stand-in shows what it is given.
jest.mock('next-intl/navigation', () => ({
  createNavigation: () => ({
    Link: ({ href, prefetch, children }: { href: string | { pathname: string }; prefetch?: boolean | null; children: ReactNode }) => (
      <a href={typeof href === 'string' ? href : href.pathname} data-prefetch={String(prefetch)}>
        {children}
      </a>
    ),
  }),
}));

import { Link } from '@/lib/i18n/navigation';

describe('Link (vercel/next.js#96801)', () => {
  it.each(['/', '/devices/ice-sos-pendant', '/regional-center/spain?x=1'])('does not prefetch %s, a page cached on its first visit', (href) => {
    render(<Link href={href}>go</Link>);
    expect(screen.getByRole('link')).toHaveAttribute('data-prefetch', 'false');
  });

  it('leaves other links to Next, and an explicit choice alone', () => {
    render(
      <>
        <Link href="/privacy">a</Link>
        <Link href={{ pathname: '/' }} prefetch>
          b
        </Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'a' })).toHaveAttribute('data-prefetch', 'undefined');
    expect(screen.getByRole('link', { name: 'b' })).toHaveAttribute('data-prefetch', 'true');
  });
});
