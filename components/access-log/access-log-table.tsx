import { useTranslations } from 'next-intl';
import type { AccessLogEntry } from '@/lib/data/access-log';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { LocalMoment } from '@/components/ui/local-moment';
import { HistoryTableHead } from './history-table-head';
import { readerLabel } from '@/lib/access-log/reader-label';

/**
 * The reads of one page as a table (caption, column headers with scope). Three columns whose cells
 * stack two lines (who + role, what + alarm), so it reads on a 360 px phone without sideways scroll;
 * text cells may break anywhere, so a long name (an e-mail address) cannot widen the page either.
 * Times are the reader's own zone, named.
 */
export function AccessLogTable({ entries, caption }: { entries: AccessLogEntry[]; caption: string }) {
  const t = useTranslations('AccessLog');
  const words = { callCentre: t('callCentre'), deletedAccount: t('deletedAccount'), unnamed: t('unnamed') };
  return (
    <table className="w-full border-collapse text-left text-sm" data-testid="access-log-table">
      <HistoryTableHead caption={caption} columns={[t('columns.when'), t('columns.who'), t('columns.what')]} />
      <tbody>
        {entries.map((entry) => {
          const started = entry.sosStartedAt;
          return (
            <tr key={entry.id} className="border-b border-border align-top">
              <td className="py-2 pr-2">
                <LocalMoment iso={entry.at} style="stacked" />
              </td>
              <td className="py-2 pr-2 [overflow-wrap:anywhere]">
                <span className="block font-medium">{readerLabel(entry, words)}</span>
                <span className="block text-muted-foreground">{t(`capacity.${entry.capacity}`)}</span>
              </td>
              <td className="py-2 [overflow-wrap:anywhere]">
                <span className="block">{t(`resource.${entry.resource}`)}</span>
                {entry.sosEventId && started ? (
                  <Link href={`${routes.sosHistory}/${entry.sosEventId}`} className="inline-flex min-h-11 items-center text-guardian underline underline-offset-4">
                    {/* One flex item: as separate items, the text and the time would lose the space between them. */}
                    <span>{t.rich('duringAlarm', { date: () => <LocalMoment iso={started} style="short" /> })}</span>
                  </Link>
                ) : (
                  <span className="block text-muted-foreground">{t('noAlarm')}</span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
