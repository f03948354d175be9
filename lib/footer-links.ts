import { routes } from '@/lib/routes';

/**
 * Where the footer's account links go (docs/product.md#routes-and-screens), as a pure function of the auth and role state so
 * the rules are tested without a session.
 */
export type FooterAuthState = {
  signedIn: boolean;
  authLoading: boolean;
  isAdmin: boolean;
  roleLoading: boolean;
};

export type FooterAccountHrefs = {
  /** null while auth loads: the link waits rather than guess. */
  memberDashboard: typeof routes.auth | typeof routes.memberDashboard | null;
  adminDashboard: typeof routes.auth | typeof routes.adminDashboard | typeof routes.memberDashboard;
  /** Sign in when nobody is signed in; otherwise the footer offers sign-out. */
  showSignOut: boolean;
};

export function footerAccountHrefs({ signedIn, authLoading, isAdmin, roleLoading }: FooterAuthState): FooterAccountHrefs {
  return {
    // Members dashboard: wait while auth loads; no user → /auth; otherwise /member-dashboard.
    memberDashboard: authLoading ? null : signedIn ? routes.memberDashboard : routes.auth,
    // Admin dashboard: no user → /auth; admin, or role still loading → /admin-dashboard; else /member-dashboard.
    adminDashboard: !signedIn ? routes.auth : isAdmin || roleLoading ? routes.adminDashboard : routes.memberDashboard,
    showSignOut: signedIn,
  };
}
