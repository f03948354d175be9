import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OverviewCards } from '@/components/admin/overview-cards';
import { requireAdmin } from '@/lib/auth/session';
import { getAdminOverview } from '@/lib/data/admin-overview';
import { loadPublicEnv } from '@/lib/env';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { createClient } from '@/lib/supabase/server';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'AdminDashboard' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** /admin-dashboard: "Admin Dashboard", "{product} Management Portal", and the overview. */
export default async function AdminDashboardPage({ params }: { params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  await requireAdmin(locale);
  const t = await getTranslations({ locale, namespace: 'AdminDashboard' });
  const overview = await getAdminOverview(await createClient());

  return (
    <main id="main" tabIndex={-1} className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-10 focus:outline-none">
      {/* The alarms and the sign-out live in the admin shell's navigation and account menu. */}
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-muted-foreground">{t('subtitle', { product: loadPublicEnv().NEXT_PUBLIC_PRODUCT_NAME })}</p>
      </header>
      <OverviewCards overview={overview} />
    </main>
  );
}
