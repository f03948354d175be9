'use client';

import { useTranslations } from 'next-intl';
import { useAuth } from '@/components/auth/auth-provider';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';

/**
 * The navigation bar's account actions (docs/product.md#routes-and-screens): "Sign in" and
 * "Subscribe now" for visitors, "My dashboard" for someone signed in. Public pages may be
 * prerendered, so who is signed in is only known in the browser (the auth provider); until then
 * the visitors' buttons show, as most people on these pages are visitors.
 *
 * Both sets sit in the same grid cell and the one not in use is invisible and inert rather than
 * removed, so the cell keeps the size of the larger and nothing around it jumps when they swap.
 */
export function NavbarAccountActions() {
  const t = useTranslations('Nav');
  const { user, loading } = useAuth();
  const signedIn = !loading && user !== null;
  return (
    <div className="grid [grid-template-areas:'slot'] *:[grid-area:slot]" data-testid="navbar-account-actions">
      <div className={cn('flex flex-wrap items-center gap-2', signedIn && 'invisible')} aria-hidden={signedIn || undefined} inert={signedIn}>
        <Button asChild variant="outline">
          <Link href={routes.auth}>{t('signIn')}</Link>
        </Button>
        <Button asChild variant="emergency">
          <Link href={routes.register}>{t('subscribe')}</Link>
        </Button>
      </div>
      <div className={cn('flex items-center md:justify-end', !signedIn && 'invisible')} aria-hidden={!signedIn || undefined} inert={!signedIn}>
        <Button asChild variant="guardian">
          <Link href={routes.memberDashboard}>{t('myDashboard')}</Link>
        </Button>
      </div>
    </div>
  );
}
