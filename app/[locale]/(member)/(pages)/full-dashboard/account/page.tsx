import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ChangeEmailForm } from '@/components/account/change-email-form';
import { ChangePasswordForm } from '@/components/account/change-password-form';
import { DeleteAccountDialog } from '@/components/account/delete-account-dialog';
import { SessionsCard } from '@/components/dashboard/sessions-card';
import { TwoStepCard } from '@/components/dashboard/two-step-card';
import { MemberPage } from '@/components/layout/member-page';
import { isAdmin } from '@/lib/auth/role';
import { getRole, requireUser } from '@/lib/auth/session';
import { getPathname } from '@/lib/i18n/navigation';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { routes } from '@/lib/routes';
import { privatePageMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = ({ params }: { params: LocaleParams }): Promise<Metadata> => privatePageMetadata(params, 'Account');

const sectionClass = 'grid gap-3 rounded-lg border border-border p-4';

/**
 * /full-dashboard/account (issue 21): e-mail (confirmed by both addresses) and password, two-step
 * sign-in, signing out here, elsewhere or everywhere, downloading all one's data, and deleting the
 * account with a statement of what goes and what the law keeps.
 */
export default async function AccountPage({ params }: { params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  const user = await requireUser(locale);
  const t = await getTranslations({ locale, namespace: 'Account' });
  const role = await getRole();
  return (
    <MemberPage title={t('title')} lead={t('lead')}>

      <section aria-labelledby="account-email-title" className={sectionClass}>
        <h2 id="account-email-title" className="text-lg font-semibold">
          {t('email.title')}
        </h2>
        <p className="break-words" data-testid="account-email">
          {user.email ? t('email.current', { email: user.email }) : t('email.none')}
        </p>
        {user.new_email && (
          <p className="rounded-md border border-border bg-muted px-4 py-3 text-sm break-words" data-testid="account-email-pending">
            {t('email.pending', { email: user.new_email })}
          </p>
        )}
        <ChangeEmailForm />
      </section>

      <section aria-labelledby="account-password-title" className={sectionClass}>
        <h2 id="account-password-title" className="text-lg font-semibold">
          {t('password.title')}
        </h2>
        <ChangePasswordForm />
      </section>

      <TwoStepCard user={user} isAdmin={isAdmin(role)} returnTo={getPathname({ href: routes.account, locale })} />
      <SessionsCard />

      <section aria-labelledby="account-export-title" className={sectionClass}>
        <h2 id="account-export-title" className="text-lg font-semibold">
          {t('export.title')}
        </h2>
        <p className="text-sm">{t('export.description')}</p>
        {/* A plain link: the route answers with an attachment, so the browser downloads it and stays here. */}
        <a
          href="/api/account/export"
          download
          className="inline-flex min-h-11 items-center justify-self-start rounded-md border border-border px-4 font-medium hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {t('export.download')}
        </a>
      </section>

      <section aria-labelledby="account-delete-title" className={sectionClass}>
        <h2 id="account-delete-title" className="text-lg font-semibold">
          {t('delete.title')}
        </h2>
        <p className="text-sm">{t('delete.description')}</p>
        <DeleteAccountDialog donePath={getPathname({ href: routes.accountDeleted, locale })} />
      </section>
    </MemberPage>
  );
}
