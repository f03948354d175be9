import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { formatDuration } from '@/lib/status/format';
import { STATUS_CHANNELS, type StatusSummary } from '@/lib/status/summary';
import { FiguresTable } from './figures-table';
import { REAL_ALARMS_SHOWN_FROM } from '@/lib/status/summary';


const WINDOWS = ['day', 'quarter'] as const;

/**
 * Members' real alarms, aggregated (docs/product.md#status-page): the same percentiles per channel
 * for the last day and 90 days, with no member data; drills and the synthetic alarm are not in them.
 */
export async function RealAlarmTables({ locale, summary }: { locale: Locale; summary: StatusSummary }) {
  const t = await getTranslations({ locale, namespace: 'StatusPage' });
  const columns = [t('delivery.figures.figure'), ...WINDOWS.map((window) => t(`delivery.windows.${window}`))];
  const count = new Intl.NumberFormat(locale);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <p>{t('realAlarms.intro')}</p>
        <p className="text-sm text-muted-foreground">{t('realAlarms.tooFewNote', { min: REAL_ALARMS_SHOWN_FROM })}</p>
      </div>
      {STATUS_CHANNELS.map((channel) => {
        const windows = WINDOWS.map((window) => summary.realAlarms[channel][window]);
        return (
          <FiguresTable
            key={channel}
            id={`status-real-${channel}`}
            caption={t('realAlarms.caption', { channel: t(`delivery.channels.${channel}`) })}
            columns={columns}
            rows={[
              { key: 'p50', header: t('delivery.figures.p50'), cells: windows.map((figures) => formatDuration(figures.p50Ms, locale)) },
              { key: 'p95', header: t('delivery.figures.p95'), cells: windows.map((figures) => formatDuration(figures.p95Ms, locale)) },
              { key: 'p99', header: t('delivery.figures.p99'), cells: windows.map((figures) => formatDuration(figures.p99Ms, locale)) },
              {
                key: 'messages',
                header: t('realAlarms.figures.messages'),
                // Held back by the database, not missing: say why the times are blank.
                cells: windows.map((figures) =>
                  figures.count > 0 && figures.p50Ms === null ? `${count.format(figures.count)} (${t('realAlarms.tooFew')})` : count.format(figures.count),
                ),
              },
            ]}
          />
        );
      })}
    </div>
  );
}
