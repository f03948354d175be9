import { Link } from '@/lib/i18n/navigation';

type Labels = { label: string; previous: string; next: string; status: string };

type Props = {
  /** The list's own route; the other query values (filters, period) are kept on every link. */
  pathname: string;
  query?: Record<string, string>;
  page: number;
  pageCount: number;
  /** In the page's language: the navigation's name, the two links and "page N of M". */
  labels: Labels;
};

const linkClass = 'inline-flex min-h-11 items-center rounded-md border border-border px-4 hover:bg-muted';

/** Previous / next links of a paged list (access log, audit log, inbox); nothing when it fits one page. */
export function PageLinks({ pathname, query = {}, page, pageCount, labels }: Props) {
  if (pageCount <= 1) return null;
  const to = (target: number) => ({ pathname, query: { ...query, page: String(target) } });
  return (
    <nav aria-label={labels.label} className="flex flex-wrap items-center gap-3 print:hidden">
      {page > 1 && (
        <Link href={to(page - 1)} className={linkClass} rel="prev">
          {labels.previous}
        </Link>
      )}
      <span aria-current="page">{labels.status}</span>
      {page < pageCount && (
        <Link href={to(page + 1)} className={linkClass} rel="next">
          {labels.next}
        </Link>
      )}
    </nav>
  );
}
