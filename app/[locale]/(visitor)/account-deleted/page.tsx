import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/pages/page-header';
import { PublicPageShell } from '@/components/pages/public-page-shell';
import { Link } from '@/lib/i18n/navigation';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { routes } from '@/lib/routes';

// Not in lib/routes.ts's prerendered list, so it must render per request (its CSP gets a nonce).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Account.deleted' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * /account-deleted (issue 21): where a member lands after deleting their account, already signed
 * out. It holds no data: it only says the deletion is done and what the law keeps.
 */
export default async function AccountDeletedPage({ params }: { params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Account.deleted' });
  return (
    <PublicPageShell locale={locale}>
      {/* Inside the header's padded column: on its own the link touched the screen's edge on phones. */}
      <PageHeader title={t('title')} lead={t('body')}>
        <p>
          <Link href={routes.home} className="inline-flex min-h-11 items-center text-guardian underline underline-offset-4">
            {t('home')}
          </Link>
        </p>
      </PageHeader>
    </PublicPageShell>
  );
}
