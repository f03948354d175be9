'use client';

import { useTranslations } from 'next-intl';
import { useAuth, useRole } from '@/components/auth/auth-provider';
import { footerAccountHrefs } from '@/lib/footer-links';
import { Link } from '@/lib/i18n/navigation';
import { footerLinkClass } from './footer-link-class';
import { routes } from '@/lib/routes';

/** docs/product.md#routes-and-screens account links; where they lead depends on who is signed in (lib/footer-links.ts). */
export function FooterAccountLinks() {
  const t = useTranslations('Footer');
  const { user, loading, signOut } = useAuth();
  const { isAdmin, loading: roleLoading } = useRole();
  const hrefs = footerAccountHrefs({ signedIn: user !== null, authLoading: loading, isAdmin, roleLoading });

  return (
    <ul className="flex flex-col gap-1">
      <li>
        {hrefs.showSignOut ? (
          <button type="button" className={footerLinkClass} onClick={() => void signOut()}>
            {t('signOut')}
          </button>
        ) : (
          <Link href={routes.auth} className={footerLinkClass}>
            {t('signIn')}
          </Link>
        )}
      </li>
      <li>
        <Link href={routes.register} className={footerLinkClass}>
          {t('subscribe')}
        </Link>
      </li>
      <li>
        {hrefs.memberDashboard ? (
          <Link href={hrefs.memberDashboard} className={footerLinkClass}>
            {t('memberDashboard')}
          </Link>
        ) : (
          // docs/product.md#routes-and-screens: the link waits while auth loads; a link without a target until then.
          <a role="link" aria-disabled="true" className={footerLinkClass}>
            {t('memberDashboard')}
          </a>
        )}
      </li>
      <li>
        <Link href={hrefs.adminDashboard} className={footerLinkClass}>
          {t('adminDashboard')}
        </Link>
      </li>
    </ul>
  );
}
