import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FormAlert } from '@/components/forms/form-alert';
import { MemberPage } from '@/components/layout/member-page';
import { IncidentList } from '@/components/status-incidents/incident-list';
import { OpenIncidentForm } from '@/components/status-incidents/open-incident-form';
import { requireAdmin } from '@/lib/auth/session';
import { getAdminStatusIncidents } from '@/lib/data/status-incidents';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { privatePageMetadata } from '@/lib/seo/page-metadata';
import type { StatusIncident } from '@/lib/status/summary';
import { createClient } from '@/lib/supabase/server';

export const generateMetadata = ({ params }: { params: LocaleParams }): Promise<Metadata> => privatePageMetadata(params, 'AdminStatus');

/**
 * /admin-dashboard/status (issue 47, docs/product.md#status-page): admins open incidents on the
 * public status page and post their updates (investigating → identified → monitoring → resolved).
 * Written through the database's RPCs, which check the role and the text and record each write in
 * the audit log; the public page is cached, and each write expires its cache.
 */
export default async function AdminStatusPage({ params }: { params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  await requireAdmin(locale);
  const t = await getTranslations({ locale, namespace: 'AdminStatus' });
  let incidents: StatusIncident[] | null = null;
  try {
    incidents = await getAdminStatusIncidents(await createClient());
  } catch (error) {
    console.warn('Reading the status page incidents failed', error);
  }

  return (
    <MemberPage title={t('title')} lead={t('lead')} width="5xl">
      <p className="rounded-md border border-border bg-muted px-4 py-3 text-sm" data-testid="status-admin-note">
        {t.rich('note', {
          link: (chunks) => (
            <Link href={routes.status} className="font-medium underline underline-offset-4">
              {chunks}
            </Link>
          ),
        })}
      </p>
      <OpenIncidentForm />
      <section aria-labelledby="status-incidents-title" className="grid min-w-0 gap-4">
        <h2 id="status-incidents-title" className="text-xl font-semibold">
          {t('list.title')}
        </h2>
        {incidents === null ? (
          <FormAlert tone="error">{t('list.failed')}</FormAlert>
        ) : incidents.length === 0 ? (
          <p data-testid="status-incidents-empty">{t('list.empty')}</p>
        ) : (
          <IncidentList incidents={incidents} />
        )}
      </section>
    </MemberPage>
  );
}
