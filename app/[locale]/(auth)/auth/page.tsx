import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthShell } from '@/components/auth/auth-shell';
import { type SignInMode, SignInPanel } from '@/components/auth/sign-in-panel';
import { safeNextPath } from '@/lib/auth/safe-next-path';
import { getUser } from '@/lib/auth/session';
import { getPathname, redirect } from '@/lib/i18n/navigation';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { routes } from '@/lib/routes';
import { privatePageMetadata } from '@/lib/seo/page-metadata';
import { firstParam } from '@/lib/search-param';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export const generateMetadata = ({ params }: { params: LocaleParams }): Promise<Metadata> => privatePageMetadata(params, 'Auth');

const MODES: readonly SignInMode[] = ['password', 'code', 'forgot'];

/** /auth: sign in. Signed-in visitors go straight on to where they were heading (docs/product.md#routes-and-screens). */
export default async function SignInPage({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  const locale = await resolvePageLocale(params);
  const query = await searchParams;
  const next = safeNextPath(firstParam(query.next), getPathname({ href: routes.memberDashboard, locale }));

  // The proxy already redirects; this covers requests it did not see.
  if (await getUser()) redirect({ href: next, locale });

  const t = await getTranslations({ locale, namespace: 'Auth' });
  const mode = firstParam(query.mode);
  return (
    <AuthShell title={t('title')} description={t('subtitle')}>
      <SignInPanel
        next={next}
        resetPath={getPathname({ href: `${routes.auth}/reset-password`, locale })}
        initialMode={MODES.find((m) => m === mode) ?? 'password'}
        linkInvalid={firstParam(query.error) === 'link'}
      />
    </AuthShell>
  );
}
