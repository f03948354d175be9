import { useTranslations } from 'next-intl';
import { Logo } from '@/components/site/logo';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { HeaderNav } from './header-nav';
import { MemberAccountMenu } from './member-account-menu';

/**
 * The signed-in header (docs/product.md#app-shell): the same logo as the public site, leading to
 * the member dashboard; the navigation from md up; the account menu. One row of --app-header
 * (app/globals.css), which anchors and focused elements scroll clear of.
 */
export function AppHeader() {
  const t = useTranslations('AppShell');
  const common = useTranslations('Common');
  const product = common('productName');
  return (
    // data-floating-dock: on phones Emma's launcher and Devices & Settings sit at the right of this
    // row (app/globals.css), so the row keeps --floating-dock free for them.
    <header data-floating-dock className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur print:static">
      <div className="mx-auto flex h-(--app-header) max-w-6xl items-center gap-4 px-4 max-md:pr-(--floating-dock)">
        {/* Not prefetched: the navigation's own Dashboard link does that, once /sos's button works (nav-link.tsx). */}
        <Link
          href={routes.memberDashboard}
          prefetch={false}
          aria-label={t('home', { product })}
          className="shrink-0 rounded-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <Logo name={product} />
        </Link>
        <HeaderNav />
        <div className="ml-auto">
          <MemberAccountMenu />
        </div>
      </div>
    </header>
  );
}
