import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';

type Props = { page: number; pageCount: number; query: Record<string, string> };

const linkClass = 'inline-flex min-h-11 items-center rounded-md border border-border px-4 hover:bg-muted';

/** Previous / next page of the access log, keeping the chosen period. */
export function AccessLogPagination({ page, pageCount, query }: Props) {
  const t = useTranslations('AccessLog.pages');
  if (pageCount <= 1) return null;
  const to = (target: number) => ({ pathname: routes.accessLog, query: { ...query, page: String(target) } });
  return (
    <nav aria-label={t('label')} className="flex flex-wrap items-center gap-3 print:hidden">
      {page > 1 && (
        <Link href={to(page - 1)} className={linkClass} rel="prev">
          {t('previous')}
        </Link>
      )}
      <span aria-current="page">{t('status', { page, count: pageCount })}</span>
      {page < pageCount && (
        <Link href={to(page + 1)} className={linkClass} rel="next">
          {t('next')}
        </Link>
      )}
    </nav>
  );
}
