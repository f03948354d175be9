import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { AuthShell } from '@/components/auth/auth-shell';
import { type SignInMode, SignInPanel } from '@/components/auth/sign-in-panel';
import { localePrefixOf } from '@/lib/auth/guards';
import { landingAfterSignIn } from '@/lib/auth/landing';
import { safeNextPath } from '@/lib/auth/safe-next-path';
import { getAssuranceLevel, getRole, getUser } from '@/lib/auth/session';
import { getPathname } from '@/lib/i18n/navigation';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { routes } from '@/lib/routes';
import { privatePageMetadata } from '@/lib/seo/page-metadata';
import { firstParam } from '@/lib/search-param';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export const generateMetadata = ({ params }: { params: LocaleParams }): Promise<Metadata> => privatePageMetadata(params, 'Auth');

const MODES: readonly SignInMode[] = ['password', 'code', 'forgot'];

/**
 * /auth: sign in. Signed-in visitors go straight on to where they were heading, else to their
 * home: an admin to the admin area, a member to the member dashboard (lib/auth/landing.ts,
 * docs/product.md#sign-in).
 */
export default async function SignInPage({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  const locale = await resolvePageLocale(params);
  const query = await searchParams;
  const explicitNext = safeNextPath(firstParam(query.next), '');

  // The proxy already redirects; this covers requests it did not see. The target carries its
  // locale prefix: a plain redirect, not next-intl's (which would add one).
  if (await getUser()) {
    const prefix = localePrefixOf(getPathname({ href: routes.home, locale }));
    redirect(landingAfterSignIn({ role: await getRole(), assuranceLevel: await getAssuranceLevel(), next: explicitNext, prefix }));
  }

  const t = await getTranslations({ locale, namespace: 'Auth' });
  const mode = firstParam(query.mode);
  return (
    <AuthShell title={t('title')} description={t('subtitle')}>
      <SignInPanel
        // Without a `next` of its own, signing in (password, code or e-mailed link) comes back to
        // this page, which (the proxy first) sends the person on to their home: one decision, on
        // the server, with the role read from profiles under RLS.
        next={explicitNext || getPathname({ href: routes.auth, locale })}
        resetPath={getPathname({ href: `${routes.auth}/reset-password`, locale })}
        initialMode={MODES.find((m) => m === mode) ?? 'password'}
        linkInvalid={firstParam(query.error) === 'link'}
      />
    </AuthShell>
  );
}
