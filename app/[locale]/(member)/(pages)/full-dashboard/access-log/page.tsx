import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { AccessLogTable } from '@/components/access-log/access-log-table';
import { PeriodFilter } from '@/components/access-log/period-filter';
import { FormAlert } from '@/components/forms/form-alert';
import { MemberPage } from '@/components/layout/member-page';
import { PageLinks } from '@/components/ui/page-links';
import { ACCESS_LOG_PAGE_SIZE, parsePage, parsePeriod, periodQuery } from '@/lib/access-log/period';
import { requireUser } from '@/lib/auth/session';
import { type AccessLogPage, getAccessLogPage } from '@/lib/data/access-log';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { privatePageMetadata } from '@/lib/seo/page-metadata';
import { createClient } from '@/lib/supabase/server';

export const generateMetadata = ({ params }: { params: LocaleParams }): Promise<Metadata> => privatePageMetadata(params, 'AccessLog');

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * /full-dashboard/access-log (issue 21): every read of the member's medical ID or location by
 * someone else (family, carer, call centre) for a chosen period, with the alarm it happened
 * during, and the same period as a CSV file. Reads come from get_my_access_log, which keeps the
 * reader's name after their access ended and shows nothing of anyone else's log.
 */
export default async function AccessLogPageRoute({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  const locale = await resolvePageLocale(params);
  await requireUser(locale);
  const t = await getTranslations({ locale, namespace: 'AccessLog' });
  const query = await searchParams;
  const period = parsePeriod(query);
  const page = parsePage(query.page);
  let log: AccessLogPage | null = null;
  try {
    log = await getAccessLogPage(await createClient(), period.from, period.to, ACCESS_LOG_PAGE_SIZE, (page - 1) * ACCESS_LOG_PAGE_SIZE);
  } catch (error) {
    console.warn('Reading the access log failed', error);
  }
  const kept = periodQuery(period);
  const exportHref = `/api/access-log?${new URLSearchParams({ ...kept, locale })}`;
  const pageCount = log ? Math.max(1, Math.ceil(log.total / ACCESS_LOG_PAGE_SIZE)) : 1;
  const format = await getFormatter({ locale });
  // A custom period is whole UTC days (lib/access-log/period.ts), so its days are written in UTC
  // and the caption says so; any other zone could shift them by one.
  const day = (value: string | null) => (value ? format.dateTime(new Date(`${value}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' }) : '');
  const periodName =
    period.preset === 'custom' && !period.error
      ? t('period.customRange', { from: day(period.fromDay), to: day(period.toDay) })
      : t(`period.options.${kept.period as '7d' | '30d' | '12m'}`);

  return (
    <MemberPage title={t('title')} lead={t('lead')}>
      <PeriodFilter period={period} />
      {!log ? (
        <FormAlert tone="error">{t('failed')}</FormAlert>
      ) : (
        <section aria-labelledby="access-log-results" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="access-log-results" className="text-xl font-semibold">
              {t('results', { count: log.total })}
            </h2>
            {log.total > 0 && (
              <a href={exportHref} download className="inline-flex min-h-11 items-center rounded-md border border-border px-4 font-medium hover:bg-muted" data-testid="access-log-export">
                {t('export')}
              </a>
            )}
          </div>
          {log.total === 0 ? (
            <p data-testid="access-log-empty">{t('empty', { period: periodName })}</p>
          ) : (
            <>
              <AccessLogTable entries={log.entries} caption={t('caption', { period: periodName })} />
              <PageLinks
                pathname={routes.accessLog}
                query={kept}
                page={page}
                pageCount={pageCount}
                labels={{ label: t('pages.label'), previous: t('pages.previous'), next: t('pages.next'), status: t('pages.status', { page, count: pageCount }) }}
              />
            </>
          )}
        </section>
      )}
      <p className="text-sm text-muted-foreground">
        {t.rich('whoCanRead', {
          link: (chunks) => (
            <Link href={routes.family} className="text-guardian underline underline-offset-4">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </MemberPage>
  );
}
