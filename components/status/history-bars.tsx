import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { cn } from '@/lib/cn';
import { formatDay } from '@/lib/status/format';
import { STATUS_COMPONENTS, type StatusSummary } from '@/lib/status/summary';
import { COMPONENT_STATUSES, type ComponentStatus, dayStatus } from '@/lib/status/thresholds';
import { STATUS_LOOK } from './status-look';

const LEGEND: ComponentStatus[] = [...COMPONENT_STATUSES, 'no_data'];

/**
 * The 90-day history (docs/product.md#status-page): per component one bar per UTC day, oldest
 * first, each a list item whose text ("Nov 12, 2026: Operational") screen readers read and whose
 * colour and height sighted readers scan; a line per component counts the days with a problem, so
 * the gist never depends on telling colours apart. Plain markup: no script in the browser.
 */
export async function HistoryBars({ locale, summary }: { locale: Locale; summary: StatusSummary }) {
  const t = await getTranslations({ locale, namespace: 'StatusPage' });
  const days = summary.daily.map((day) => ({ day, date: formatDay(day.day, locale) }));
  return (
    <div className="flex flex-col gap-6">
      <p>{t('history.intro')}</p>
      {STATUS_COMPONENTS.map((id) => {
        const name = t(`componentNames.${id}`);
        const statuses = days.map(({ day }) => dayStatus(id, day, summary.incidents));
        const problems = statuses.filter((status) => status !== 'operational' && status !== 'no_data').length;
        const unmeasured = statuses.filter((status) => status === 'no_data').length;
        return (
          <div key={id} data-history={id} className="flex flex-col gap-2">
            <h3 className="text-lg font-semibold">{name}</h3>
            <p className="text-sm text-muted-foreground">{t('history.summary', { problems, unmeasured })}</p>
            <ol aria-label={t('history.listLabel', { component: name })} className="flex h-8 items-center gap-px">
              {days.map(({ day, date }, index) => (
                <li key={day.day} className={cn('min-w-0 flex-1 rounded-[1px]', STATUS_LOOK[statuses[index]].bar)}>
                  <span className="sr-only">{t('history.day', { date, status: t(`statuses.${statuses[index]}`) })}</span>
                </li>
              ))}
            </ol>
            <div aria-hidden="true" className="flex justify-between text-xs text-muted-foreground">
              <span>{t('history.start')}</span>
              <span>{t('history.end')}</span>
            </div>
          </div>
        );
      })}
      <div className="flex flex-col gap-2">
        <p id="status-history-legend" className="font-semibold">
          {t('history.legend')}
        </p>
        <ul aria-labelledby="status-history-legend" className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          {LEGEND.map((status) => (
            <li key={status} className="flex items-center gap-2">
              <span aria-hidden="true" className="flex h-4 w-2 items-center">
                <span className={cn('block w-full rounded-[1px]', STATUS_LOOK[status].bar)} />
              </span>
              {t(`statuses.${status}`)}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
