import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Logo } from '@/components/site/logo';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { AdminAccountMenu } from './admin-account-menu';
import { AdminNav } from './admin-nav';

/**
 * The frame of every admin page (issue 22), the member shell's look (components/app-shell): a
 * sticky header with the logo (to the overview), the admin navigation and the account menu. On
 * phones the navigation is the header's second row, so nothing scrolls sideways at 360 px. The
 * page brings its own <main id="main">; the admin area has no floating buttons, so no dock.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const t = useTranslations('AdminShell');
  const product = useTranslations('Common')('productName');
  return (
    <div data-admin-shell className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur print:static">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 md:h-(--app-header) md:flex-nowrap md:py-0">
          <Link
            href={routes.adminDashboard}
            aria-label={t('home', { product })}
            className="shrink-0 rounded-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <Logo name={product} />
          </Link>
          {/* Tab order is the wide screen's reading order; on phones the navigation wraps to a row of its own below. */}
          <AdminNav className="max-md:order-last max-md:w-full" />
          <div className="ml-auto">
            <AdminAccountMenu />
          </div>
        </div>
      </header>
      <div className="flex-1">{children}</div>
    </div>
  );
}
