import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthShell } from '@/components/auth/auth-shell';
import { SecondFactorEnrol } from '@/components/auth/second-factor-enrol';
import { SecondFactorVerify } from '@/components/auth/second-factor-verify';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { isAdmin } from '@/lib/auth/role';
import { safeNextPath } from '@/lib/auth/safe-next-path';
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
 * aal2 and they go on to `next`. A session that is aal2 already goes straight on.
 */
export default async function SecondFactorPage({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  const locale = await resolvePageLocale(params);
  const user = await requireSignedIn(locale);
  const next = safeNextPath(firstParam((await searchParams).next), getPathname({ href: routes.memberDashboard, locale }));
  // `next` already carries its locale prefix: a plain redirect, not next-intl's (which would add one).
  if ((await getAssuranceLevel()) === 'aal2') redirect(next);

  const t = await getTranslations({ locale, namespace: 'Auth.mfa' });
  const factor = verifiedTotpFactor(user);
  const admin = isAdmin(await getRole());
  return (
    <AuthShell title={t('title')} description={factor ? undefined : t(admin ? 'enrolDescriptionAdmin' : 'enrolDescription')}>
      <div className="flex flex-col gap-6">
        {factor ? <SecondFactorVerify factorId={factor.id} next={next} /> : <SecondFactorEnrol then={next} confirmLabel={t('confirm')} />}
        <div className="flex flex-col gap-2 border-t pt-4 text-sm text-muted-foreground">
          <p>{t('otherAccount')}</p>
          <SignOutButton scope="local" />
        </div>
      </div>
    </AuthShell>
  );
}
