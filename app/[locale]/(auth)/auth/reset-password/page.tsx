import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthShell } from '@/components/auth/auth-shell';
import { FormAlert } from '@/components/forms/form-alert';
import { NewPasswordForm } from '@/components/auth/new-password-form';
import { getUser } from '@/lib/auth/session';
import { getPathname, Link } from '@/lib/i18n/navigation';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { routes } from '@/lib/routes';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Auth' });
  return { title: t('reset.metaTitle'), robots: { index: false } };
}

/** Set a new password: reached through the recovery link or code, which opened a session. */
export default async function ResetPasswordPage({ params }: { params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Auth' });
  const user = await getUser();

  return (
    <AuthShell title={t('reset.title')}>
      {user ? (
        <NewPasswordForm doneHref={getPathname({ href: routes.memberDashboard, locale })} />
      ) : (
        <div className="flex flex-col gap-4">
          <FormAlert tone="error">{t('reset.noSession')}</FormAlert>
          <Link href={{ pathname: routes.auth, query: { mode: 'forgot' } }} className="inline-flex min-h-11 items-center self-start font-medium text-guardian underline underline-offset-4">
            {t('reset.requestNew')}
          </Link>
        </div>
      )}
    </AuthShell>
  );
}
