import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { IncidentQueue } from '@/components/incidents/incident-queue';
import { requireAdmin } from '@/lib/auth/session';
import { getIncidentQueue } from '@/lib/data/incidents';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { Link } from '@/lib/i18n/navigation';
import { privatePageMetadata } from '@/lib/seo/page-metadata';
import { createClient } from '@/lib/supabase/server';
import { routes } from '@/lib/routes';

export const generateMetadata = ({ params }: { params: LocaleParams }): Promise<Metadata> => privatePageMetadata(params, 'AdminAlarms');

/**
 * /admin-dashboard/incidents: every alarm, live, with the Call Centre Spain queue among them
 * (docs/product.md#what-it-does-and-for-whom, docs/product.md#limits-and-constants), for admins.
 */
export default async function IncidentsPage({ params }: { params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  await requireAdmin(locale);
  const t = await getTranslations({ locale, namespace: 'AdminAlarms' });
  const back = await getTranslations({ locale, namespace: 'Incidents' });
  const queue = await getIncidentQueue(await createClient());

  return (
    <main id="main" tabIndex={-1} className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10 focus:outline-none">
      <header className="flex flex-col gap-1">
        {/* 44 px high, only as wide as its text: a finger-sized target that does not stretch over the row. */}
        <Link href={routes.adminDashboard} className="inline-flex min-h-11 items-center self-start text-sm underline">
          {back('back')}
        </Link>
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-muted-foreground">{t('subtitle')}</p>
      </header>
      <IncidentQueue initial={queue} />
    </main>
  );
}
