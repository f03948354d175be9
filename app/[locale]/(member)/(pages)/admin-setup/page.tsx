import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminSetupForm } from '@/components/auth/admin-setup-form';
import { AuthShell } from '@/components/auth/auth-shell';
import { getPathname } from '@/lib/i18n/navigation';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { routes } from '@/lib/routes';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'AdminSetup' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** /admin-setup (not linked anywhere, docs/product.md#routes-and-screens): a signed-in user becomes the first admin. */
export default async function AdminSetupPage({ params }: { params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'AdminSetup' });
  return (
    <AuthShell title={t('title')} description={t('description')}>
      <AdminSetupForm adminHref={getPathname({ href: routes.adminDashboard, locale })} />
    </AuthShell>
  );
}
