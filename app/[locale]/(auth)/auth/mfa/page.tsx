import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthShell } from '@/components/auth/auth-shell';
import { SecondFactorEnrol } from '@/components/auth/second-factor-enrol';
import { SecondFactorVerify } from '@/components/auth/second-factor-verify';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { localePrefixOf } from '@/lib/auth/guards';
import { landingAfterSignIn } from '@/lib/auth/landing';
import { isAdmin } from '@/lib/auth/role';
import { verifiedTotpFactor } from '@/lib/auth/second-factor';
import { getAssuranceLevel, getRole, requireSignedIn } from '@/lib/auth/session';
import { redirect } from 'next/navigation';
import { getPathname } from '@/lib/i18n/navigation';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { routes } from '@/lib/routes';
import { firstParam } from '@/lib/search-param';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// Per-visitor page: rendered on every request, never cached (docs/architecture.md#known-traps).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Auth.mfa' });
  return { title: t('metaTitle'), robots: { index: false } };
}


/**
 * /auth/mfa: the second step of sign-in (lib/auth/second-factor.ts). Someone with a verified TOTP
 * factor types its code; an admin without one sets it up here. Either way the session becomes
 * aal2 and they go on to a safe `next`, else to their home: an admin to the admin area, a member
 * to the member dashboard (lib/auth/landing.ts). A session that is aal2 already goes straight on.
 */
export default async function SecondFactorPage({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  const locale = await resolvePageLocale(params);
  const user = await requireSignedIn(locale);
  const role = await getRole();
  const prefix = localePrefixOf(getPathname({ href: routes.home, locale }));
  // Where to go once the code is accepted, which makes the session aal2.
  const then = landingAfterSignIn({ role, assuranceLevel: 'aal2', next: firstParam((await searchParams).next), prefix });
  // `then` already carries its locale prefix: a plain redirect, not next-intl's (which would add one).
  if ((await getAssuranceLevel()) === 'aal2') redirect(then);

  const t = await getTranslations({ locale, namespace: 'Auth.mfa' });
  const factor = verifiedTotpFactor(user);
  const admin = isAdmin(role);
  return (
    <AuthShell title={t('title')} description={factor ? undefined : t(admin ? 'enrolDescriptionAdmin' : 'enrolDescription')}>
      <div className="flex flex-col gap-6">
        {factor ? <SecondFactorVerify factorId={factor.id} next={then} /> : <SecondFactorEnrol then={then} confirmLabel={t('confirm')} />}
        <div className="flex flex-col gap-2 border-t pt-4 text-sm text-muted-foreground">
          <p>{t('otherAccount')}</p>
          <SignOutButton scope="local" />
        </div>
      </div>
    </AuthShell>
  );
}
