import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuditFilters } from '@/components/admin-audit/audit-filters';
import { AuditTable } from '@/components/admin-audit/audit-table';
import { FormAlert } from '@/components/forms/form-alert';
import { MemberPage } from '@/components/layout/member-page';
import { PageLinks } from '@/components/ui/page-links';
import { AUDIT_PAGE_SIZE, filtersQuery, parseAuditFilters } from '@/lib/admin-audit/filters';
import { requireAdmin } from '@/lib/auth/session';
import { type AuditPage, getAuditPage } from '@/lib/data/admin-audit';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { privatePageMetadata } from '@/lib/seo/page-metadata';
import { createClient } from '@/lib/supabase/server';

export const generateMetadata = ({ params }: { params: LocaleParams }): Promise<Metadata> => privatePageMetadata(params, 'AdminAudit');

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * /admin-dashboard/audit (issue 22): every admin action (content saves, catalogue changes, role
 * changes, incident steps, inbox triage, status page incidents), newest first, 25 a page, filtered by kind and period.
 * The rows are written by database triggers (migration 20261124001100_admin_audit) and readable
 * by admins only (RLS), so this page only reads.
 */
export default async function AdminAuditPage({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  const locale = await resolvePageLocale(params);
  await requireAdmin(locale);
  const t = await getTranslations({ locale, namespace: 'AdminAudit' });
  const filters = parseAuditFilters(await searchParams);
  let log: AuditPage | null = null;
  try {
    log = await getAuditPage(await createClient(), filters);
  } catch (error) {
    console.warn('Reading the admin audit log failed', error);
  }
  const pageCount = log ? Math.max(1, Math.ceil(log.total / AUDIT_PAGE_SIZE)) : 1;

  return (
    <MemberPage title={t('title')} lead={t('lead')} width="5xl">
      <Link href={routes.adminDashboard} className="inline-flex min-h-11 items-center text-sm underline">
        {t('back')}
      </Link>
      <AuditFilters filters={filters} />
      {!log ? (
        <FormAlert tone="error">{t('failed')}</FormAlert>
      ) : (
        <section aria-labelledby="audit-results" className="flex flex-col gap-4">
          <h2 id="audit-results" className="text-xl font-semibold">
            {t('results', { count: log.total })}
          </h2>
          {log.entries.length === 0 ? (
            <p data-testid="audit-empty">{t('empty')}</p>
          ) : (
            <>
              <div className="overflow-x-auto">
                <AuditTable entries={log.entries} caption={t('caption')} />
              </div>
              <PageLinks
                pathname={routes.adminAudit}
                query={filtersQuery(filters)}
                page={filters.page}
                pageCount={pageCount}
                labels={{ label: t('pages.label'), previous: t('pages.previous'), next: t('pages.next'), status: t('pages.status', { page: filters.page, count: pageCount }) }}
              />
            </>
          )}
        </section>
      )}
    </MemberPage>
  );
}
